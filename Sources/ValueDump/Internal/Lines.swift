extension StringProtocol {
  /// The lines of the text, as `split(separator: "\n", omittingEmptySubsequences: false)` gives
  /// them.
  ///
  /// Splitting by characters decodes every grapheme. A line feed is a character of its own
  /// except after a carriage return (`"\r\n"` is one character), so text without carriage
  /// returns is split by bytes.
  func lines() -> [SubSequence] {
    guard !utf8.contains(UInt8(ascii: "\r")) else {
      return split(separator: "\n", omittingEmptySubsequences: false)
    }
    var lines: [SubSequence] = []
    var start = startIndex
    var index = utf8.startIndex
    while let newline = utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(self[start..<newline])
      index = utf8.index(after: newline)
      start = index
    }
    lines.append(self[start...])
    return lines
  }
}
