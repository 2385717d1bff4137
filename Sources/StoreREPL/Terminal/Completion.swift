/// What Tab completion offers at the cursor: the text to replace and what can replace it.
///
/// Offsets count UTF-8 code units of the line (`line.utf8`). The replaced text runs from
/// `replacementStart` to the cursor; for `send .splash(.fe` with the cursor at the end, a
/// completer answers `replacementStart` = 5 and `[".splash(.fetchCurrentWeather)"]`, or
/// `replacementStart` = 13 and `[".fetchCurrentWeather"]`: both complete the same line.
package struct Completion: Equatable, Sendable {
  /// The UTF-8 offset in the line where the replaced text starts; it ends at the cursor.
  package var replacementStart: Int

  /// The texts that can replace the text from `replacementStart` to the cursor, in the order a
  /// completer prefers (the terminal may list them sorted).
  package var candidates: [String]

  /// Creates a completion.
  ///
  /// - Parameters:
  ///   - replacementStart: The UTF-8 offset where the replaced text starts.
  ///   - candidates: The texts that can replace it.
  package init(replacementStart: Int, candidates: [String]) {
    self.replacementStart = replacementStart
    self.candidates = candidates
  }

  /// No completion.
  package static let none = Completion(replacementStart: 0, candidates: [])

  /// The longest prefix, in Unicode scalars, that all candidates share (`""` with none).
  package var commonPrefix: String {
    guard var prefix = candidates.first?.unicodeScalars[...] else { return "" }
    for candidate in candidates.dropFirst() {
      var shared = prefix.startIndex
      var other = candidate.unicodeScalars.startIndex
      while shared < prefix.endIndex, other < candidate.unicodeScalars.endIndex,
        prefix[shared] == candidate.unicodeScalars[other]
      {
        prefix.formIndex(after: &shared)
        candidate.unicodeScalars.formIndex(after: &other)
      }
      prefix = prefix[..<shared]
    }
    return String(String.UnicodeScalarView(prefix))
  }
}
