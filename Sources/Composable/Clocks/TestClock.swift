import Synchronization

/// A clock whose time moves only when a test advances it.
///
/// Sleepers wake in deadline order, and those due at the same instant in the order they went to
/// sleep. When a sleeper belongs to an effect of a `TestStore`, `advance` lets the woken effect
/// run — and sleep again — before the next sleeper wakes, without ever waiting on real time.
///
/// A deadline before `now` returns at once; a deadline equal to `now` suspends until the next
/// `advance` (as `advance(by: .zero)`), as in swift-clocks.
public final class TestClock: Clock, Sendable {
  /// An instant of a test clock: the time since the clock's start.
  public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// Creates an instant.
    ///
    /// - Parameter offset: The time since the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }

    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: UnsafeContinuation<Void, any Error>
    var effect: EffectContext?
  }

  /// Work a scheduler was given, run when the clock reaches its deadline, then every interval if
  /// it repeats. It waits beside the sleepers, on the same schedule.
  private struct Work {
    var deadline: Instant
    var run: ScheduledWork
    var interval: Duration?
    var effect: EffectContext?
  }

  private struct State: ~Copyable {
    var now: Instant
    var nextID = 0
    var sleepers = NumberedRecords<Sleeper>()
    /// The work schedulers scheduled, apart from the sleepers so that a sleeper stays as small
    /// and as cheap to copy as with no work at all.
    var works = NumberedRecords<Work>()
    var schedule = Heap<(deadline: Instant, id: Int)>(by: { lhs, rhs in
      lhs.deadline == rhs.deadline ? lhs.id < rhs.id : lhs.deadline < rhs.deadline
    })
    var cancelledBeforeSleeping: Set<Int> = []
  }

  private let state: Lock<State>
  /// Whether any work is scheduled: read without the lock where a clock with none goes on as
  /// it always has. Written under the lock.
  private let hasWork = Atomic<Bool>(false)

  /// Creates a test clock.
  ///
  /// - Parameter now: The clock's current instant.
  public init(now: Instant = Instant()) {
    self.state = Lock(State(now: now))
  }

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// Sets the clock to `instant`, back or forward, while nothing sleeps on it: a search that
  /// tries one branch after another starts each at the same moment.
  package func rewind(to instant: Instant) {
    state.withLock { state in
      precondition(
        state.sleepers.isEmpty && state.works.isEmpty,
        "a test clock rewinds only while nothing sleeps on it")
      state.now = instant
      state.schedule.removeAll()
      state.cancelledBeforeSleeping.removeAll()
    }
  }

  /// A test clock has no minimum resolution.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock is advanced to `deadline`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled while sleeping.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let context = EffectContext.current
    let id: Int? = state.withLock { state in
      guard deadline >= state.now else { return nil }
      state.nextID += 1
      return state.nextID
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        let cancelled = state.withLock { state -> Bool in
          if !state.cancelledBeforeSleeping.isEmpty,
            state.cancelledBeforeSleeping.remove(id) != nil
          {
            return true
          }
          state.sleepers[id] = Sleeper(
            id: id, deadline: deadline, continuation: continuation,
            effect: context)
          state.schedule.insert((deadline, id))
          return false
        }
        if cancelled {
          continuation.resume(throwing: CancellationError())
        } else if let context {
          context.host.willSleep(context.number, deadline.offset)
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let sleeper = state.sleepers.removeValue(forKey: id) else {
          state.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return sleeper
      }
      if let sleeper {
        if let effect = sleeper.effect { effect.host.didWake(effect.number) }
        sleeper.continuation.resume(throwing: CancellationError())
      }
    }
  }

  /// Moves time forward, waking every sleeper due by then in order and letting each run.
  ///
  /// - Parameter duration: How far to move; `.zero` wakes the sleepers due now.
  public nonisolated(nonsending) func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to an instant, waking every sleeper due by then in order and letting
  /// each run.
  ///
  /// - Parameter deadline: The instant to move to. An instant before `now` is a failure.
  public nonisolated(nonsending) func advance(
    to deadline: Instant,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let current = now
    guard deadline >= current else {
      EngineFailure.advanceIntoThePast(
        deadline: deadline.offset, now: current.offset,
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
      .report()
      return
    }
    while let sleeper = wakeNext(dueBy: deadline) {
      await resume(sleeper)
    }
    if hasWork.load(ordering: .relaxed) { await advanceThroughWork(to: deadline) }
    state.withLock { $0.now = Swift.max($0.now, deadline) }
  }

  /// Wakes the sleepers and runs the work due by `deadline`, in order.
  ///
  /// Apart from `advance(to:)`, so that a clock with no work scheduled pays nothing for work.
  @inline(never)
  private nonisolated(nonsending) func advanceThroughWork(to deadline: Instant) async {
    while true {
      if let sleeper = wakeNext(dueBy: deadline) {
        await resume(sleeper)
      } else if let work = takeWork(dueBy: deadline) {
        await run(work)
      } else {
        return
      }
    }
  }

  /// Runs work taken off the schedule, and lets the effect that scheduled it run.
  private nonisolated(nonsending) func run(_ work: Work) async {
    runNow(work)
    if let effect = work.effect, await effect.host.settleLettingCallerRun() { return }
    for _ in 0..<10 { await Task.yield() }
  }

  /// Runs work, telling the effect that scheduled it that it woke; an effect with other work
  /// still on the clock sleeps on until the earliest of it.
  private func runNow(_ work: Work) {
    if let effect = work.effect { effect.host.didWake(effect.number) }
    work.run.run()
    if let effect = work.effect, let next = nextDeadline(of: effect) {
      effect.host.willSleep(effect.number, next.offset)
    }
  }

  private func nextDeadline(of effect: EffectContext) -> Instant? {
    state.withLock { state in
      state.works.values.lazy
        .filter { $0.effect?.host === effect.host && $0.effect?.number == effect.number }
        .map(\.deadline).min()
    }
  }

  /// Resumes a sleeper taken off the schedule, and lets it run.
  private nonisolated(nonsending) func resume(_ sleeper: Sleeper) async {
    if let effect = sleeper.effect {
      effect.host.didWake(effect.number)
      sleeper.continuation.resume()
      if await effect.host.settleLettingCallerRun() { return }
    } else {
      sleeper.continuation.resume()
    }
    // A sleeper outside a test store (or whose store is gone) runs on an executor nobody here
    // drains; yielding gives it a chance to run, without any guarantee.
    for _ in 0..<10 { await Task.yield() }
  }

  /// Takes the next sleeper due by `deadline` off the schedule; `nil` when none is, or when
  /// work comes first (``takeWork(dueBy:)`` takes it). With no work scheduled, it copies and
  /// allocates nothing for work.
  private func wakeNext(dueBy deadline: Instant) -> Sleeper? {
    if hasWork.load(ordering: .relaxed) { return wakeNextBeforeWork(dueBy: deadline) }
    return state.withLock { state in
      while let next = state.schedule.min, next.deadline <= deadline {
        _ = state.schedule.popMin()
        guard let sleeper = state.sleepers.removeValue(forKey: next.id) else { continue }
        state.now = Swift.max(state.now, sleeper.deadline)
        return sleeper
      }
      return nil
    }
  }

  /// ``wakeNext(dueBy:)`` while work is scheduled: stops at work due before the next sleeper.
  @inline(never)
  private func wakeNextBeforeWork(dueBy deadline: Instant) -> Sleeper? {
    state.withLock { state in
      while let next = state.schedule.min, next.deadline <= deadline {
        if state.works.contains(next.id) { return nil }
        _ = state.schedule.popMin()
        guard let sleeper = state.sleepers.removeValue(forKey: next.id) else { continue }
        state.now = Swift.max(state.now, sleeper.deadline)
        return sleeper
      }
      return nil
    }
  }

  /// Takes the work due next by `deadline` off the schedule, putting work that repeats back at
  /// its next time.
  private func takeWork(dueBy deadline: Instant) -> Work? {
    state.withLock { state in
      guard let next = state.schedule.min, next.deadline <= deadline,
        let work = state.works.removeValue(forKey: next.id)
      else { return nil }
      _ = state.schedule.popMin()
      state.now = Swift.max(state.now, work.deadline)
      if let interval = work.interval {
        // Work that repeats keeps its number, and so its place among work due together.
        var again = work
        again.deadline = work.deadline.advanced(by: Swift.max(interval, .nanoseconds(1)))
        state.works[next.id] = again
        state.schedule.insert((again.deadline, next.id))
      } else if state.works.isEmpty {
        hasWork.store(false, ordering: .relaxed)
      }
      return work
    }
  }

  /// Runs work when the clock is advanced to `deadline` (or, for a deadline not after `now`, on
  /// the next advance), and then every `interval` if given: a scheduler's work, which waits on
  /// the clock as a sleeping task does, for the effect that scheduled it.
  ///
  /// - Returns: The number that ``cancelScheduled(_:)`` takes.
  package func schedule(
    at deadline: Instant, every interval: Duration? = nil, _ work: ScheduledWork
  ) -> Int {
    let context = EffectContext.current
    let (id, due) = state.withLock { state -> (Int, Instant) in
      state.nextID += 1
      let due = Swift.max(deadline, state.now)
      state.works[state.nextID] = Work(
        deadline: due, run: work, interval: interval, effect: context)
      hasWork.store(true, ordering: .relaxed)
      state.schedule.insert((due, state.nextID))
      return (state.nextID, due)
    }
    if let context { context.host.willSleep(context.number, due.offset) }
    return id
  }

  /// Forgets work scheduled with ``schedule(at:every:_:)``.
  ///
  /// - Parameter id: The number `schedule` returned.
  package func cancelScheduled(_ id: Int) {
    let work = state.withLock { state in
      defer { if state.works.isEmpty { hasWork.store(false, ordering: .relaxed) } }
      return state.works.removeValue(forKey: id)
    }
    guard let effect = work?.effect else { return }
    effect.host.didWake(effect.number)
    if let next = nextDeadline(of: effect) { effect.host.willSleep(effect.number, next.offset) }
  }

  /// Moves time forward to an instant without suspending, for code that cannot `await`: what is
  /// due runs in turn, and a test store's effects run what it woke before the next.
  ///
  /// - Parameter deadline: The instant to move to.
  package func advanceWithoutSuspending(to deadline: Instant) {
    while true {
      if let sleeper = wakeNext(dueBy: deadline) {
        if let effect = sleeper.effect { effect.host.didWake(effect.number) }
        sleeper.continuation.resume()
        _ = sleeper.effect?.host.settle()
      } else if hasWork.load(ordering: .relaxed), let work = takeWork(dueBy: deadline) {
        runNow(work)
        _ = work.effect?.host.settle()
      } else {
        break
      }
    }
    state.withLock { $0.now = Swift.max($0.now, deadline) }
  }

  /// Advances time until no sleeper is left, for at most `timeout` of real time.
  ///
  /// Each sleeper wakes in turn and runs, as with `advance(to:)`. A sleeper that always sleeps
  /// again — a timer, a polling loop — would keep the clock running forever: once `timeout` has
  /// passed, `run` stops and reports a failure that names every sleeper still sleeping. It also
  /// stops, without a failure, when its task is cancelled.
  ///
  /// - Parameter timeout: How long, in real time, the clock may run.
  public nonisolated(nonsending) func run(
    timeout: Duration = .milliseconds(500),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let end = ContinuousClock.now.advanced(by: timeout)
    while !Task.isCancelled, let deadline = nextDeadline {
      guard ContinuousClock.now < end else {
        EngineFailure.stillSleeping(
          timeout: timeout, sleepers: sleeperNames(),
          location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        .report()
        return
      }
      if let sleeper = wakeNext(dueBy: deadline) {
        await resume(sleeper)
      } else if hasWork.load(ordering: .relaxed), let work = takeWork(dueBy: deadline) {
        await run(work)
      }
    }
  }

  /// The sleepers, for a message: each effect of a store once, by number, then how many tasks
  /// outside a store sleep.
  private func sleeperNames() -> [String] {
    let sleepers = state.withLock { state in
      state.sleepers.values.map(\.effect) + state.works.values.map(\.effect)
    }
    struct Effect: Hashable {
      var host: ObjectIdentifier
      var number: Int
    }
    var effects: [Effect: String] = [:]
    var outside = 0
    for effect in sleepers {
      guard let effect else {
        outside += 1
        continue
      }
      let key = Effect(host: ObjectIdentifier(effect.host), number: effect.number)
      if effects[key] == nil { effects[key] = effect.host.name(effect.number) }
    }
    let names = effects.sorted { ($0.key.number, $0.value) < ($1.key.number, $1.value) }
      .map(\.value)
    switch outside {
    case 0: return names
    case 1: return names + ["a task outside a test store"]
    default: return names + ["\(outside) tasks outside a test store"]
    }
  }

  /// The earliest deadline of a sleeper, if any.
  public var nextDeadline: Instant? {
    state.withLock { state in
      while let next = state.schedule.min {
        if state.sleepers.contains(next.id)
          || (!state.works.isEmpty && state.works.contains(next.id))
        {
          return next.deadline
        }
        _ = state.schedule.popMin()
      }
      return nil
    }
  }

  /// The number of tasks sleeping on the clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count + $0.works.count } }
}

/// Work a scheduler runs when a test clock reaches its time.
package struct ScheduledWork: @unchecked Sendable {
  // NB: `@unchecked` because Combine's schedulers take work that is not `@Sendable`; a test
  // clock runs it on the thread that advances the clock, one piece at a time.
  let run: () -> Void

  package init(_ run: @escaping () -> Void) {
    self.run = run
  }
}
