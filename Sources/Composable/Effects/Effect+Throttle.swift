extension Effect where Action: Sendable {
  /// This effect, its actions let through at most once per `interval` of `scheduler`'s time
  /// among the effects throttled under the same id.
  ///
  /// Each action reaches the throttle on the scheduler (a test scheduler hands it on at its next
  /// `advance`, as Combine's `receive(on:)` does). The first action, and any that comes an
  /// `interval` or more after the last one let through, goes through at once. Any other waits
  /// for the end of the interval and then goes through: the latest one to arrive when `latest`
  /// is `true`, else the first one held back. Throttling under an id cancels the effect in
  /// flight under it, so only the newest waiting action is left to go through; the one held back
  /// is remembered across those cancellations, per store and id.
  ///
  /// ```swift
  /// case let .tap(value):
  ///   return .send(.throttledResponse(value))
  ///     .throttle(id: CancelID.tap, for: .seconds(1), scheduler: mainQueue, latest: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The id that the throttled effects share; it is also their cancellation id.
  ///   - interval: The least time between two actions let through.
  ///   - scheduler: The scheduler whose time is measured.
  ///   - latest: Whether an action let through at the end of an interval is the latest to have
  ///     arrived (`true`) or the first held back (`false`).
  /// - Returns: The throttled effect.
  public func throttle<S: Scheduler & Sendable>(
    id: some Hashable & Sendable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    guard !isNone else { return .none }
    let key = AnyHashableSendable(id)
    let records = ThrottleRecords<S.SchedulerTimeType, Action>(id: key)
    let gate: @Sendable (Action, Send<Action>) async -> Void = { action, send in
      do {
        try await scheduler.sleep(until: scheduler.now, tolerance: .zero, options: nil)
        let next = records.update {
          $0.arrival(of: action, at: scheduler.now, interval: interval, latest: latest)
        }
        guard case let .send(value, at: deadline) = next else {
          if case let .sendNow(value) = next { await send(value) }
          return
        }
        try await scheduler.sleep(until: deadline, tolerance: .zero, options: nil)
        records.update { $0.letThrough(at: scheduler.now) }
        await send(value)
      } catch {
        // Cancelled while waiting: a newer throttled effect took over.
      }
    }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return passingActions(through: gate, createdAt: location)
      .cancellable(id: id, cancelInFlight: true)
  }

  /// The same effect, each action it sends handed to `gate` with the `Send` it was sent
  /// through; a `.send` becomes a `.run`, created at `location`, that hands its action so.
  private func passingActions(
    through gate: @escaping @Sendable (Action, Send<Action>) async -> Void,
    createdAt location: SourceLocation
  ) -> Self {
    let gated: @Sendable (Send<Action>) -> Send<Action> = { send in
      Send { action in await gate(action, send) }
    }
    switch operation {
    case .none, .cancel:
      return self
    case let .send(action):
      return Self(
        operation: .run(
          RunOperation(
            priority: nil, location: location, dependencies: DependencyValues._current,
            operation: { send in await gate(action, send) }, handler: nil)))
    case let .run(run):
      var passing = run
      let operation = run.operation
      passing.operation = { send in try await operation(gated(send)) }
      if let handler = run.handler {
        passing.handler = { error, send in await handler(error, gated(send)) }
      }
      return Self(operation: .run(passing))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight,
          effect.passingActions(through: gate, createdAt: location)))
    case let .merge(effects):
      return Self(
        operation: .merge(effects.map { $0.passingActions(through: gate, createdAt: location) }))
    case let .concatenate(effects):
      return Self(
        operation: .concatenate(
          effects.map { $0.passingActions(through: gate, createdAt: location) }))
    }
  }
}
