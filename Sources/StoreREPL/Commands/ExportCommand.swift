/// What `export` writes, read once from its arguments: `export test [<file>]` or
/// `export html <file>`.
enum ExportCommand: Equatable, Codable {
  /// The session as a Swift Testing test: printed, or written to the file.
  case test(path: String?)
  /// The session as a handout: one HTML page with its steps, their diffs, the timeline, the
  /// state after each step and what was said (which the shell in front adds).
  case html(path: String, narration: SessionNarration = SessionNarration())

  /// What `export` does with `arguments`, which start at UTF-8 offset `offset` of the line.
  ///
  /// - Throws: A usage error that says what `export` takes, with "did you mean" for a
  ///   mistyped kind (`export tset`).
  init(arguments: Substring, offset: Int) throws(ShellError) {
    let (rest, start) = arguments.skippingLeadingWhitespace(offset: offset)
    let kind = rest.prefix { !$0.isWhitespace }
    let afterKind = rest.dropFirst(kind.count)
    let (path, pathOffset) = afterKind.trimmedArgument(offset: start + kind.utf8.count)
    switch kind {
    case "test" where !path.contains(where: \.isWhitespace):
      self = .test(path: path.isEmpty ? nil : String(path))
    case "html":
      guard !path.isEmpty else {
        throw ShellError(.file(.exportNeedsAFile), at: pathOffset)
      }
      self = .html(path: String(path))
    default:
      let words = rest.split(whereSeparator: \.isWhitespace)
      var suggestion: String?
      if words.count <= 2, kind != "test",
        let kind = Suggestion.best(for: String(kind), among: ["test", "html"])
      {
        suggestion = "export \(kind)\(words.dropFirst().map { " " + $0 }.joined())"
      }
      throw ShellError(.command(.expectedExport(suggestion: suggestion)), at: start)
    }
  }
}
