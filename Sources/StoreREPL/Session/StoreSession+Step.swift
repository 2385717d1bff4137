extension StoreSession {
  /// What the command running now has done so far: the actions it reduced, the effects it
  /// cancelled, what it showed. A command starts with an empty one; a step is made of it.
  struct StepScratch {
    /// The actions reduced.
    var actions: [LoggedAction] = []
    /// The effects cancelled, by number.
    var cancellations: [Int] = []
    /// How long a `wait` waited in real time.
    var waited: Duration?
    /// What its effects did, and the state's changes it showed.
    var events: [String] = []
    var diffs: [String] = []
    /// The state changes as the full layout shows them (see ``StepRenderer/Rendered/fullDiffs``).
    var fullDiffs: [String] = []
    /// What a `set` changed, as a test writes it.
    var stateChanges: [String] = []
    /// The effects in flight when a `set` changed the state.
    var effectsInFlight: [String] = []
    /// The invariants the step broke.
    var brokenInvariants: [BrokenInvariant] = []
    /// What the invariants were after each action the command reduced (see
    /// ``StoreSession/lookAtInvariants(before:from:)``).
    var invariantLook = InvariantLook()
    /// The steps of the past a `skip` or a `replace` replayed (see ``StoreSession/Step/past``).
    var past: [NumberedStep]?
    /// What the log and the script keep as the command, when it is not what was typed: an
    /// `advance` that Ctrl-C interrupted keeps the duration it moved.
    var recordedCommand: Command?

    /// The step the command made, when the clock reads `time`.
    func step(of command: Command, at time: Duration, past: [NumberedStep]? = nil) -> Step {
      Step(
        command: recordedCommand ?? command, time: time, actions: actions, cancelled: cancellations,
        waited: waited, stateChanges: stateChanges, effectsInFlight: effectsInFlight,
        brokenInvariants: brokenInvariants, past: past)
    }
  }

  /// What the invariants were when last looked at during a command: those broken, the action
  /// reduced last, and each break seen after an action, which the end of the command may no
  /// longer see.
  struct InvariantLook {
    var broken: Set<Int> = []
    /// The action fed back looked at last, as `.x from #1`: what the next look comes after.
    var after: String?
    /// Each invariant that broke after an action, when and after which, and what it read.
    var breaks: [(number: Int, lines: [String])] = []
  }

  /// One step: a command that changed the session, and the actions it reduced.
  struct Step {
    /// The command, as it was read when the step was made: what a replay runs again.
    var command: Command
    var time: Duration
    var actions: [LoggedAction]
    /// The effects the step cancelled, by number.
    var cancelled: [Int]
    /// How long a `wait` waited in real time: a replay waits about as long, at most.
    var waited: Duration? = nil
    /// Whether the step failed otherwise than by breaking an invariant (an assertion of its
    /// block, a failure the engine reported): an exported test says so in its first comments.
    var failed = false
    /// What a `set` changed, as the assignments a test writes: `$0.count = 5`.
    var stateChanges: [String] = []
    /// The effects in flight when a `set` changed the state, each as the shell lists it: they
    /// went on into the new state, which a test store that starts from it cannot do.
    var effectsInFlight: [String] = []
    /// The invariants the step broke, each as a test checks it right after the step, worked out
    /// when the step was made.
    var brokenInvariants: [BrokenInvariant] = []
    /// For a `skip` or a `replace`: the steps of the past as it replayed them, each with its
    /// number, which `log` lists and an exported test makes instead of those the history keeps.
    var past: [NumberedStep]? = nil

    /// The step's command line, as a script and the journal write it.
    var line: String { command.text }
  }

  /// A step with its number, as `log` numbers it.
  struct NumberedStep {
    var number: Int
    var step: Step
  }
}

/// How a session runs commands.
enum SessionMode {
  /// As typed: each shows what it did, and each step is recorded.
  case live
  /// Again, quietly: steps of the history being replayed (time travel, `reload`, a rebuild).
  case replaying
  /// Quietly, as a changed past (`skip`, `replace`): they make no step of the history.
  case rebuilding
}
