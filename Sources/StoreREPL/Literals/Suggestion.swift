/// "Did you mean …?": the candidate closest to what the user typed, if any is close enough.
public enum Suggestion {
  /// The best candidate for `typed` among `candidates`.
  ///
  /// Candidates that match ignoring case win, then those that `typed` starts (the shortest
  /// edit distance among them), then those containing it, then the one within an edit distance
  /// of a third of the typed length (at least 2).
  /// - Parameters:
  ///   - typed: What the user typed, such as `decrement`.
  ///   - candidates: The names that exist, such as the cases of an action.
  /// - Returns: The suggestion, or `nil` when nothing is close.
  public static func best(for typed: String, among candidates: [String]) -> String? {
    let lowered = typed.lowercased()
    // NB: the edit distance is quadratic; nobody means a 200-character name.
    guard !lowered.isEmpty, lowered.count <= 200 else { return nil }
    let scored = candidates.map { (name: $0, lowered: $0.lowercased()) }
    if let exact = scored.first(where: { $0.lowered == lowered }) { return exact.name }
    func closest(_ group: [(name: String, lowered: String)]) -> String? {
      group.min { distance($0.lowered, lowered) < distance($1.lowered, lowered) }?.name
    }
    if let prefixed = closest(scored.filter { $0.lowered.hasPrefix(lowered) }) { return prefixed }
    if lowered.count >= 3, let containing = closest(scored.filter { $0.lowered.contains(lowered) })
    {
      return containing
    }
    let limit = max(2, lowered.count / 3)
    let near = scored.filter { distance($0.lowered, lowered) <= limit }
    return closest(near)
  }

  /// The Levenshtein distance between two strings, by characters.
  static func distance(_ lhs: String, _ rhs: String) -> Int {
    let lhs = Array(lhs)
    let rhs = Array(rhs)
    guard !lhs.isEmpty else { return rhs.count }
    guard !rhs.isEmpty else { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = previous
    for i in 1...lhs.count {
      current[0] = i
      for j in 1...rhs.count {
        let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
