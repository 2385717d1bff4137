/// Output lines folded to fit a width: broken at spaces, each continuation indented under the
/// text it continues (a hanging indent), so that a line on a projector reads as one item.
///
/// Widths count what a terminal shows: the ANSI styles the shell writes take no column, and a
/// wide character takes two. A word longer than the room is left whole on its own line rather
/// than cut. The pointer lines of an error (`1 | send .x`, `  |      ^`) are never folded: their
/// caret must stay under its column.
enum LineWrapping {
  /// The narrowest width the shell folds to.
  static var narrowest: Int { 20 }

  /// `lines` with each line (and each line inside one) that is wider than `width` folded.
  static func wrapped(_ lines: [String], width: Int) -> [String] {
    lines.map { wrapped($0, width: width) }
  }

  /// `text` with each of its lines wider than `width` folded at spaces.
  static func wrapped(_ text: String, width: Int) -> String {
    // A line takes no more columns than it has UTF-8 bytes (a wide character takes three or
    // four for its two columns, a style sequence takes bytes and no column): most output is
    // found to fit without reading its characters.
    let width = Swift.max(width, narrowest)
    guard text.utf8.count > width else { return text }
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard lines.contains(where: { $0.count > width }) else { return text }
    return lines.flatMap { line in
      line.count > width ? fold(Substring(line), width: width) : [String(Substring(line))]
    }
    .joined(separator: "\n")
  }

