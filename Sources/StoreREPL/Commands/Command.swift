/// A line of the command language, read once: the command its word names and its arguments,
/// read as far as they can be without a feature. Every part of the shell that acts on a line —
/// the front, the session, the worker, the completer, the checks of scripts and tools that run
/// lines they did not write — reads it here, with ``CommandText`` as the one tokenizer, so that
/// they agree on what a line is and where its errors are.
struct Command: Equatable, Codable {
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
  enum Request: Equatable, Codable {
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

  private enum CodingKeys: String, CodingKey {
    case name, request, arguments, wordOffset, argumentsOffset
  }

  init(
    name: CommandName, request: Request, arguments: Substring, wordOffset: Int,
    argumentsOffset: Int
  ) {
    self.name = name
    self.request = request
    self.arguments = arguments
    self.wordOffset = wordOffset
    self.argumentsOffset = argumentsOffset
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(CommandName.self, forKey: .name)
    request = try container.decode(Request.self, forKey: .request)
    arguments = try container.decode(String.self, forKey: .arguments)[...]
    wordOffset = try container.decode(Int.self, forKey: .wordOffset)
    argumentsOffset = try container.decode(Int.self, forKey: .argumentsOffset)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(request, forKey: .request)
    try container.encode(String(arguments), forKey: .arguments)
    try container.encode(wordOffset, forKey: .wordOffset)
    try container.encode(argumentsOffset, forKey: .argumentsOffset)
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

  /// The command's canonical text, as a script and the journal write it: its whole name, then
  /// its arguments as typed. Read again, it is the same command.
  var text: String { name.rawValue + arguments }

  /// `advance <duration>`, as a step that moved the clock by `duration` records it.
  static func advance(by duration: Duration) -> Command {
    let written = DurationLiteral.format(duration)
    let arguments = (" " + written)[...]
    let start = CommandName.advance.rawValue.utf8.count + 1
    return Command(
      name: .advance,
      request: .session(.advance(.by(duration, written: String(arguments.dropFirst())), at: start)),
      arguments: arguments, wordOffset: 0, argumentsOffset: start - 1)
  }

  /// `help`, as a lesson lists the commands.
  static let help = Command(name: .help, request: .help(.init(text: "", offset: 4)))

  /// `reset`, as a lesson goes back to its start.
  static let reset = Command(name: .reset, request: .session(.reset))

  /// A command the shell makes, with no arguments.
  private init(name: CommandName, request: Request) {
    self.init(
      name: name, request: request, arguments: "", wordOffset: 0,
      argumentsOffset: name.rawValue.utf8.count)
  }

  /// `advance next`, as `explore` moves the clock.
  static let advanceNext = Command(
    name: .advance, request: .session(.advance(.next, at: 8)), arguments: " next", wordOffset: 0,
    argumentsOffset: 7)

  /// `send <action>`, as a `replace` sends its action in the past it replays.
  static func send(_ action: ActionText) -> Command {
    let arguments = (" " + action.argument.text)[...]
    let start = CommandName.send.rawValue.utf8.count + 1
    return Command(
      name: .send, request: .session(.send(action.moved(to: start))), arguments: arguments,
      wordOffset: 0, argumentsOffset: start - 1)
  }

  private static func request(
    _ name: CommandName, arguments: Substring, offset: Int
  ) throws(ShellError) -> Request {
    try name.declaration.read(ArgumentText(text: arguments, offset: offset))
  }
}
