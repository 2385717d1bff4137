#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a `store-repl` command line asks for, read once: every option and argument, checked,
/// before anything runs.
struct StoreREPLOptions: Equatable {
  /// What the command line asks for besides a session.
  enum Request: Equatable {
    case session, help, version
  }

  var request = Request.session
  /// The feature named, if one is, with how it starts (`--preview`, `--state`) as a
  /// ``FeatureChoice`` writes it.
  var feature: String?
  /// `--preview <number or name>` or `--state <literal>`: how the feature starts.
  var start: FeatureChoice.Start?
  /// The feature files named (`Feature.swift`).
  var files: [String] = []
  /// `--package <dir>`.
  var packageFolder: String?
  /// `--target <name>`, a target of the package.
  var packageTarget: String?
  /// `--swift-version <mode>`, when the command line chooses the files' language mode.
  var swiftVersion: SwiftLanguageMode?
  /// The language mode the files compile in: `--swift-version`'s, else the one their naming
  /// gives (``namingLanguageMode``).
  var languageMode = SwiftLanguageMode.v5
  /// The language mode the files compile in when the command line does not choose: Swift 5, as
  /// in an Xcode app target, or the one the package's manifest declares.
  var namingLanguageMode = SwiftLanguageMode.v5
  var noColor = false
  var look = ShellStyle.Look()
  /// Whether `--theme` chose the theme (else the terminal's background does).
  var choseTheme = false
  /// The transcripts `--check` names: `--check a.transcript b.transcript` checks both, as the
  /// usage's `…` says.
  var checkPaths: [String] = []
  var scriptPath: String?
  var lessonPath: String?
  var notesPath: String?
  var historyLimit: Int?
  /// `--step-timeout <duration>`: how long a command on feature files may run.
  var stepTimeout: Duration?
  /// How long a command on feature files may run when no terminal can interrupt it, and a
  /// replayed step always.
  static var defaultStepTimeout: Duration { .seconds(30) }
  /// How many steps a session keeps before it folds older ones, unless `--history` says.
  static var defaultHistoryLimit: Int { 100_000 }
  var width: Int?
  var resumes = false
  var watches = false
  var inProcess = false
  /// The worker's options (see ``WorkerProtocol``), which the shell in front passes.
  var isWorker = false
  var workerColor = false
  var isWorkerReload = false

  /// The options a user types, for `--help` and for "did you mean".
  static let names = [
    "--help", "--version", "--no-color", "--theme", "--diff", "--ascii", "--screen", "--package",
    "--target",
    "--swift-version", "--resume", "--watch", "--in-process", "--lesson", "--notes", "--script",
    "--width", "--history", "--step-timeout", "--check", "--preview", "--state",
  ]

