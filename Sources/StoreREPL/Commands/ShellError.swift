/// A command that cannot run: what kind of problem it is, its message, and the place in the line
/// it is about (for a caret), if any.
///
/// Errors are values; `rendered(in:)` writes them, through the same template as literal errors.
/// A problem said in more than one place is a ``Problem``, whose text is written in one place.
struct ShellError: Error, Equatable, Codable {
  /// What kind of problem stops a command.
  enum Kind: Equatable, Codable {
    /// The command's words are not what it takes: a missing or extra argument, a malformed
    /// duration, path or block.
    case usage
    /// A literal that does not parse.
    case parse(LiteralParseError.Kind)
    /// A literal that parses but is no value of the type it is for.
    case decode(DecodeError.Kind)
    /// A name the feature or the shell does not know: a command, a feature, a scenario, a
    /// property, an effect.
    case unknownName
    /// A name that could be several things.
    case ambiguousName
    /// A value that the state or the command cannot take: a nil on the way, an index out of
    /// range, an id that would change.
    case invalidValue
    /// The command is well formed but the session refuses it as it is now: no feature loaded,
    /// actions waiting for `receive`, a dismissed feature, a step folded away.
    case refused
    /// A file that cannot be read or written.
    case file
    /// The process that runs a feature file's code cannot be started.
    case worker
  }

  /// A problem said in more than one place: each is written once, in ``message``.
  enum Problem: Equatable, Codable {
    /// A command that needs a feature, typed before any was loaded.
    case noFeatureLoaded
    /// A command that takes no arguments, given some.
    case takesNoArguments
    /// `record` without a file.
    case recordNeedsAFile
    /// A word that names no command, with the command it is closest to, if any.
    case unknownCommand(String, suggestion: String?)
    /// A command's prefix that more than one command starts with.
    case ambiguousCommand(String, [CommandName])
    /// `save`, `export` of a session whose first steps were folded away: `what` is written.
    case noStart(what: String, folded: String)
    /// A path through the state that meets a nil: the path up to it.
    case isNil(String)
    /// An id (`[id: …]`) on a value that has none: the value.
    case hasNoIDs(String)
    /// A subscript on a value that is no collection: the value.
    case notACollection(String)
    /// A property that a value does not have, with the closest of those it has.
    case noProperty(String, owner: String, suggestion: String?)
    /// Any other problem, said as it is.
    case other(String)
  }

  var kind: Kind
  var problem: Problem
  /// The UTF-8 offset in the command line, or nil for an error about the session.
  var offset: Int?

  init(_ kind: Kind, _ message: String, at offset: Int? = nil) {
    self.init(kind, .other(message), at: offset)
  }

  init(_ kind: Kind, _ problem: Problem, at offset: Int? = nil) {
    self.kind = kind
    self.problem = problem
    self.offset = offset
  }

  /// The message, without location.
  var message: String {
    switch problem {
    case .noFeatureLoaded:
      return "no feature is loaded; type 'load <feature>'"
    case .takesNoArguments:
      return "this command takes no arguments"
    case .recordNeedsAFile:
      return "expected a file to write, as in 'record Counting.transcript'"
    case let .unknownCommand(word, suggestion):
      return "unknown command '\(word)'"
        + (suggestion == nil
          ? "; type 'help' for the commands" : Suggestion.didYouMean(suggestion))
    case let .ambiguousCommand(word, candidates):
      return "'\(word)' could be \(candidates.map { "'\($0.rawValue)'" }.joined(separator: ", "))"
    case let .noStart(what, folded):
      return "no \(what) can start where the session started: \(folded)"
    case let .isNil(text):
      return "'\(text)' is nil"
    case let .hasNoIDs(owner):
      return "\(owner) is not an identified array or a stack: it has no ids"
    case let .notACollection(owner):
      return "\(owner) is not an array, an identified array or a stack"
    case let .noProperty(name, owner, suggestion):
      return "\(owner) has no property '\(name)'" + Suggestion.didYouMean(suggestion)
    case let .other(message):
      return message
    }
  }

  /// Errors are the same when they say the same at the same place, however they were made.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.message == rhs.message && lhs.offset == rhs.offset
  }

  init(_ error: LiteralParseError, shiftedBy shift: Int) {
    self.init(.parse(error.kind), error.message, at: error.offset + shift)
  }

  init(_ error: DecodeError, shiftedBy shift: Int) {
    self.init(.decode(error.kind), error.message, at: error.offset + shift)
  }

  /// The error as text: with a caret under the column when it has one.
  func rendered(in line: String) -> String {
    guard let offset else { return "error: \(SourceDiagnostic.printableMessage(message))" }
    return SourceDiagnostic(message: message, offset: offset).rendered(in: line)
  }
}

extension ShellError {
  /// A command that needs a feature, typed before any was loaded.
  static var noFeatureLoaded: ShellError { ShellError(.refused, .noFeatureLoaded) }

  /// `record` without a file.
  static func recordNeedsAFile(at offset: Int) -> ShellError {
    ShellError(.usage, .recordNeedsAFile, at: offset)
  }

  /// A word that names no command, with the command it is closest to, if any.
  static func unknownCommand(
    _ word: some StringProtocol, suggestion: String?, at offset: Int
  ) -> ShellError {
    ShellError(.unknownName, .unknownCommand(String(word), suggestion: suggestion), at: offset)
  }

  /// A command's prefix that more than one command starts with.
  static func ambiguousCommand(
    _ word: some StringProtocol, _ candidates: [CommandName], at offset: Int
  ) -> ShellError {
    ShellError(.ambiguousName, .ambiguousCommand(String(word), candidates), at: offset)
  }

  /// `save` or `export` of a session whose first steps were folded away: `what` is "script",
  /// "test" or "handout".
  static func noStart(for what: String, folded: String) -> ShellError {
    ShellError(.refused, .noStart(what: what, folded: folded))
  }

  /// A path through the state that meets a nil: `text` is the path up to it.
  static func isNil(_ text: String, at offset: Int) -> ShellError {
    ShellError(.invalidValue, .isNil(text), at: offset)
  }

  /// An id (`[id: …]`) on a value that has none: `owner` names the value.
  static func hasNoIDs(_ owner: String, at offset: Int) -> ShellError {
    ShellError(.invalidValue, .hasNoIDs(owner), at: offset)
  }

  /// A subscript on a value that is no collection: `owner` names the value.
  static func notACollection(_ owner: String, at offset: Int) -> ShellError {
    ShellError(.invalidValue, .notACollection(owner), at: offset)
  }

  /// A property that `owner` does not have, with the closest of those it has.
  static func noProperty(
    _ name: String, of owner: String, among names: [String], at offset: Int
  ) -> ShellError {
    ShellError(
      .unknownName,
      .noProperty(name, owner: owner, suggestion: Suggestion.best(for: name, among: names)),
      at: offset)
  }
}
