/// A command that cannot run: what kind of problem it is, the problem itself, and the place in
/// the line it is about (for a caret), if any.
///
/// Errors are values: each problem is a case of ``Problem``, grouped by the part of the shell
/// that says it, and its text is written once, in the problem's `message`. ``ErrorRenderer``
/// writes the error, through the same template as literal errors.
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

  var kind: Kind
  var problem: Problem
  /// The UTF-8 offset in the command line, or nil for an error about the session.
  var offset: Int?

  /// An error that says `problem`, of the kind the problem is.
  init(_ problem: Problem, at offset: Int? = nil) {
    self.init(problem.kind, problem, at: offset)
  }

  /// An error of `kind` that says `problem`: for an error passed on with the kind it had.
  init(_ kind: Kind, _ problem: Problem, at offset: Int? = nil) {
    self.kind = kind
    self.problem = problem
    self.offset = offset
  }

  /// An error of `kind` said in free text.
  init(_ kind: Kind, _ message: String, at offset: Int? = nil) {
    // The one place that makes `.other`: words a caller gives as they are.
    self.init(kind, .other(message), at: offset)
  }

  /// The message, without location.
  var message: String { problem.message }

  /// Errors are the same when they say the same at the same place, however they were made.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.message == rhs.message && lhs.offset == rhs.offset
  }

  init(_ error: LiteralParseError, shiftedBy shift: Int) {
    self.init(.parse(error.kind), at: error.offset + shift)
  }

  init(_ error: DecodeError, shiftedBy shift: Int) {
    self.init(.decode(error.kind), at: error.offset + shift)
  }

  /// The same error about another place of the line.
  func located(at offset: Int) -> ShellError {
    ShellError(kind, problem, at: offset)
  }

  /// The error as plain text: with a caret under the column when it has one.
  func rendered(in line: String) -> String {
    ErrorRenderer.plain.rendered(self, in: line)
  }
}

extension ShellError {
  /// A command that needs a feature, typed before any was loaded.
  static var noFeatureLoaded: ShellError { ShellError(.noFeatureLoaded) }

  /// `record` without a file.
  static func recordNeedsAFile(at offset: Int) -> ShellError {
    ShellError(.file(.recordNeedsAFile), at: offset)
  }

  /// A word that names no command, with the command it is closest to, if any.
  static func unknownCommand(
    _ word: some StringProtocol, suggestion: String?, at offset: Int
  ) -> ShellError {
    ShellError(.unknownCommand(String(word), suggestion: suggestion), at: offset)
  }

  /// A command's prefix that more than one command starts with.
  static func ambiguousCommand(
    _ word: some StringProtocol, _ candidates: [CommandName], at offset: Int
  ) -> ShellError {
    ShellError(.ambiguousCommand(String(word), candidates), at: offset)
  }

  /// `save` or `export` of a session whose first steps were folded away: `what` is "script",
  /// "test" or "handout".
  static func noStart(for what: String, folded: String) -> ShellError {
    ShellError(.file(.noStart(what: what, folded: folded)))
  }

  /// A path through the state that meets a nil: `text` is the path up to it.
  static func isNil(_ text: String, at offset: Int) -> ShellError {
    ShellError(.path(.isNil(text)), at: offset)
  }

  /// An id (`[id: …]`) on a value that has none: `owner` names the value.
  static func hasNoIDs(_ owner: String, at offset: Int) -> ShellError {
    ShellError(.path(.hasNoIDs(owner)), at: offset)
  }

  /// A subscript on a value that is no collection: `owner` names the value.
  static func notACollection(_ owner: String, at offset: Int) -> ShellError {
    ShellError(.path(.notACollection(owner)), at: offset)
  }

  /// A property that `owner` does not have, with the closest of those it has.
  static func noProperty(
    _ name: String, of owner: String, among names: [String], at offset: Int
  ) -> ShellError {
    ShellError(
      .path(.noProperty(name, owner: owner, suggestion: Suggestion.best(for: name, among: names))),
      at: offset)
  }
}
