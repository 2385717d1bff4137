/// A loaded feature, as the shell drives it: it runs the commands that act on the store.
protocol FeatureSession: AnyObject {
  /// The feature's name.
  var featureName: String { get }
  /// Where the session started.
  var start: REPLStart.Origin { get }
  /// The sample values the start made up, as `label = literal`.
  var madeUp: [String] { get }
  /// The State's name, as Swift writes it.
  var stateTypeName: String { get }
  /// The virtual time.
  var now: Duration { get }
  /// Whether a breakpoint stopped the session, which `step` and `continue` go on from.
  var isStopped: Bool { get }
  /// Runs a command on the feature: `request`, which `command`, read from `line`, asks for.
  func run(
    _ request: SessionCommand, of command: Command, line: String, style: ShellStyle
  ) async -> CommandOutput
  /// Notes that `explore` found `line` crashes the feature's code right after step `step`: a
  /// test exported there ends with it.
  func noteExploredCrash(_ line: String, afterStep step: Int)
  /// `explore` to `depth`, keeping `stateLimit` states at most, reported as numbers: what the
  /// benchmarks measure.
  func measureExplore(depth: Int, stateLimit: Int) async -> ExploreMeasure
  /// Completions for the argument being typed after a command.
  func completions(for command: CommandName, partial: String) -> [String]
  /// The command lines of the steps so far: a script that rebuilds the session.
  var scriptCommands: [String] { get }
  /// How many steps are applied: the session is right after step `position`.
  var position: Int { get }
  /// The command of the step the session is right after, as a replay runs it, or nil at the
  /// start.
  var latestStepCommand: Command? { get }
  /// The commands of the last `count` steps up to the session's position, as a replay runs
  /// them.
  func stepCommands(last count: Int) -> [Command]
  /// The commands of the steps after the session's position, which `goto` goes forward to.
  var undoneStepCommands: [Command] { get }
  /// How long the `wait` the session is right after waited in real time, or nil.
  var latestStepWaited: Duration? { get }
  /// When a `wait` step is being replayed, how long it waited when it was made: the replay
  /// waits about as long at most, not the whole of its limit.
  var replayedWait: Duration? { get set }
  /// Whether an effect in flight waits on something outside the virtual clock.
  var waitsOutsideTheClock: Bool { get }
  /// How many steps the session keeps at least before it folds older ones into a checkpoint.
  var historyLimit: Int { get set }
  /// What was folded, when steps were: the session can no longer be rebuilt from its start.
  var foldedHistory: String? { get }
  /// The checks at the end of a session: in strict mode, as at the end of an exhaustive test,
  /// actions not received and effects still in flight are failures.
  func end(style: ShellStyle) async -> CommandOutput
  /// The session so far as a Swift Testing test named `name`.
  func exportedTest(named name: String) -> ExportedTest
  /// Examples of `command` written with the feature's own actions and state, or nil.
  func examples(for command: CommandName) -> [String]?
  /// The session so far as a handout page: its steps, the state after each, its timeline.
  func handout() async -> SessionHandout
  /// The feature's screen for the current state, laid out for the style's width, or nil when
  /// the feature has no view.
  func drawScreen(style: ShellStyle) -> [String]?
  /// The feature's screen, as ``drawScreen(style:)`` draws it, awaiting the main actor rather
  /// than blocking a thread on it.
  func screenDrawing(style: ShellStyle) async -> [String]?
  /// The labels of the screen's controls that `command` drives.
  func screenLabels(for command: CommandName) -> [String]
  /// Drives the screen's control as `request` asks: the `send` commands of what it sent.
  func screenSends(_ request: SessionCommand.ScreenRequest) async -> Result<[Command], ShellError>
  /// Why a command could not run on this feature (its action does not parse or decode), or
  /// nil.
  func problem(with command: Command) -> ShellError?
}

/// What a command printed, and whether it failed.
struct CommandOutput: Equatable {
  var lines: [String] = []
  var failed = false
  /// The error that stopped the command, if one did.
  var error: ShellError?
  /// What its effects did, apart from the state's changes (see ``LineOutput/events``).
  var events: [String] = []
  /// The state's changes it showed.
  var diffs: [String] = []
  /// The state changes as the full layout shows them, one for each of ``diffs``.
  var fullDiffs: [String] = []

  static func error(_ error: ShellError, in line: String, style: ShellStyle) -> CommandOutput {
    CommandOutput(lines: [style.errors.rendered(error, in: line)], failed: true, error: error)
  }
}

/// A session exported as a test: the file's contents, and what the test cannot reproduce.
struct ExportedTest: Equatable {
  /// The Swift source of the test.
  var text: String
  /// One line for each thing of the session the test leaves out, to warn about.
  var warnings: [String] = []
}
