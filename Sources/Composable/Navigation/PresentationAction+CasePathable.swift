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

extension Case {
  /// A case of the presented feature's actions, kept a presentation action:
  /// `\.destination.addItem` where a `CaseKeyPath<Action, PresentationAction<ItemForm.Action>>`
  /// is expected, as `$store.scope(state:action:)` takes it. Its `.dismiss` is the parent's
  /// `.dismiss`; its `.presented` is the parent's `.presented` of that case.
  @_disfavoredOverload
  public subscript<Action: CasePathable & SendableMetatype, Member>(
    dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Member>>
  ) -> Case<PresentationAction<Member>> where Value == PresentationAction<Action> {
    let member = Action.allCasePaths[keyPath: keyPath]
    return appending(
      AnyCasePath(
        embed: { presentation in
          switch presentation {
          case .dismiss: .dismiss
          case .presented(let action): .presented(member.embed(action))
          }
        },
        extract: { presentation in
          switch presentation {
          case .dismiss: .dismiss
          case .presented(let action): member.extract(from: action).map { .presented($0) }
          }
        }))
  }
}
