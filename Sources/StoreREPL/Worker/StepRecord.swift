import Composable
import ValueDump

/// What a line did to the session, as values: the actions its step reduced, what its effects
/// did, the state's changes it made, the effects in flight after it, where it left the
/// session and whether it failed; for a line that moved in time or loaded a feature, the state
/// it landed on. The worker makes it from the session's own record of the step, never from
/// what the step printed, so it is the same at any width, in colour or not.
///
/// Its ``digest`` is what the journal keeps after each step and what a replay compares. The
/// state after a step is the state before it with the step's changes: two replays from one
/// start that make the same changes land on the same state, and the first step whose changes,
/// actions or effects differ is the one named.
struct StepRecord: Codable, Equatable {
  /// An action the step reduced.
  struct Action: Codable, Equatable {
    /// The action, as the dumper writes it inline.
    var action: String
    var origin: Origin
    /// The virtual time it was reduced at.
    var time: Duration
    /// The state's changes it made, as a test asserts them: `$0.count = 1`.
    var changes: [String]
  }

  /// Who sent an action.
  enum Origin: Codable, Equatable {
    /// The shell's user.
    case sent
    /// An effect (its number), or a `.send` effect (nil).
    case received(fromEffect: Int?)
  }

  /// What an effect did during the step.
  enum EffectEvent: Codable, Equatable {
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

  /// 64-bit FNV-1a of the record in the protocol's binary form, which writes a record's fields
  /// in the order they are declared (and the record holds no dictionary or set, whose order
  /// would change from one process to the next): the same in every process, so that the
  /// journal keeps it for `--resume`.
  var digest: UInt64 {
    let bytes = (try? WireEncoder().encode(self)) ?? []
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
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
    /// The session's step whose action started it.
    var step: Int
    /// That action, as the dumper writes it inline.
    var action: String
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

/// A session as its worker serves it: beside what its commands print, the values the worker
/// sends the shell.
protocol WorkerSession: FeatureSession {
  /// What the line that just ran did, as values.
  ///
  /// - Parameters:
  ///   - madeStep: Whether the line made a step of the history (rather than moving in time or
  ///     loading a feature).
  ///   - failed: Whether the line failed.
  func stepRecord(madeStep: Bool, failed: Bool) -> StepRecord
  /// Where the session is now.
  var snapshot: SessionSnapshot { get }
  /// What the feature's code is doing on this thread, for the message of a crash: the action
  /// being reduced and the state it started from, or the effect running; and what `explore`
  /// was trying.
  func crashContext() -> WorkerCrashContext
}

extension StoreSession: WorkerSession {
  func stepRecord(madeStep: Bool, failed: Bool) -> StepRecord {
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
    for (number, life) in lives.sorted(by: { $0.key < $1.key }) {
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
        step: history.step(reducing: effect.originStep),
        action: customDumpInline(effect.originAction), startedAt: effect.startedAt,
        wait: wait, isCancelled: effect.isCancelled)
    }
  }
}
