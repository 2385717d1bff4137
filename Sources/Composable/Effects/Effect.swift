/// A unit of work a reducer returns: nothing, an action to feed back at once, asynchronous work
/// that may send actions, or a cancellation — and combinations of these.
///
/// Build effects with `.none`, `.send(_:)`, `.run(priority:operation:catch:)`, `.merge`,
/// `.concatenate`, `.cancellable(id:cancelInFlight:)` and `.cancel(id:)`. A store interprets them;
/// the effect itself is inert data.
public struct Effect<Action> {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(RunOperation<Action>)
    case cancel(CancelID)
    case cancellable(id: CancelID, cancelInFlight: Bool, Effect)
    case merge([Effect])
    case concatenate([Effect])
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}

/// An effect of a reducer whose action type is `R.Action`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing and finishes at once.
  @inlinable
  public static var none: Self { Self(operation: .none) }

  /// An effect that feeds an action back into the store right after the current action, before
  /// `send` returns.
  ///
  /// - Parameter action: The action to feed back.
  /// - Returns: An effect.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// Whether the effect does nothing.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

/// One `.run` effect: its operation (errors already handled), where it was created, and the
/// dependencies current when it was created.
@usableFromInline
struct RunOperation<Action>: Sendable {
  var priority: TaskPriority?
  var location: SourceLocation
  var dependencies: DependencyValues
  // NB: On the caller's executor, as the runtime's own closures around it: no executor check
  // on the way in and out.
  var body: nonisolated(nonsending) @Sendable (Send<Action>) async -> Void
}
