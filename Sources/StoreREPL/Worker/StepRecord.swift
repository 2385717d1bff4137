import Composable
import ValueDump

/// What a line did to the session, as values: the actions its step reduced, what its effects
/// did, the state's changes it made, the effects in flight after it, where it left the
/// session and whether it failed; for a line that moved in time or loaded a feature, the state
/// it landed on. The worker makes it from the session's own record of the step, never from
/// what the step printed, so it is the same at any width, in colour or not.
///
/// Its ``digest``, which the worker sends with the line's output, is what the journal keeps
/// after each step and what a replay compares. The state after a step is the state before it
/// with the step's changes: two replays from one start that make the same changes land on the
/// same state, and the first step whose changes, actions or effects differ is the one named.
struct StepRecord: Equatable {
  /// An action the step reduced.
  struct Action: Equatable {
    /// The action, as the dumper writes it inline.
    var action: String
    var origin: Origin
    /// The virtual time it was reduced at.
    var time: Duration
    /// The state's changes it made, as a test asserts them: `$0.count = 1`.
    var changes: [String]
  }

  /// Who sent an action.
  enum Origin: Equatable {
    /// The shell's user.
    case sent
    /// An effect (its number), or a `.send` effect (nil).
    case received(fromEffect: Int?)
  }

  /// What an effect did during the step.
  enum EffectEvent: Equatable {
    /// It started, under these cancellation ids (as the shell lists them).
    case started(number: Int, ids: [String], at: Duration)
    case finished(number: Int, at: Duration)
    case cancelled(number: Int, at: Duration)
    /// The step budget stopped it.
    case stopped(number: Int, at: Duration)
  }

  var actions: [Action] = []
  var effects: [EffectEvent] = []
  /// What a `set` changed, as assignments.
  var stateChanges: [String] = []
  /// The effects in flight after the line.
  var inFlight: [SessionSnapshot.Effect] = []
  /// For a line that made no step (it moved in time or loaded a feature), the state it landed
  /// on, as the dumper writes it.
  var state: String?
  /// The session's position after the line.
  var position: Int
  var failed: Bool

  init(
    actions: [Action] = [], effects: [EffectEvent] = [], stateChanges: [String] = [],
    inFlight: [SessionSnapshot.Effect] = [], state: String? = nil, position: Int, failed: Bool
  ) {
    self.actions = actions
    self.effects = effects
    self.stateChanges = stateChanges
    self.inFlight = inFlight
    self.state = state
    self.position = position
    self.failed = failed
  }

  /// 64-bit FNV-1a of the record's fields, in the order they are declared: each number as
  /// its 8 bytes, little-endian, each string as its UTF-8 length and bytes, each list as its
  /// count and its items, each case as its place among its enum's cases and its payload, nil
  /// as a 0 and anything else after a 1. The same in every process, so that the journal keeps
  /// it for `--resume`.
  var digest: UInt64 {
    var hash = FNV1a()
    hash.add(actions.count)
    for action in actions {
      hash.add(action.action)
      switch action.origin {
      case .sent:
        hash.add(0)
      case let .received(effect):
        hash.add(1)
        hash.add(effect)
      }
      hash.add(action.time)
      hash.add(action.changes)
    }
    hash.add(effects.count)
    for effect in effects {
      let (place, number, at): (Int, Int, Duration) =
        switch effect {
        case let .started(number, _, at): (0, number, at)
        case let .finished(number, at): (1, number, at)
        case let .cancelled(number, at): (2, number, at)
        case let .stopped(number, at): (3, number, at)
        }
      hash.add(place)
      hash.add(number)
      if case let .started(_, ids, _) = effect { hash.add(ids) }
      hash.add(at)
    }
    hash.add(stateChanges)
    hash.add(inFlight.count)
    for effect in inFlight {
      hash.add(effect.number)
      hash.add(effect.ids)
      hash.add(effect.step)
      hash.add(effect.action)
      hash.add(effect.startedAt)
      switch effect.wait {
      case let .clock(until):
        hash.add(0)
        hash.add(until)
      case .outside:
        hash.add(1)
      }
      hash.add(effect.isCancelled)
    }
    hash.add(state)
    hash.add(position)
    hash.add(failed)
    return hash.value
  }
}

/// 64-bit FNV-1a, fed values as ``StepRecord/digest`` says.
private struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }

  mutating func add(_ number: Int) {
    for shift in stride(from: 0, to: 64, by: 8) {
      add(byte: UInt8(truncatingIfNeeded: number >> shift))
    }
  }

  mutating func add(_ flag: Bool) { add(byte: flag ? 1 : 0) }

  mutating func add(_ text: String) {
    add(text.utf8.count)
    for byte in text.utf8 { add(byte: byte) }
  }

  mutating func add(_ texts: [String]) {
    add(texts.count)
    for text in texts { add(text) }
  }

  mutating func add(_ duration: Duration) {
    add(Int(duration.components.seconds))
    add(Int(duration.components.attoseconds))
  }

  mutating func add(_ number: Int?) {
    add(number != nil)
    if let number { add(number) }
  }

  mutating func add(_ text: String?) {
    add(text != nil)
    if let text { add(text) }
  }

  mutating func add(_ duration: Duration?) {
    add(duration != nil)
    if let duration { add(duration) }
  }
}

