extension ShellError {
  /// Loading a feature, starting it, and switching its dependency scenario.
  enum FeatureProblem: Equatable, Sendable, Codable {
    /// `load` without a name: the features.
    case expectedFeatureName([String])
    /// A name no feature has, the closest name, and the features a line each when they are
    /// listed.
    case unknownFeature(String, suggestion: String?, listing: [String]?)
    /// A feature of the files that cannot be started: what it is and why.
    case unstartable(String, summary: String, reason: String)
    /// Feature files with several features, none named: their names.
    case severalFeatures([String])
    /// Files whose previews build no store (of the feature named, if one is).
    case noPreview(of: String?)
    /// A preview that is not there, of the feature named, if one is, and the previews as
    /// lists name them.
    case noSuchPreview(String, of: String?, previews: [String])
    /// A feature whose state cannot be made from sample values: why, and its state's type.
    case cannotStart(String, reason: String, stateType: String)
    /// A feature whose state's initializer threw the error described.
    case stateThrew(String, error: String)
    /// A shell that has no features of its own.
    case noFeatures
    /// `reload` of features built into the program.
    case reloadBuiltIn
    /// `scenario` without a name: the scenarios.
    case expectedScenario([String])
    /// A scenario the feature does not offer, and those it does.
    case unknownScenario(String, feature: String, scenarios: [String])
    /// The worker process cannot be started (as the executable named, if one is): why.
    case workerNotStarted(executable: String?, reason: String)
    /// A command that needs the feature's code, which could not start again after it ended.
    case notRunning
    /// A command whose output encodes to `bytes`, more than a worker may send at once.
    case outputTooLarge(bytes: Int, limit: Int)

    var kind: Kind {
      switch self {
      case .expectedFeatureName, .severalFeatures, .expectedScenario: .usage
      case .unknownFeature, .noPreview, .noSuchPreview, .unknownScenario: .unknownName
      case .unstartable, .cannotStart, .stateThrew, .noFeatures, .reloadBuiltIn: .refused
      case .workerNotStarted, .notRunning, .outputTooLarge: .worker
      }
    }

    var message: String {
      switch self {
      case let .expectedFeatureName(names):
        "expected a feature name: \(names.joined(separator: ", "))"
      case let .unknownFeature(name, suggestion, listing):
        "unknown feature '\(name)'" + Suggestion.didYouMean(suggestion)
          + (listing.map { "\nFeatures:\n" + $0.joined(separator: "\n") } ?? "")
      case let .unstartable(name, summary, reason):
        "\(name) (\(summary)) cannot be started: \(reason)"
      case let .severalFeatures(names):
        "name the feature to start: " + names.joined(separator: ", ")
      case let .noPreview(feature):
        (feature.map { "no preview of \($0)" } ?? "no preview") + " in these files builds a store"
      case let .noSuchPreview(which, feature, previews):
        "no preview '\(which)'" + (feature.map { " of \($0)" } ?? "") + "; the previews are "
          + previews.joined(separator: ", ")
      case let .cannotStart(name, reason, stateType):
        "\(name) can't start: \(reason). Give the field a default value, or build the "
          + "feature's store in a '#Preview' (Store(initialState: \(stateType)(…)) "
          + "{ \(name)() }) to start it there"
      case let .stateThrew(name, error):
        "\(name) can't start: its State threw \(error)"
      case .noFeatures:
        "no features in this process"
      case .reloadBuiltIn:
        "'reload' recompiles features loaded from Swift files ('store-repl Feature.swift'); "
          + "these are built into this program"
      case let .expectedScenario(names):
        "expected a scenario name: \(names.joined(separator: ", "))"
      case let .unknownScenario(name, feature, scenarios):
        "\(feature) has no scenario '\(name)'" + Suggestion.didYouMean(name, among: scenarios)
          + "; scenarios: \(scenarios.joined(separator: ", "))"
      case let .workerNotStarted(executable, reason):
        "can't start the worker\(executable.map { " " + $0 } ?? ""): \(reason)"
      case .notRunning:
        "the feature's code is not running: it could not start again (above); 'reload' tries "
          + "again, 'save <file>' and 'log' work from the steps the shell keeps"
      case let .outputTooLarge(bytes, limit):
        "the output is \(bytes) bytes, more than a worker may send at once (\(limit >> 20) MiB)"
      }
    }
  }

  /// Files the shell writes: `save`, `export`, `record`, `timeline --svg`, a lesson's notes.
  enum FileProblem: Equatable, Sendable, Codable {
    /// A file that could not be written.
    case cannotWrite(FileWriteError)
    /// The lesson's notes that cannot be opened at `path`: why.
    case notesUnwritable(path: String, reason: String)
    /// `save` without a file.
    case saveNeedsAFile
    /// `export html` without a file.
    case exportNeedsAFile
    /// `record` without a file.
    case recordNeedsAFile
    /// `save`, `export` of a session whose first steps were folded away: `what` is written.
    case noStart(what: String, folded: String)
    /// `record` of a resumed session.
    case recordResumed
    /// `record` of a session longer than it keeps.
    case recordTooLong(limit: Int)
    /// `timeline --svg` before any step.
    case noTimeline
    /// A lesson's edit of `file` whose new contents, at `copy`, cannot be read.
    case editUnreadable(file: String, copy: String)
    /// A lesson's edit that cannot write `file`.
    case editUnwritable(file: String)

    var kind: Kind {
      switch self {
      case .cannotWrite, .notesUnwritable, .editUnreadable, .editUnwritable: .file
      case .saveNeedsAFile, .exportNeedsAFile, .recordNeedsAFile: .usage
      case .noStart, .recordResumed, .recordTooLong, .noTimeline: .refused
      }
    }

    var message: String {
      switch self {
      case let .cannotWrite(error):
        error.message
      case let .notesUnwritable(path, reason):
        "can't write the lesson's notes to \(path): \(reason)"
      case .saveNeedsAFile:
        "expected a file to write, as in 'save session.replscript'"
      case .exportNeedsAFile:
        "expected a file to write, as in 'export html handout.html'"
      case .recordNeedsAFile:
        "expected a file to write, as in 'record Counting.transcript'"
      case let .noStart(what, folded):
        "no \(what) can start where the session started: \(folded)"
      case .recordResumed:
        "'record' writes a session from its start, and this one was resumed; 'save' keeps its "
          + "steps as a script"
      case let .recordTooLong(limit):
        "'record' keeps the first \(limit) commands and this session has more; 'save' keeps its "
          + "steps as a script"
      case .noTimeline:
        "no steps yet: there is no timeline to draw"
      case let .editUnreadable(file, copy):
        "can't make the edit of \(file): can't read \(copy)"
      case let .editUnwritable(file):
        "can't make the edit: can't write \(file)"
      }
    }
  }
}
