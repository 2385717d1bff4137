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
