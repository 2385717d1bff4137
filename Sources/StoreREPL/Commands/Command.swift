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
    return made(.advance, written) { .session(.advance(.by(duration, written: written), at: $0)) }
  }

  /// `advance next`, as `explore` moves the clock.
  static let advanceNext = made(.advance, "next") { .session(.advance(.next, at: $0)) }

  /// `send <action>`, as a `replace` sends its action in the past it replays.
  static func send(_ action: ActionText) -> Command {
    made(.send, String(action.argument.text)) { .session(.send(action.moved(to: $0))) }
  }

  /// `undo <n>`, as a replay leaves the steps `explore` found undone.
  static func undo(_ count: Int) -> Command {
    made(.undo, "\(count)") { .session(.undo(count, at: $0)) }
  }

  /// `goto <step>`, as `reload` takes the session before it back to where it was.
  static func goto(_ step: Int) -> Command {
    made(.goto, "\(step)") { .session(.goto(step, at: $0)) }
  }

  /// `state`, as `reload` shows the state it came back to.
  static let state = made(.state, "") { .session(.state(.init(text: "", offset: $0))) }

  /// `effects`, as `reload` shows the effects in flight on the old code and the new.
  static let effects = made(.effects, "") { _ in .session(.effects) }

  /// `trace on` or `trace off`, as a worker started again traces as the one before it did.
  static func trace(everyStep: Bool) -> Command {
    made(.trace, everyStep ? "on" : "off") { _ in .session(.trace(.everyStep(everyStep))) }
  }

  /// `screen`, as `--screen` draws the screen when the session starts.
  static let screen = made(.screen, "") { _ in .session(.screen(.draw)) }

  /// `help`, as a lesson lists the commands.
  static let help = made(.help, "") { .help(.init(text: "", offset: $0)) }

  /// `reset`, as a lesson goes back to its start.
  static let reset = made(.reset, "") { _ in .session(.reset) }

  /// A command the shell makes, as its canonical text reads: its name, then `argument` after a
  /// space.
  ///
  /// - Parameter request: The request, given the UTF-8 offset in the text where `argument`
  ///   starts (where an error about it points).
  private static func made(
    _ name: CommandName, _ argument: String, request: (_ offset: Int) -> Request
  ) -> Command {
    let nameLength = name.rawValue.utf8.count
    let arguments = argument.isEmpty ? "" : " " + argument
    return Command(
      name: name, request: request(nameLength + (argument.isEmpty ? 0 : 1)),
      arguments: arguments[...], wordOffset: 0, argumentsOffset: nameLength)
  }

  private static func request(
    _ name: CommandName, arguments: Substring, offset: Int
  ) throws(ShellError) -> Request {
    try name.declaration.read(ArgumentText(text: arguments, offset: offset))
  }
}
