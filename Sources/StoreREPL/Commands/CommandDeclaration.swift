/// A command of the shell, declared once: its name and aliases, how it is written, what it does,
/// examples, whether it is a step of the session's history, how its arguments are read and how
/// they complete. Help, completion, the reading of a line and its usage errors all follow from
/// the declaration, which ``CommandName/declaration`` finds for each command.
struct CommandDeclaration: Sendable {
  /// The command the declaration is for.
  let name: CommandName
  /// Other words that name the command.
  let aliases: [String]
  /// How the command is written.
  let usage: String
  /// What the command does, in one line.
  let summary: String
  /// Examples for `help <command>`, written for the built-in features; a feature's own take
  /// their place when it has some (see ``FeatureSession/examples(for:)``).
  let examples: [String]
  /// Whether the command changes the session, and so is a step of its history.
  let isStep: Bool
  /// What Tab offers for the command's arguments.
  let completion: ArgumentCompletion
  /// Reads the command's arguments into what it asks for; malformed arguments are a usage
  /// error at their place in the line.
  let read: @Sendable (ArgumentText) throws(ShellError) -> Command.Request

  init(
    _ name: CommandName, aliases: [String] = [], usage: String, summary: String,
    examples: [String] = [], isStep: Bool = false, completion: ArgumentCompletion = .nothing,
    read: @escaping @Sendable (ArgumentText) throws(ShellError) -> Command.Request
  ) {
    self.name = name
    self.aliases = aliases
    self.usage = usage
    self.summary = summary
    self.examples = examples
    self.isStep = isStep
    self.completion = completion
    self.read = read
  }

  /// A command that takes no arguments: arguments given are a usage error.
  init(
    _ name: CommandName, aliases: [String] = [], usage: String, summary: String,
    isStep: Bool = false, request: Command.Request
  ) {
    self.init(
      name, aliases: aliases, usage: usage, summary: summary, isStep: isStep,
      read: { arguments throws(ShellError) in try arguments.none(request) })
  }
}

/// What Tab offers for a command's arguments.
enum ArgumentCompletion: Equatable, Sendable {
  /// Nothing.
  case nothing
  /// The feature's actions and their cases.
  case actions
  /// The effects in flight: their numbers and cancellation ids.
  case effects
  /// Paths through the state.
  case statePaths
  /// Paths through the state, until the `=` of an assignment.
  case assignedPath
  /// What a condition reads: paths through the state, `effects`.
  case condition
  /// What a breakpoint stops at: cases of the feature's actions, `if`, `effect`.
  case breakpoint
  /// `explore`'s words, and the cases of the feature's actions after `only` and `except`.
  case exploreArguments
  /// The numbers of the debugger's things.
  case numbers(Numbered)
  /// The feature's dependency scenarios.
  case scenarios
  /// Fixed words.
  case words([String])
  /// The steps of the session's past; with the actions to send instead, for `replace`.
  case pastSteps(withAction: Bool)
  /// The features to load and their previews.
  case features
  /// The shell's commands.
  case commands
  /// The labels of the screen's controls that the command drives.
  case controls

  /// Which of the debugger's numbered things.
  enum Numbered: Equatable, Sendable {
    case watches
    /// Breakpoints and, after `invariant`, invariants.
    case breakpoints
    case enabledBreakpoints
    case disabledBreakpoints
  }
}

/// A command's argument text, as a declaration reads it: everything after the command's word,
/// and where it starts in the line.
struct ArgumentText {
  /// The text after the command's word, its leading whitespace included.
  let text: Substring
  /// The UTF-8 offset of ``text`` in the line.
  let offset: Int

  /// The arguments with their leading whitespace skipped: for a command whose argument runs to
  /// the end of the line (an action, a condition).
  var whole: SessionCommand.Argument {
    let (text, offset) = text.skippingLeadingWhitespace(offset: offset)
    return SessionCommand.Argument(text: text, offset: offset)
  }

  /// The arguments with the whitespace around them skipped: for a command that takes one word.
  var word: SessionCommand.Argument {
    let (text, offset) = text.trimmedArgument(offset: offset)
    return SessionCommand.Argument(text: text, offset: offset)
  }

  /// `request`, when no argument was given.
  ///
  /// - Throws: A usage error at the first argument given.
  func none(_ request: Command.Request) throws(ShellError) -> Command.Request {
    if let error = text.unexpectedArguments(offset: offset) { throw error }
    return request
  }

  /// The session command `command`, when no argument was given.
  func none(_ command: SessionCommand) throws(ShellError) -> Command.Request {
    try none(.session(command))
  }
}

extension CommandName {
  /// Whether the command changes the session, and so is a step of its history.
  var isStep: Bool { declaration.isStep }
  /// Other words that name the command.
  var aliases: [String] { declaration.aliases }
  /// How the command is written.
  package var usage: String { declaration.usage }
  /// What the command does, in one line.
  package var summary: String { declaration.summary }
  /// Examples for `help <command>`.
  var examples: [String] { declaration.examples }
}