/// Where a session is, as values: what `reload` compares between the worker of the old code
/// and the worker of the new, after the first step that differs.
struct SessionSnapshot: Codable, Equatable {
  /// An effect in flight.
  struct Effect: Codable, Equatable {
    var number: Int
    /// Its cancellation ids, as the shell lists them.
    var ids: [String]
    /// The session's step that started it, and the action, by its number in the order the
    /// store reduced them.
    var step: Int
    var action: Int
    var startedAt: Duration?
    var wait: Wait
    var isCancelled: Bool
  }

  /// What an effect in flight waits on.
  enum Wait: Codable, Equatable {
    /// The virtual clock, until this instant.
    case clock(until: Duration)
    /// Something outside the clock.
    case outside
  }

  /// The state, as the dumper writes it: two states have the same text exactly when the diff
  /// finds nothing between them (the shell compares states that are not `Equatable` so).
  var state: String
  /// The virtual time.
  var now: Duration
  var effects: [Effect]
}

/// The session's effects before a line runs: those in flight, and the number the next to start
/// gets. A line's record looks at these and those it started, not at every effect the session
/// had.
struct EffectsMark {
  var inFlight: [Int]
  var next: Int

  /// A mark that looks at no effect: for a line that made no step.
  static let nothing = EffectsMark(inFlight: [], next: .max)
}

/// A session as its worker serves it: beside what its commands print, the values the worker
/// sends the shell.
protocol WorkerSession: FeatureSession {
  /// The session's effects now, before a line runs.
  var effectsMark: EffectsMark { get }
  /// What the line that just ran did, as values.
  ///
  /// - Parameters:
  ///   - madeStep: Whether the line made a step of the history (rather than moving in time or
  ///     loading a feature).
  ///   - failed: Whether the line failed.
  ///   - mark: The session's effects before the line ran.
  func stepRecord(madeStep: Bool, failed: Bool, since mark: EffectsMark) -> StepRecord
  /// Where the session is now.
  var snapshot: SessionSnapshot { get }
  /// What the feature's code is doing on this thread, for the message of a crash: the action
  /// being reduced and the state it started from, or the effect running; and what `explore`
  /// was trying.
  func crashContext() -> WorkerCrashContext
}

extension StoreSession: WorkerSession {
  var effectsMark: EffectsMark {
    EffectsMark(inFlight: store.inFlightNumbers, next: store.nextEffectNumber)
  }

  func stepRecord(madeStep: Bool, failed: Bool, since mark: EffectsMark) -> StepRecord {
    guard madeStep, let step = history.latest else {
      return StepRecord(
        inFlight: effectsInFlight, state: customDump(store.currentState), position: position,
        failed: failed)
    }
    let actions = step.actions.map { logged in
      let origin: StepRecord.Origin =
        switch logged.origin {
        case .sent: .sent
        case let .received(effect): .received(fromEffect: effect)
        }
      return StepRecord.Action(
        action: logged.action, origin: origin, time: logged.time, changes: logged.assignments)
    }
    var effects: [StepRecord.EffectEvent] = []
    for number in mark.inFlight + Array(mark.next..<max(mark.next, store.nextEffectNumber)) {
      guard let life = lives[number] else { continue }
      if life.step == position {
        effects.append(
          .started(number: number, ids: life.ids.visible.map(\.description), at: life.start))
      }
      guard life.endStep == position, let (time, kind) = life.end else { continue }
      switch kind {
      case .finished: effects.append(.finished(number: number, at: time))
      case .cancelled: effects.append(.cancelled(number: number, at: time))
      case .stopped: effects.append(.stopped(number: number, at: time))
      }
    }
    return StepRecord(
      actions: actions, effects: effects, stateChanges: step.stateChanges,
      inFlight: effectsInFlight, position: position, failed: failed)
  }

  var snapshot: SessionSnapshot {
    SessionSnapshot(state: customDump(store.currentState), now: now, effects: effectsInFlight)
  }

  /// The effects in flight, as values.
  private var effectsInFlight: [SessionSnapshot.Effect] {
    store.inFlightEffects.map { effect in
      let wait: SessionSnapshot.Wait =
        switch effect.wait {
        case let .clock(until): .clock(until: until)
        case .outside: .outside
        }
      return SessionSnapshot.Effect(
        number: effect.number, ids: effect.cancelIDs.visible.map(\.description),
        step: history.step(reducing: effect.originStep), action: effect.originStep,
        startedAt: effect.startedAt,
        wait: wait, isCancelled: effect.isCancelled)
    }
  }
}
