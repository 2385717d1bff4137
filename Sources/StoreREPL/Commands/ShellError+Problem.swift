extension ShellError {
  /// What stops a command, as a value: the problems of the command line itself here, the others
  /// grouped by the part of the shell that meets them, each with its text written once in its
  /// group's `message`.
  enum Problem: Equatable, Sendable, Codable {
    /// A command that needs a feature, typed before any was loaded.
    case noFeatureLoaded
    /// A command that takes no arguments, given some.
    case takesNoArguments
    /// A word that names no command, with the command it is closest to, if any.
    case unknownCommand(String, suggestion: String?)
    /// A command's prefix that more than one command starts with.
    case ambiguousCommand(String, [CommandName])
    /// A literal that does not parse.
    case parse(LiteralParseError.Kind)
    /// A literal that is no value of the type it is for.
    case decode(DecodeError.Kind)
    /// The words of a command that are not what it takes.
    case command(CommandProblem)
    /// Moving the virtual clock, and waiting outside it.
    case clock(ClockProblem)
    /// Moving through the session's steps and reading them back.
    case timeTravel(TimeTravelProblem)
    /// Changing a step of the past: `skip`, `replace`.
    case past(PastProblem)
    /// Sending actions and asserting them: `send`, `receive`, `expect`, strict mode.
    case strict(StrictProblem)
    /// Cancelling effects.
    case effects(EffectProblem)
    /// Breakpoints, stops, watches and invariants.
    case debugger(DebuggerProblem)
    /// `explore`.
    case explore(ExploreProblem)
    /// A condition, as `break if`, `invariant` and `expect` take it.
    case condition(ConditionProblem)
    /// A path through the state.
    case path(PathProblem)
    /// Setting the state, and asserting it with a block.
    case assignment(AssignmentProblem)
    /// Loading a feature, starting it and switching its scenario.
    case feature(FeatureProblem)
    /// Files the shell writes.
    case file(FileProblem)
    /// The feature's screen and its controls.
    case screen(ScreenProblem)
    /// Any other problem, said as it is: a refusal, unless the place that says it gives another
    /// kind (`ShellError(.usage, "…")`).
    case other(String)

    /// What kind of problem it is.
    var kind: Kind {
      switch self {
      case .noFeatureLoaded, .other: .refused
      case .takesNoArguments: .usage
      case .unknownCommand: .unknownName
      case .ambiguousCommand: .ambiguousName
      case let .parse(kind): .parse(kind)
      case let .decode(kind): .decode(kind)
      case let .command(problem): problem.kind
      case let .clock(problem): problem.kind
      case let .timeTravel(problem): problem.kind
      case let .past(problem): problem.kind
      case let .strict(problem): problem.kind
      case let .effects(problem): problem.kind
      case let .debugger(problem): problem.kind
      case .explore: .usage
      case let .condition(problem): problem.kind
      case let .path(problem): problem.kind
      case let .assignment(problem): problem.kind
      case let .feature(problem): problem.kind
      case let .file(problem): problem.kind
      case let .screen(problem): problem.kind
      }
    }

    /// The message, without location.
    var message: String {
      switch self {
      case .noFeatureLoaded:
        "no feature is loaded; type 'load <feature>'"
      case .takesNoArguments:
        "this command takes no arguments"
      case let .unknownCommand(word, suggestion):
        "unknown command '\(word)'"
          + (suggestion == nil
            ? "; type 'help' for the commands" : Suggestion.didYouMean(suggestion))
      case let .ambiguousCommand(word, candidates):
        "'\(word)' could be \(candidates.map { "'\($0.rawValue)'" }.joined(separator: ", "))"
      case let .parse(kind): LiteralParseError(kind, at: 0).message
      case let .decode(kind): DecodeError(kind, at: 0).message
      case let .command(problem): problem.message
      case let .clock(problem): problem.message
      case let .timeTravel(problem): problem.message
      case let .past(problem): problem.message
      case let .strict(problem): problem.message
      case let .effects(problem): problem.message
      case let .debugger(problem): problem.message
      case let .explore(problem): problem.message
      case let .condition(problem): problem.message
      case let .path(problem): problem.message
      case let .assignment(problem): problem.message
      case let .feature(problem): problem.message
      case let .file(problem): problem.message
      case let .screen(problem): problem.message
      case let .other(message): message
      }
    }
  }
}
