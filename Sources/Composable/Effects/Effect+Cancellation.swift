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
    EffectContext.current?.host.cancel(CancelID(id))
  }
}
