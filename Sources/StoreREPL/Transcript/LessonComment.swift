/// What a lesson's comment line (`# …`) means. Presenter mode (`--lesson`) and `--check` both
/// read a lesson's comments through this one type, so what a comment does cannot differ between
/// the two: an edit is made by the shell running the line in both, a pause waits for Enter in
/// front of a class and is passed over by a check, narration is shown to the class, and a
/// teacher's note goes only to the presenter's notes (`--notes`).
enum LessonComment: Equatable {
  /// Text the class reads; consecutive lines are one paragraph, and an empty `#` line ends one.
  case narration(String)
  /// `# pause`: the lesson waits for Enter.
  case pause
  /// `# note: …`: for the teacher's eyes only.
  case note(String)
  /// `# edit <file> as in <copy>: <what changes>`: the teacher's edit, made by copying `copy`
  /// over `file`; the lesson's next `reload` runs the edited code.
  case edit(file: String, copy: String, summary: String)

  /// The meaning of `line`, nil when it is not a comment.
  init?(_ line: String) {
    let text = line.drop(while: \.isWhitespace)
    guard text.first == "#" else { return nil }
    let body = text.dropFirst().drop(while: \.isWhitespace)
    let trimmed = String(body.reversed().drop(while: \.isWhitespace).reversed())
    if trimmed == "pause" {
      self = .pause
    } else if trimmed.hasPrefix("note:") {
      self = .note(String(trimmed.dropFirst("note:".count).drop(while: \.isWhitespace)))
    } else if let edit = Self.edit(trimmed) {
      self = edit
    } else {
      self = .narration(trimmed)
    }
  }

  /// `edit <file> as in <copy>[: <summary>]`, nil when `text` does not have that shape.
  private static func edit(_ text: String) -> LessonComment? {
    guard text.hasPrefix("edit ") else { return nil }
    let words = text.dropFirst("edit ".count).split(separator: " ", maxSplits: 3)
    guard words.count == 4, words[1] == "as", words[2] == "in" else { return nil }
    // The copy is the word after `in`, up to a colon that starts the summary.
    let rest = words[3]
    let copyEnd = rest.firstIndex(of: " ") ?? rest.endIndex
    var copy = String(rest[..<copyEnd])
    var summary = String(rest[copyEnd...].drop(while: \.isWhitespace))
    if copy.hasSuffix(":") {
      copy.removeLast()
    } else if summary.hasPrefix(":") {
      summary = String(summary.dropFirst().drop(while: \.isWhitespace))
    }
    guard !copy.isEmpty else { return nil }
    return .edit(file: String(words[0]), copy: copy, summary: summary)
  }

  /// The line that asks for the edit of `file` to the contents of `copy`.
  static func editLine(file: String, copy: String) -> String {
    "# edit \(file) as in \(copy)"
  }
}
