extension PresentationAction: CasePathable {
  /// The case paths of a presentation action: `\.presented` and `\.dismiss`.
  public struct AllCasePaths: Sendable {
    /// The path to an action of the presented feature.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        })
    }

    /// The path to the dismissal.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        })
    }
  }

  /// The case paths of a presentation action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
  /// A case of the presented feature's action, through `.presented`: `\.destination.alert`
  /// names `.destination(.presented(.alert(…)))`.
  public subscript<Action: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Member>>
  ) -> Case<Member> where Value == PresentationAction<Action> {
    appending(PresentationAction<Action>.allCasePaths.presented)
      .appending(Action.allCasePaths[keyPath: keyPath])
  }
}
