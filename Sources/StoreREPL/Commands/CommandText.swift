/// How the command language reads a line: a command word, then its argument text, with the
/// whitespace around them skipped. The shell, the session, the completer and the replay check all
/// read lines this way, so that the offsets of their errors and completions agree.
struct CommandText {
  /// The command word as typed (`adv` for `advance`).
  let word: Substring
  /// The UTF-8 offset of the word in the line.
  let wordOffset: Int
  /// What follows the word, its leading whitespace included.
  let arguments: Substring
  /// The UTF-8 offset of `arguments` in the line.
  let argumentsOffset: Int

  init(_ line: Substring) {
    let leading = line.prefix(while: \.isWhitespace)
    let afterLeading = line.dropFirst(leading.count)
    word = afterLeading.prefix { !$0.isWhitespace }
    wordOffset = leading.utf8.count
    arguments = afterLeading.dropFirst(word.count)
    argumentsOffset = wordOffset + word.utf8.count
  }

  init(_ line: String) {
    self.init(line[...])
  }

  /// Whether the word is all there is, the cursor still in it: no whitespace follows it.
  var isWordOnly: Bool { arguments.isEmpty }
}

extension String {
  /// The line with the whitespace around it skipped, as the history and the journal keep it.
  var trimmedCommandLine: String {
    String(self[...].skippingLeadingWhitespace(offset: 0).text.trimmingTrailingWhitespace())
  }
}

extension Substring {
  /// The text with its leading whitespace skipped, and the UTF-8 offset in the line where it
  /// starts, given the offset where `self` starts.
  func skippingLeadingWhitespace(offset: Int) -> (text: Substring, offset: Int) {
    let leading = prefix(while: \.isWhitespace)
    return (dropFirst(leading.count), offset + leading.utf8.count)
  }

  /// The text with the whitespace around it skipped, and the UTF-8 offset in the line where it
  /// starts: a command's one argument.
  func trimmedArgument(offset: Int) -> (text: Substring, offset: Int) {
    let (text, start) = skippingLeadingWhitespace(offset: offset)
    return (text.trimmingTrailingWhitespace(), start)
  }

  /// For a command that takes no arguments: the error when this argument text holds one, at
  /// its first character; `nil` when it is blank.
  func unexpectedArguments(offset: Int) -> ShellError? {
    let (text, start) = skippingLeadingWhitespace(offset: offset)
    return text.isEmpty ? nil : ShellError(.usage, .takesNoArguments, at: start)
  }

  func trimmingTrailingWhitespace() -> Substring {
    var text = self
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}
