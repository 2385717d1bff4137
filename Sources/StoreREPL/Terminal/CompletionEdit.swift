/// The edit a line editor applies for a `Completion`: the text that replaces the editor's own
/// word before the cursor, and what to list.
///
/// A line editor decides by itself where the word at the cursor starts (libedit: after the last
/// blank); a completer may replace from elsewhere. This type bridges the two, so that the
/// editor's part stays a dumb copy and this part is a pure function that tests can pin.
struct CompletionEdit: Equatable, Sendable {
  /// The text that replaces the line from the editor's word start to the cursor.
  var replacement: String

  /// The candidates to list when there are several (empty when the completion is unique).
  var listed: [String]

  init(replacement: String, listed: [String]) {
    self.replacement = replacement
    self.listed = listed
  }

  /// Computes the edit for `completion` on `line`.
  ///
  /// With one candidate, the replaced text becomes that candidate. With several, it becomes
  /// their common prefix when that extends what was typed, and stays as typed otherwise (a
  /// completer that matches loosely never makes the line lose what was typed); they are listed
  /// only when the line stays as typed.
  ///
  /// - Parameters:
  ///   - completion: The completer's answer.
  ///   - line: The whole line.
  ///   - cursor: The UTF-8 offset of the cursor.
  ///   - wordStart: The UTF-8 offset where the editor's word before the cursor starts.
  /// - Returns: The edit, or `nil` when there is nothing to offer or the offsets are invalid.
  init?(_ completion: Completion, line: String, cursor: Int, wordStart: Int) {
    let bytes = Array(line.utf8)
    let start = completion.replacementStart
    guard !completion.candidates.isEmpty,
      0 <= start, start <= cursor, 0 <= wordStart, wordStart <= cursor, cursor <= bytes.count
    else { return nil }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    let typed = text(start..<cursor)
    let completed: String
    if completion.candidates.count == 1 {
      completed = completion.candidates[0]
    } else {
      let common = completion.commonPrefix
      completed = common.utf8.starts(with: typed.utf8) ? common : typed
    }

    if wordStart <= start {
      replacement = text(wordStart..<start) + completed
    } else {
      // The completer's range starts before the editor's word (it spans a blank). The editor
      // keeps the text before its word, so the completion must begin with that text.
      let kept = bytes[start..<wordStart]
      if completed.utf8.starts(with: kept) {
        replacement = String(decoding: completed.utf8.dropFirst(kept.count), as: UTF8.self)
      } else {
        replacement = text(wordStart..<cursor)
      }
    }
    // A completion that extends the line is not listed as well: the listing would be shown
    // under the line as it was, and the line redrawn below it, longer (a stale line above the
    // list). The next Tab lists, as bash does.
    listed = completion.candidates.count > 1 && completed == typed ? completion.candidates : []
  }
}
