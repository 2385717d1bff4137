extension Effect {
  /// This effect, started only once `dueTime` has passed on `scheduler` without another effect
  /// with the same id being debounced: each debounced effect cancels the one in flight under
  /// `id`, then sleeps, then runs.
  ///
  /// ```swift
  /// case let .searchQueryChanged(query):
  ///   state.query = query
  ///   return .run { send in await send(.response(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: 0.3, scheduler: mainQueue)
  /// ```
  ///
  /// TCA deprecates it in favour of a sleep inside a cancellable effect, which is what it is.
  ///
  /// - Parameters:
  ///   - id: The id that the debounced effects share; it is their cancellation id.
  ///   - dueTime: How long to wait before running the effect.
  ///   - scheduler: The scheduler to wait on.
  ///   - options: Passed to the scheduler's sleep.
  /// - Returns: The debounced effect.
  public func debounce<S: Scheduler & Sendable>(
    id: some Hashable & Sendable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    guard !isNone else { return .none }
    let delay = Self.run(
      operation: { _ in
        try await scheduler.sleep(for: dueTime, tolerance: .zero, options: options)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
    return Self.concatenate(delay, self).cancellable(id: id, cancelInFlight: true)
  }
}
