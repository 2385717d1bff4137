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
    let typedCharacters = Array(lowered)
    // NB: the edit distance is quadratic; nobody means a 200-character name.
    guard !typedCharacters.isEmpty, typedCharacters.count <= 200 else { return nil }
    let scored = candidates.map { name in
      let lowered = name.lowercased()
      return (name: name, lowered: lowered, characters: Array(lowered))
    }
    if let exact = scored.first(where: { $0.lowered == lowered }) { return exact.name }
    // NB: Each candidate's distance is computed once, when first needed.
    var distances = [Int?](repeating: nil, count: scored.count)
    func distance(at index: Int) -> Int {
      if let known = distances[index] { return known }
      let computed = Self.distance(scored[index].characters, typedCharacters)
      distances[index] = computed
      return computed
    }
    func closest(_ indices: [Int]) -> String? {
      indices.min { distance(at: $0) < distance(at: $1) }.map { scored[$0].name }
    }
    let indices = Array(scored.indices)
    if let prefixed = closest(indices.filter { scored[$0].lowered.hasPrefix(lowered) }) {
      return prefixed
    }
    if typedCharacters.count >= 3,
      // NB: The standard library's search, not Foundation's, which bridges both strings.
      let containing = closest(indices.filter { scored[$0].lowered.firstRange(of: lowered) != nil })
    {
      return containing
    }
    let limit = max(2, typedCharacters.count / 3)
    // NB: Names whose lengths differ by more than the limit are farther than it.
    let near = indices.filter {
      abs(scored[$0].characters.count - typedCharacters.count) <= limit && distance(at: $0) <= limit
    }
    return closest(near)
  }

  /// The Levenshtein distance between two sequences of characters.
  static func distance(_ lhs: [Character], _ rhs: [Character]) -> Int {
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