  /// Swift source with each of its lines wider than `width` folded only where Swift allows a
  /// line break: at a space outside string literals and comments, so that the folded code
  /// still compiles; a line that cannot be folded so stays whole.
  static func wrappedSource(_ text: String, width: Int) -> String {
    let width = Swift.max(width, narrowest)
    guard text.utf8.count > width else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      guard columns(line) > width else { return [String(line)] }
      let indent = line.prefix { $0 == " " }
      let body = line.dropFirst(indent.count)
      guard body.hasPrefix("// ") else { return fold(line, width: width, isSource: true) }
      // A comment line folds into comment lines, each as far in as the text of the first.
      let text = body.dropFirst(3)
      let lead = indent + "// " + text.prefix { $0 == " " }
      return fold(text.drop { $0 == " " }, width: width - lead.count, hangingIndent: 0).map {
        lead + $0
      }
    }
    .joined(separator: "\n")
  }

  /// One line folded. Continuations are indented under the line's second column when it has
  /// one (text after two or more spaces: a command's summary in
  /// `help`, the time of a `log` row) when that leaves room, else two past the line's own indent (its leading spaces,
  /// and a diff's `−`/`+` marker, which continuations leave blank).
  ///
  /// - Parameters:
  ///   - indent: How far continuations are indented, instead.
  ///   - isSource: Whether the line is Swift source: it breaks only outside string literals and
  ///     comments (see ``wrappedSource(_:width:)``).
  static func fold(
    _ line: Substring, width: Int, hangingIndent indent: Int? = nil, isSource: Bool = false
  ) -> [String] {
    guard columns(line) > width, !isPointerLine(line) else { return [String(line)] }
    let hanging = String(
      repeating: " ", count: indent ?? hangingIndent(Array(ShellStyle.unstyled(line)), width))
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    // Words keep the spaces before them, so that a line's own spacing (aligned columns,
    // indents) is kept where no break falls.
    let room = width - hanging.count
    let words = isSource ? sourceWords(of: line) : words(of: line)
    for word in words.flatMap({
      columns($0) > room && !(isSource && ($0.contains("\"") || $0.contains("//")))
        ? pieces(of: $0, room: room) : [$0]
    }) {
      let wordWidth = columns(word)
      if currentWidth + wordWidth > width, currentWidth > hanging.count, !current.isEmpty {
        lines.append(String(current[...].trimmingTrailingWhitespace()))
        let trimmed = word.drop { $0 == " " }
        current = hanging + trimmed
        currentWidth = hanging.count + columns(trimmed)
      } else {
        current += word
        currentWidth += wordWidth
      }
    }
    lines.append(current)
    return lines
  }

  /// Rows of two columns (a usage and what it does) laid out to fit `width`: the second column
  /// starts where the widest first column ends, but no further than a third of the width; a
  /// row whose first column is wider puts its text on the next line. The text folds under
  /// itself.
  ///
  /// - Parameters:
  ///   - indent: The spaces before the first column.
  ///   - alignedWith: Other rows whose second column this table's lines up with.
  static func table(
    _ rows: [(String, String)], indent: Int, width: Int, alignedWith others: [(String, String)] = []
  ) -> [String] {
    let firstWidth = Swift.min(
      (rows + others).map { columns($0.0) }.max() ?? 0, Swift.max(16, (width - 2 * indent) / 3))
    let column = indent + firstWidth + 2
    let margin = String(repeating: " ", count: column)
    let lead = String(repeating: " ", count: indent)
    return rows.flatMap { first, text in
      let folded = fold(Substring(text), width: width - column, hangingIndent: 0)
      var lines: [String]
      if columns(first) > firstWidth {
        lines = [lead + first, margin + folded[0]]
      } else {
        let padding = String(repeating: " ", count: firstWidth - columns(first))
        lines = [lead + first + padding + "  " + folded[0]]
      }
      return lines + folded.dropFirst().map { margin + $0 }
    }
  }

  /// Whether a second column starting at `column` leaves enough room for its text: 24 columns.
  static func hasRoomForSecondColumn(at column: Int, in width: Int) -> Bool {
    column + 24 <= width
  }

  /// Where a folded line's continuations start.
  private static func hangingIndent(_ characters: [Character], _ width: Int) -> Int {
    // A diff's unchanged lines are marked with a figure space: their continuations line up
    // with those of the changed lines around them.
    let indent = characters.prefix { $0 == " " || $0 == "−" || $0 == "+" || $0 == "\u{2007}" }
      .count
    var index = indent
    while index < characters.count, hasRoomForSecondColumn(at: index, in: width) {
      guard characters[index] == " " else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end] == " " { end += 1 }
      if end - index >= 2, end < characters.count, hasRoomForSecondColumn(at: end, in: width) {
        return end
      }
      index = end
    }
    return Swift.min(indent + 2, width / 2)
  }

  /// The line cut before each space that follows a non-space: each piece is its spaces and a
  /// word.
  private static func words(of line: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var start = line.startIndex
    var index = line.startIndex
    var previousIsSpace = true
    while index < line.endIndex {
      let isSpace = line[index] == " "
      if isSpace, !previousIsSpace {
        pieces.append(line[start..<index])
        start = index
      }
      previousIsSpace = isSpace
      index = line.index(after: index)
    }
    if start < line.endIndex { pieces.append(line[start...]) }
    return pieces
  }

  /// The line cut as ``words(of:)`` cuts it, but never inside a string literal or a comment,
  /// nor before a trailing closure's `{`: a string's spaces and all that follows `//` stay in
  /// one piece.
  private static func sourceWords(of line: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var start = line.startIndex
    var index = line.startIndex
    var previousIsSpace = true
    var inString = false
    var previous: Character?
    while index < line.endIndex {
      let character = line[index]
      if character == "\"", previous != "\\" { inString.toggle() }
      if !inString, character == "/", previous == "/" { break }
      let isSpace = character == " " && !inString
      // A closure stays on the line of the call it trails.
      let nextIsBrace = line[index...].drop { $0 == " " }.first == "{"
      if isSpace, !previousIsSpace, !nextIsBrace {
        pieces.append(line[start..<index])
        start = index
      }
      previousIsSpace = isSpace
      previous = character
      index = line.index(after: index)
    }
    if start < line.endIndex { pieces.append(line[start...]) }
    return pieces
  }

  /// A word too long for a line of `room` columns cut where code can be: after an opening
  /// parenthesis or bracket or a comma (`.path(.element(id: 0, action: .detail(` …), each
  /// piece as long as fits. A word with no such place (a file's path) stays whole.
  private static func pieces(of word: Substring, room: Int) -> [Substring] {
    var pieces: [Substring] = []
    var start = word.startIndex
    var lastBreak: Substring.Index?
    var width = 0
    var index = word.startIndex
    while index < word.endIndex {
      let character = word[index]
      width += columns(String(character))
      let next = word.index(after: index)
      if "([,".contains(character) { lastBreak = next }
      if width > room, let cut = lastBreak, cut > start {
        pieces.append(word[start..<cut])
        start = cut
        lastBreak = nil
        width = columns(word[start..<next])
      }
      index = next
    }
    pieces.append(word[start...])
    return pieces
  }

  /// How many columns a terminal gives `text`.
  static func columns(_ text: some StringProtocol) -> Int {
    // Plain ASCII, the usual case, takes a column a byte.
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x1B }) { return text.utf8.count }
    return ShellStyle.unstyled(text).unicodeScalars.reduce(0) {
      $0 + (SourceDiagnostic.isWide($1) ? 2 : 1)
    }
  }

  /// Whether `line` is one of the lines of an error that show the command and point at a
  /// column: ` --> input:1:6`, `1 | goto 100`, `  |      ^`.
  private static func isPointerLine(_ line: Substring) -> Bool {
    let visible = ShellStyle.unstyled(line)
    let text = visible.drop { $0 == " " || $0.isNumber }
    return text.hasPrefix("| ") || text == "|" || visible.hasPrefix(" --> ")
  }
}

/// How wide the shell's output is: a fixed number of columns (piped output, `--width`), or the
/// terminal's, read again before each output so that resizing the window takes effect at once.
package enum OutputWidth: Equatable, Sendable {
  case columns(Int)
  /// The width of the terminal on this file descriptor, or 80 when it cannot be read.
  case terminal(Int32)

  /// The width piped output has unless `--width` sets another: transcripts stay the same on
  /// every machine.
  package static var piped: OutputWidth { .columns(80) }

  /// How many columns there are now.
  package var current: Int {
    switch self {
    case let .columns(columns): Swift.max(columns, LineWrapping.narrowest)
    case let .terminal(descriptor):
      Swift.max(Terminal.columns(of: descriptor) ?? 80, LineWrapping.narrowest)
    }
  }

  /// `text` folded to fit.
  func fit(_ text: String) -> String {
    LineWrapping.wrapped(text, width: current)
  }

  /// The lines of a command's output folded to fit, as the shell shows them: the one that is
  /// Swift source (`sourceLine`) only where the code still compiles.
  func fit(_ lines: [String], sourceLine: Int?) -> String {
    lines.enumerated().map { index, line in
      index == sourceLine
        ? LineWrapping.wrappedSource(line, width: current) : fit(line)
    }
    .joined(separator: "\n")
  }
}
