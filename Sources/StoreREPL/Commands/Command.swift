/// A line of the command language, read once: the command its word names and its arguments,
/// read as far as they can be without a feature. Every part of the shell that acts on a line —
/// the front, the session, the worker, the completer, the checks of scripts and tools that run
/// lines they did not write — reads it here, with ``CommandText`` as the one tokenizer, so that
/// they agree on what a line is and where its errors are.
struct Command: Equatable {
  /// The command the word names.
  var name: CommandName
  /// What the line asks for, its arguments read.
  var request: Request
  /// The argument text as typed, leading whitespace included: what a step records.
  var arguments: Substring
  /// The UTF-8 offset of the word in the line.
  var wordOffset: Int
  /// The UTF-8 offset of ``arguments`` in the line.
  var argumentsOffset: Int

  /// What a command asks for.
  enum Request: Equatable {
    /// A command the loaded feature's session runs.
    case session(SessionCommand)
    case quit, clear, features, reload
    /// `help [<command>]`: the command asked about, unresolved (its errors point into it).
    case help(SessionCommand.Argument)
    /// `load <feature>`: the feature's name, which only the shell's catalog can read.
    case load(SessionCommand.Argument)
    /// `save <file>`.
    case save(SessionCommand.Argument)
    /// `record <file>`.
    case record(SessionCommand.Argument)
    case export(ExportCommand)
    /// `diff [full | compact]`: the layout to use from now on, or nil to say which is in use.
    case diff(ShellStyle.DiffLayout?)
  }

  /// Reads a line.
  ///
  /// - Returns: The command, or nil for a line that does nothing: blank, or a comment (its
  ///   first non-blank character is `#`).
  /// - Throws: A word that names no command or several; arguments the command cannot take.
  static func read(_ line: String) throws(ShellError) -> Command? {
    if isComment(line) { return nil }
    let text = CommandText(line)
    let name: CommandName
    switch CommandName.resolve(String(text.word)) {
    case let .found(found): name = found
    case let .ambiguous(candidates):
      throw .ambiguousCommand(text.word, candidates, at: text.wordOffset)
    case let .unknown(suggestion):
      throw .unknownCommand(text.word, suggestion: suggestion, at: text.wordOffset)
    }
    let request = try Self.request(name, arguments: text.arguments, offset: text.argumentsOffset)
    return Command(
      name: name, request: request, arguments: text.arguments, wordOffset: text.wordOffset,
      argumentsOffset: text.argumentsOffset)
  }

  /// The command a line's word names, its arguments unread and no suggestion made: for what
  /// only needs to know which command a line runs.
  static func name(of line: String) -> CommandName? {
    guard !isComment(line),
      case let .found(name) = CommandName.resolve(String(CommandText(line).word), suggesting: false)
    else { return nil }
    return name
  }

  /// Whether a line is a comment (its first non-blank character is `#`) or blank: it does
  /// nothing.
  static func isComment(_ line: String) -> Bool {
    let text = line.drop(while: \.isWhitespace)
    return text.hasPrefix("#") || text.isEmpty
  }

  /// The line as a step records it and a replay runs it: the command's whole name, then its
  /// arguments as typed.
  static func stepLine(_ name: CommandName, arguments: some StringProtocol) -> String {
    name.rawValue + arguments
  }

  private static func request(
    _ name: CommandName, arguments: Substring, offset: Int
  ) throws(ShellError) -> Request {
    if let session = try SessionCommand(name, arguments: arguments, offset: offset) {
      return .session(session)
    }
    let (text, start) = arguments.trimmedArgument(offset: offset)
    let argument = SessionCommand.Argument(text: text, offset: start)
    func noArguments(_ request: Request) throws(ShellError) -> Request {
      if let error = arguments.unexpectedArguments(offset: offset) { throw error }
      return request
    }
    switch name {
    case .quit: return try noArguments(.quit)
    case .clear: return try noArguments(.clear)
    case .features: return try noArguments(.features)
    case .reload: return try noArguments(.reload)
    case .help: return .help(argument)
    case .load: return .load(argument)
    case .save:
      // NB: A missing file is said at the end of the word, where it was to be typed.
      return .save(SessionCommand.Argument(text: text, offset: text.isEmpty ? offset : start))
    case .record:
      return .record(SessionCommand.Argument(text: text, offset: text.isEmpty ? offset : start))
    case .export: return .export(try ExportCommand(arguments: arguments, offset: offset))
    case .diff:
      guard !text.isEmpty else { return .diff(nil) }
      guard let layout = ShellStyle.DiffLayout(rawValue: String(text)) else {
        throw ShellError(.usage, "expected 'full' or 'compact'", at: start)
      }
      return .diff(layout)
    default:
      preconditionFailure("'\(name.rawValue)' is a session command")
    }
  }
}
