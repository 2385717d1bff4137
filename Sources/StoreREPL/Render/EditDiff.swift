import ValueDump

/// A lesson's `# edit` as the class sees it before it is made: the lines it removes and adds,
/// with a few unchanged lines around each change, under the file's name, each line with its
/// numbers in the file before and after, as a unified diff shows them.
struct EditDiff: Equatable {
  /// One line of a hunk, with its numbers in the old and the new file (nil where it is not).
  struct Line: Equatable {
    var kind: LineChange.Kind
    var text: String
    var old: Int?
    var new: Int?
  }

  /// A run of changes and the lines around them.
  struct Hunk: Equatable {
    var lines: [Line]

    /// `@@ -35,6 +35,7 @@`: where the hunk starts in each file and how many lines it spans.
    var header: String {
      func range(_ numbers: [Int?], fallback: Int) -> String {
        let present = numbers.compactMap(\.self)
        return "\(present.first ?? fallback),\(present.count)"
      }
      let old = lines.map(\.old)
      let new = lines.map(\.new)
      return "@@ -\(range(old, fallback: 0)) +\(range(new, fallback: 0)) @@"
    }
  }

  /// The file the edit changes, as the lesson names it.
  var file: String
  /// The file whose contents it takes.
  var copy: String
  var hunks: [Hunk]

  /// How many unchanged lines are kept before and after each change.
  static var context: Int { 3 }

  /// The edit of `file` from `old` to `new`.
  init(file: String, copy: String, old: String, new: String, context: Int = Self.context) {
    self.file = file
    self.copy = copy
    var numbered: [Line] = []
    var oldNumber = 1
    var newNumber = 1
    // NB: A file's last line break ends its last line; it does not start another.
    func lines(_ text: String) -> [String] {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if text.hasSuffix("\n") { lines.removeLast() }
      return lines
    }
    for change in lineDiff(lines(old), lines(new)) {
      switch change.kind {
      case .unchanged:
        numbered.append(Line(kind: .unchanged, text: change.text, old: oldNumber, new: newNumber))
        oldNumber += 1
        newNumber += 1
      case .removed:
        numbered.append(Line(kind: .removed, text: change.text, old: oldNumber, new: nil))
        oldNumber += 1
      case .inserted:
        numbered.append(Line(kind: .inserted, text: change.text, old: nil, new: newNumber))
        newNumber += 1
      }
    }
    // Each change keeps `context` lines on each side; hunks whose lines meet are one.
    var ranges: [ClosedRange<Int>] = []
    for index in numbered.indices where numbered[index].kind != .unchanged {
      let range = max(0, index - context)...min(numbered.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    hunks = ranges.map { Hunk(lines: Array(numbered[$0])) }
  }

  /// Whether the edit changes nothing.
  var isEmpty: Bool { hunks.isEmpty }

  /// The edit as the class's screen shows it, each line at most `width` columns: the file's
  /// name, then each hunk's header and lines, numbered in the gutter, removed lines in the
  /// theme's colour for them and added lines in theirs; a longer line goes on under its text.
  /// With `rows`, at most that many lines, the last saying how many more there are.
  func lines(style: ShellStyle, width: Int, rows: Int? = nil) -> [String] {
    let digits = String(
      hunks.flatMap(\.lines).compactMap { max($0.old ?? 0, $0.new ?? 0) }.max() ?? 0
    )
    .count
    func number(_ value: Int?) -> String {
      let text = value.map(String.init) ?? ""
      return String(repeating: " ", count: digits - text.count) + text
    }
    let removedMark = style.look.ascii ? "-" : "\u{2212}"
    var lines = [
      "  " + style.bold("edit \(file)") + style.secondary(" (as in \(copy))")
    ]
    for hunk in hunks {
      lines.append("  " + style.secondary(hunk.header))
      for line in hunk.lines {
        let mark =
          switch line.kind {
          case .removed: removedMark
          case .inserted: "+"
          case .unchanged: " "
          }
        let gutter = "  \(number(line.old)) \(number(line.new)) "
        let blank = String(repeating: " ", count: gutter.count)
        let room = max(width - gutter.count - 2, 10)
        let text = line.text.replacingOccurrences(of: "\t", with: "    ")
        let pieces = Self.pieces(of: text, room: room)
        for (offset, piece) in pieces.enumerated() {
          let body = mark + " " + piece
          let painted =
            switch line.kind {
            case .removed: style.paint(body, as: .removed)
            case .inserted: style.paint(body, as: .inserted)
            case .unchanged: body
            }
          let line = (offset == 0 ? style.secondary(gutter) : blank) + painted
          // NB: An unchanged blank line has no spaces at its end.
          lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
      }
    }
    guard let rows, lines.count > rows, rows >= 2 else { return lines }
    let left = lines.count - (rows - 1)
    return Array(lines.prefix(rows - 1))
      + [style.hint("  ⋮ \(counted(left, "more line")) of the edit: \(copy) has them all")]
  }

  /// `text` cut into pieces of at most `room` columns; an empty text is one empty piece.
  private static func pieces(of text: String, room: Int) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var columns = 0
    for character in text {
      let width = LineWrapping.columns(Substring(String(character)))
      if columns + width > room {
        pieces.append(piece)
        piece = ""
        columns = 0
      }
      piece.append(character)
      columns += width
    }
    pieces.append(piece)
    return pieces
  }
}