  /// Reads the arguments after the program's name. `--help` and `--version` are answered
  /// whatever else the line holds, help at the `--width` that follows.
  ///
  /// - Throws: What keeps the command line from running.
  init(parsing arguments: some Collection<String>) throws(StoreREPLOptionError) {
    var rest = arguments[...]
    /// The value after `option`, which must not be another option when `plain`.
    func value(
      of option: String, _ needed: String, plain: Bool = false
    ) throws(StoreREPLOptionError) -> String {
      guard let next = rest.first, !(plain && next.hasPrefix("-")) else {
        throw .needsValue(option: option, needed)
      }
      rest.removeFirst()
      return next
    }
    /// One of a choice's names after `option`.
    func choice<Choice: CaseIterable & RawRepresentable<String>>(
      of option: String, _: Choice.Type, _ needed: String, kind: (String, String),
      make: (String) -> Choice?
    ) throws(StoreREPLOptionError) -> Choice {
      let names = Choice.allCases.map(\.rawValue)
      let name = try value(of: option, "\(needed), \(alternatives(names))")
      guard let chosen = make(name) else {
        throw .unknownValue(name, kind: kind.0, plural: kind.1, among: names)
      }
      return chosen
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--help", "-h", "--version":
        request = argument == "--version" ? .version : .help
        if let flag = rest.firstIndex(of: "--width"), rest.index(after: flag) < rest.endIndex,
          let columns = Int(rest[rest.index(after: flag)]), columns >= LineWrapping.narrowest
        {
          width = columns
        }
        return
      case "--no-color": noColor = true
      case "--ascii": look.ascii = true
      case "--screen": look.screen = true
      case "--resume": resumes = true
      case "--watch": watches = true
      case "--in-process": inProcess = true
      case WorkerProtocol.workerFlag: isWorker = true
      case WorkerProtocol.colorFlag: workerColor = true
      case WorkerProtocol.reloadFlag: isWorkerReload = true
      case "--theme":
        look.theme = try choice(
          of: argument, ShellStyle.Theme.self, "a theme", kind: ("theme", "themes"),
          make: ShellStyle.Theme.init(named:))
        choseTheme = true
      case "--diff":
        look.diff = try choice(
          of: argument, ShellStyle.DiffLayout.self, "a layout", kind: ("diff layout", "layouts"),
          make: ShellStyle.DiffLayout.init(rawValue:))
      case "--package":
        packageFolder = try value(of: argument, "a package folder", plain: true)
      case "--target":
        packageTarget = try value(of: argument, "a target name", plain: true)
      case SwiftLanguageMode.option:
        let mode = try choice(
          of: argument, SwiftLanguageMode.self, "a Swift language mode",
          kind: ("Swift language mode", "modes"), make: SwiftLanguageMode.init(named:))
        swiftVersion = mode
        languageMode = mode
      case "--lesson":
        lessonPath = try value(of: argument, "a lesson transcript")
      case "--notes":
        notesPath = try value(
          of: argument,
          "a file or a terminal (as in '--notes /dev/pts/3') for the presenter's notes")
      case "--script":
        scriptPath = try value(of: argument, "a script file")
      case "--width":
        let needed =
          "a number of columns, \(LineWrapping.narrowest) or more, as in '--width 100'"
        guard let columns = Int(try value(of: argument, needed)),
          columns >= LineWrapping.narrowest
        else { throw .needsValue(option: argument, needed) }
        width = columns
      case "--step-timeout":
        let needed = "a duration, as in '--step-timeout 30s'"
        guard case let .duration(limit) = DurationLiteral.read(try value(of: argument, needed)),
          limit > .zero
        else { throw .needsValue(option: argument, needed) }
        stepTimeout = limit
      case "--history":
        let needed = "a number of steps greater than 0, as in '--history 10000'"
        guard let steps = Int(try value(of: argument, needed)), steps > 0 else {
          throw .needsValue(option: argument, needed)
        }
        historyLimit = steps
      case "--preview":
        start = .preview(
          try value(of: argument, "a preview's number or what it shows, as in '--preview 2'"))
      case "--state":
        start = .state(
          try value(of: argument, "a state literal, such as Ticket.State(holder: \"Ada\")"))
      case "--check":
        checkPaths.append(try value(of: argument, "a transcript file"))
        while let next = rest.first, !next.hasPrefix("-") {
          checkPaths.append(next)
          rest.removeFirst()
        }
      case _ where argument.hasPrefix("-"):
        throw .unknownOption(argument)
      case _ where argument.hasSuffix(".swift"):
        files.append(argument)
      default:
        guard feature == nil else { throw .secondFeature(argument) }
        feature = argument
      }
    }
    if packageTarget != nil, packageFolder == nil { throw .targetWithoutPackage }
    if let start {
      feature = FeatureChoice(name: feature ?? "", start: start).text
    }
    if notesPath != nil, lessonPath == nil, request == .session, checkPaths.isEmpty,
      !isWorker
    {
      throw .notesWithoutLesson
    }
  }

  /// What names the feature files on a command line, for a replay or a resume: the files, or the
  /// package and its target, then `--swift-version` when they compile in another mode than
  /// these alone give.
  var naming: [String] {
    SwiftLanguageMode.naming(
      filesNaming, languageMode: languageMode, namingLanguageMode: namingLanguageMode)
  }

  /// The files, or the package and its target, as a command line names them.
  var filesNaming: [String] {
    packageFolder.map { ["--package", $0] + (packageTarget.map { ["--target", $0] } ?? []) }
      ?? files
  }

  /// Settles the language mode once the package's manifest is read: `--swift-version`'s, else
  /// the manifest's.
  mutating func resolveLanguageMode(package mode: SwiftLanguageMode) {
    namingLanguageMode = mode
    languageMode = swiftVersion ?? mode
  }
}

/// Why a `store-repl` command line cannot run: what the user typed in single quotes, "did you
/// mean" for a mistyped option, the usage line when the line's shape is wrong, and where help
/// is. ``ErrorRenderer`` writes it, as it writes every error.
enum StoreREPLOptionError: Error, Equatable {
  /// An option without the value it takes: `needed` says what it takes.
  case needsValue(option: String, _ needed: String)
  /// A value an option does not know (`--theme bright`).
  case unknownValue(String, kind: String, plural: String, among: [String])
  case unknownOption(String)
  /// A second feature name.
  case secondFeature(String)
  case targetWithoutPackage
  case notesWithoutLesson

  /// The message, without `error: `.
  var message: String {
    switch self {
    case let .needsValue(option, needed):
      "'\(option)' needs \(needed)"
    case let .unknownValue(value, kind, plural, names):
      "unknown \(kind) '\(value)'; the \(plural) are \(alternatives(names))"
    case let .unknownOption(option):
      "unknown option '\(option)'" + Suggestion.didYouMean(option, among: StoreREPLOptions.names)
    case let .secondFeature(name):
      "unexpected argument '\(name)': one feature at a time"
    case .targetWithoutPackage:
      "'--target' names a target of the package that '--package <dir>' names"
    case .notesWithoutLesson:
      "'--notes' goes with '--lesson'"
    }
  }

  /// Whether the line's shape is wrong, so that the usage line follows the message.
  var showsUsage: Bool {
    if case .unknownOption = self { true } else { false }
  }

  /// What the error says, line by line: the message, the usage line when the line's shape is
  /// wrong, and where help is.
  ///
  /// - Parameter program: The program's name, as invoked.
  func lines(program: String) -> [ErrorLine] {
    [.error(message)] + (showsUsage ? [.text("Usage: \(usageLine(program))")] : [])
      + [.text("See '\(program) --help' for more information.")]
  }

  /// The error for standard error, as ``ErrorRenderer`` writes it.
  ///
  /// - Parameter program: The program's name, as invoked.
  func rendered(program: String) -> String {
    ErrorRenderer.plain.rendered(self, program: program)
  }
}
