extension EffectRuntime.Record {
  /// The effect, as inspection shows it.
  var inFlight: InFlightEffect<Action> {
    InFlightEffect(
      number: number, cancelIDs: cancellation.idsInFlight, originStep: originStep,
      originAction: originAction.value, originLocation: originLocation, location: location,
      startedAt: startedAt, wait: sleepingUntil.map { .clock(until: $0) } ?? .outside,
      isCancelled: cancellation.isCancelled)
  }
}

extension EffectRuntime {
  /// The effects in flight, by number.
  var inFlight: [InFlightEffect<Action>] {
    registry.withLock { registry in
      // A closure, not a key path: in a generic type a key path is instantiated from its
      // pattern on every use, which cost more than the rest of the inspection.
      registry.records.values.map { $0.inFlight }
    }
  }

  /// The effect in flight with the given number, if any.
  func inFlight(number: Int) -> InFlightEffect<Action>? {
    registry.withLock { $0.records.read(number) { $0.inFlight } }
  }

  /// What tells the effects in flight alike, in the order of their numbers, deadlines counted
  /// from `now`.
  func inFlightShapes(now: Duration) -> [InFlightShape] {
    registry.withLock { registry in
      registry.records.values.map { record in
        InFlightShape(
          location: record.location, cancelIDs: record.cancellation.idsInFlight,
          isCancelled: record.cancellation.isCancelled,
          untilDeadline: record.sleepingUntil.map { $0 - now })
      }
    }
  }

  /// The numbers of the effects in flight.
  var inFlightNumbers: [Int] {
    registry.withLock { $0.records.keys }
  }

  /// Whether any effect is in flight.
  var hasInFlight: Bool {
    registry.withLock { !$0.records.isEmpty }
  }

  /// The navigation path of the feature whose effect is numbered so; empty once it has ended.
  func path(ofEffect number: Int) -> [CancelID] {
    registry.withLock { $0.records.read(number) { $0.path } } ?? []
  }

  func name(ofEffect number: Int) -> String {
    inFlight(number: number)?.name ?? "#\(number)"
  }

  /// Whether effect events are kept for `takeEvents()`.
  var recordsEvents: Bool {
    get { registry.withLock { $0.recordsEvents } }
    set { registry.withLock { $0.recordsEvents = newValue } }
  }

  /// The number the next effect gets.
  var nextEffectNumber: Int {
    get { registry.withLock { $0.nextNumber } }
    set { registry.withLock { $0.nextNumber = newValue } }
  }

  /// Where the call that led to the effect's originating action was made.
  func originLocation(of number: Int) -> SourceLocation? {
    registry.withLock { $0.records.read(number) { $0.originLocation } } ?? nil
  }

  /// Sets how the virtual time of events is read.
  func setEventClock(_ now: @escaping () -> Duration?) {
    let box = EventClock(now)
    eventClock.withLock { $0 = box }
  }

  func eventTime() -> Duration? {
    guard let clock = eventClock.withLock({ $0 }) else { return nil }
    return clock.now()
  }

  /// The events since the last call, in order, with the virtual time each happened at.
  func takeEvents() -> [(event: EffectEvent, at: Duration?)] {
    registry.withLock { registry in
      defer { registry.events.removeAll(keepingCapacity: true) }
      return registry.events
    }
  }
}
