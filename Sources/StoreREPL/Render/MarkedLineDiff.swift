import ValueDump

/// The lines of two texts as the shell shows a difference: `−` before a line only the old one
/// has, `+` before a line only the new one has, a figure space before a line both have.
func markedLineDiff(_ old: String, _ new: String) -> [String] {
  lineDiff(old, new).map { change -> String in
    switch change.kind {
    case .removed: "\u{2212} \(change.text)"
    case .inserted: "+ \(change.text)"
    case .unchanged: "\u{2007} \(change.text)"
    }
  }
}

/// The changed lines of two texts, each behind its mark, with `context` unchanged lines kept
/// around each change: the differences a transcript check or a lesson shows.
func changedLines(
  _ old: String, _ new: String, context: Int,
  marks: (removed: String, inserted: String, unchanged: String)
) -> [String] {
  let changes = lineDiff(old, new)
  var lines: [String] = []
  for (index, change) in changes.enumerated() {
    switch change.kind {
    case .removed: lines.append(marks.removed + change.text)
    case .inserted: lines.append(marks.inserted + change.text)
    case .unchanged:
      let near = changes[max(0, index - context)..<min(changes.count, index + context + 1)]
      if near.contains(where: { $0.kind != .unchanged }) {
        lines.append(marks.unchanged + change.text)
      }
    }
  }
  return lines
}
