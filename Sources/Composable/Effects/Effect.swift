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

/// One `.run` effect: its operation and the handler of its errors, where it was created, and the
/// dependencies current when it was created.
@usableFromInline
struct RunOperation<Action>: Sendable {
  var priority: TaskPriority?
  var location: SourceLocation
  var dependencies: DependencyValues
  var operation: @Sendable (Send<Action>) async throws -> Void
  var handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?
  /// The navigation path of the feature that returned the effect, where `Task.cancel(id:)` in
  /// its work cancels (see ``CancelID``).
  var path: [CancelID] = []

  /// Runs the operation, handing an error it throws to the handler; without one, any error but
  /// `CancellationError` is reported at the place the effect was created.
  nonisolated(nonsending) func perform(_ send: Send<Action>) async {
    await Self.perform(operation, handler: handler, location: location, send: send)
  }

  /// Runs an operation, handing an error it throws to `handler`; without one, any error but
  /// `CancellationError` is reported at `location`.
  ///
  /// Inlined into the task that runs the effect, so that no frame of the runtime's own sits
  /// between the task and the operation.
  @inline(__always)
  nonisolated(nonsending) static func perform(
    _ operation: @Sendable (Send<Action>) async throws -> Void,
    handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
    location: SourceLocation, send: Send<Action>
  ) async {
    do {
      try await operation(send)
    } catch {
      await failed(with: error, handler: handler, location: location, send: send)
    }
  }

  /// Hands an error an operation threw to `handler`, or reports it at `location`; a
  /// `CancellationError` ends the effect quietly.
  ///
  /// Apart from `perform`, which it would otherwise make larger in every effect's task.
  @inline(never)
  nonisolated(nonsending) private static func failed(
    with error: any Error,
    handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
    location: SourceLocation, send: Send<Action>
  ) async {
    if error is CancellationError { return }
    guard let handler else {
      EngineFailure.unhandledError(error, location: location).report()
      return
    }
    await handler(error, send)
  }

  /// The same work, its actions transformed by `transform`, in dependencies changed by `bind`.
  func map<Other>(
    _ transform: @escaping @Sendable (Action) -> Other,
    in bind: (@Sendable (Send<Other>) -> DependencyValues)? = nil
  ) -> RunOperation<Other> {
    let operation = self.operation
    let mappedOperation: @Sendable (Send<Other>) async throws -> Void
    var mappedHandler: (@Sendable (any Error, Send<Other>) async -> Void)?
    if let bind {
      mappedOperation = { send in
        try await DependencyValues.$_current.withValue(bind(send)) {
          try await operation(send.map(transform))
        }
      }
      if let handler {
        mappedHandler = { error, send in
          await DependencyValues.$_current.withValue(bind(send)) {
            await handler(error, send.map(transform))
          }
        }
      }
    } else {
      mappedOperation = { send in try await operation(send.map(transform)) }
      if let handler {
        mappedHandler = { error, send in await handler(error, send.map(transform)) }
      }
    }
    return RunOperation<Other>(
      priority: priority, location: location, dependencies: dependencies,
      operation: mappedOperation, handler: mappedHandler, path: path)
  }
}
