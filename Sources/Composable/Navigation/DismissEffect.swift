/// Dismisses the feature whose effect calls it: a presented feature (through `ifLet` with
/// presentation state) or an element of a navigation stack.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// // in a reducer:
/// return .run { _ in await dismiss() }
/// ```
///
/// Call it from an effect of the presented feature; the parent then receives `.dismiss` (or
/// `.popFrom(id:)` for a stack element), sets the feature's state to `nil` and cancels its
/// effects, including the one that called it.
///
/// In a `TestStore` whose feature no parent presents, it dismisses the store itself: the store
/// cancels its effects and refuses later actions (see `TestStore.isDismissed`).
public struct DismissEffect: Sendable {
  let dismiss: @Sendable (SourceLocation) async -> Void
  /// The test store whose feature this dismisses, when a test store made it.
  let testStore: ObjectIdentifier?

  /// Creates a dismiss effect from what it does.
  ///
  /// - Parameter dismiss: Dismisses the feature.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = { _ in await dismiss() }
    self.testStore = nil
  }

  init(
    testStore: ObjectIdentifier? = nil,
    at dismiss: @escaping @Sendable (SourceLocation) async -> Void
  ) {
    self.dismiss = dismiss
    self.testStore = testStore
  }

  /// Dismisses the feature.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await dismiss(
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension DependencyValues {
  /// Dismisses the presented feature whose effect calls it.
  ///
  /// Outside an effect of a feature presented with `ifLet(_:action:destination:)` or pushed
  /// with `forEach(_:action:destination:)`, calling it reports a failure, except in a
  /// `TestStore`, whose feature it dismisses.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

extension DependencyValues {
  /// The dismiss effect set explicitly, without computing the default (which reports a failure
  /// when called).
  var explicitDismiss: DismissEffect? {
    explicitValue(for: DismissKey.self)
  }
}

private enum DismissKey: DependencyKey {
  static var liveValue: DismissEffect { unpresented }
  static var testValue: DismissEffect { unpresented }

  static var unpresented: DismissEffect {
    DismissEffect(at: { location in
      EngineFailure.dismissalWithoutPresentation(location: location).report()
    })
  }
}

extension Effect {
  /// This effect, its actions embedded with `embed` and the `dismiss` dependency of its `.run`
  /// work sending `dismissal`.
  func presented<Parent>(
    embed: @escaping @Sendable (Action) -> Parent, dismissal: Parent
  ) -> Effect<Parent> {
    let dismissal = UncheckedSendable(dismissal)
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(embed(action))
    case let .run(run):
      return Effect<Parent>(
        operation: .run(
          run.map(embed) { send in
            var dependencies = DependencyValues._current
            dependencies.dismiss = DismissEffect { await send(dismissal.value) }
            return dependencies
          }))
    case let .cancel(id):
      return Effect<Parent>(operation: .cancel(id))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<Parent>(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight,
          effect.presented(embed: embed, dismissal: dismissal.value)))
    case let .merge(effects):
      return Effect<Parent>(
        operation: .merge(effects.map { $0.presented(embed: embed, dismissal: dismissal.value) }))
    case let .concatenate(effects):
      return Effect<Parent>(
        operation: .concatenate(
          effects.map { $0.presented(embed: embed, dismissal: dismissal.value) }))
    }
  }
}
