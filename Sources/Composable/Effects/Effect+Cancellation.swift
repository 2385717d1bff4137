import Synchronization

extension Effect {
  /// This effect, made cancellable by an id.
  ///
  /// Every task the effect starts is registered under `id` when it starts. With
  /// `cancelInFlight`, effects already running under the same id are cancelled first.
  ///
  /// - Parameters:
  ///   - id: Any hashable, sendable value; ids are compared by type and value.
  ///   - cancelInFlight: Whether to cancel effects in flight with the same id first.
  /// - Returns: A cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone, !cancelInFlight { return self }
    return Self(operation: .cancellable(id: CancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every in-flight effect with the given id, at the moment the reducer
  /// returns it.
  ///
  /// - Parameter id: The cancellation id.
  /// - Returns: An effect.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(CancelID(id)))
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the in-flight effects with the given id in the store whose effect calls this.
  ///
  /// Call it from inside a `.run` effect; elsewhere it does nothing.
  ///
  /// - Parameter id: The cancellation id.
  public static func cancel(id: some Hashable & Sendable) {
    guard let context = EffectContext.current else { return }
    context.host.cancel(context.number, CancelID(id))
  }
}

/// Runs `operation` cancellable by `id`, in the store whose effect calls this: `.cancel(id:)`
/// and `Task.cancel(id:)` with the id cancel the operation, and the effect that called this goes
/// on with what the operation returns or throws once cancelled. With `cancelInFlight`, work in
/// flight under the id (other than the calling effect) is cancelled first.
///
/// Outside an effect, the operation just runs.
///
/// - Parameters:
///   - id: The cancellation id, at the navigation path of the feature whose effect calls this.
///   - cancelInFlight: Whether to cancel what runs under the id first.
///   - operation: The work.
/// - Returns: What the operation returns.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  guard let context = EffectContext.current else { return try await operation() }
  let outcome = Mutex<Result<T, Failure>?>(nil)
  guard
    let (task, end) = context.host.startCancellable(
      context.number, CancelID(id), cancelInFlight,
      {
        let result: Result<T, Failure>
        do throws(Failure) {
          result = .success(try await operation())
        } catch {
          result = .failure(error)
        }
        outcome.withLock { $0 = result }
      })
  else { return try await operation() }
  await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
  end()
  return try outcome.withLock { $0! }.get()
}

extension Effect {
  /// This effect as the child `step` names returns it to its parent: every cancellation id it
  /// registers or cancels, and every `Task.cancel(id:)` its work calls, is the child's own, one
  /// step further down the navigation path (see ``CancelID``).
  ///
  /// - Parameter step: The child's id: the key path of its state in its parent's, with its
  ///   element id or identity.
  /// - Returns: The effect, scoped.
  func scoped(under step: CancelID) -> Self {
    switch operation {
    case .none, .send:
      return self
    case var .run(run):
      run.path.insert(step, at: 0)
      return Self(operation: .run(run))
    case let .cancel(id):
      return Self(operation: .cancel(id.under(step)))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        operation: .cancellable(
          id: id.under(step), cancelInFlight: cancelInFlight, effect.scoped(under: step)))
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.scoped(under: step) }))
    case let .concatenate(effects):
      return Self(operation: .concatenate(effects.map { $0.scoped(under: step) }))
    }
  }

  /// This effect of a child, scoped under the child's id and registered under it, so that the
  /// child's dismissal, `.cancel(id: step)` where the parent is, ends it.
  @usableFromInline
  func child(_ step: some InternalCancelID) -> Self {
    let step = CancelID(step)
    return scoped(under: step).cancellable(id: step)
  }
}
