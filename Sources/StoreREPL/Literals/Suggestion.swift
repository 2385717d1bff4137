/// "Did you mean …?": the candidate closest to what the user typed, if any is close enough.
package enum Suggestion {
  /// The best candidate for `typed` among `candidates`.
  ///
  /// Candidates that match ignoring case win, then those that `typed` starts (the shortest
  /// edit distance among them), then those containing it, then the one within an edit distance
  /// of a third of the typed length (at least 2), then the one whose start is that near.
  /// - Parameters:
  ///   - typed: What the user typed, such as `decrement`.
  ///   - candidates: The names that exist, such as the cases of an action.
  /// - Returns: The suggestion, or `nil` when nothing is close.
  package static func best(for typed: String, among candidates: [String]) -> String? {
    best(for: typed, among: Names(candidates))
  }

  /// `"; did you mean 'x'?"` when a candidate is close to `word`, else the empty string: how
  /// every message of the shell offers a suggestion.
  static func didYouMean(_ word: String, among candidates: [String]) -> String {
    didYouMean(best(for: word, among: candidates))
  }

  /// `"; did you mean 'x'?"` for a suggestion, else the empty string.
  static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }

  /// Names to suggest among, each lowercased and split into characters once: a list searched
  /// again and again (the command names) is prepared once.
  struct Names: Sendable {
    let names: [String]
    let lowered: [String]
    let characters: [[Character]]

    init(_ names: [String]) {
      self.names = names
      lowered = names.map { $0.lowercased() }
      characters = lowered.map { Array($0) }
    }
  }

  /// The best candidate for `typed` among prepared names, chosen as among plain ones.
  static func best(for typed: String, among candidates: Names) -> String? {
    let lowered = typed.lowercased()
    let typedCharacters = Array(lowered)
    // The edit distance is quadratic; nobody means a 200-character name.
    guard !typedCharacters.isEmpty, typedCharacters.count <= 200 else { return nil }
    if let exact = candidates.lowered.firstIndex(of: lowered) { return candidates.names[exact] }
    // Each candidate's distance is computed once, when first needed.
    var distances = [Int?](repeating: nil, count: candidates.names.count)
    func distance(at index: Int, limit: Int = .max) -> Int {
      if let known = distances[index] { return known }
      let computed = Self.distance(candidates.characters[index], typedCharacters, limit: limit)
      // A distance beyond the limit is only known to be beyond it.
      if computed <= limit { distances[index] = computed }
      return computed
    }
    func closest(_ indices: [Int]) -> String? {
      indices.min { distance(at: $0) < distance(at: $1) }.map { candidates.names[$0] }
    }
    let indices = Array(candidates.names.indices)
    if let prefixed = closest(indices.filter { candidates.lowered[$0].hasPrefix(lowered) }) {
      return prefixed
    }
    if typedCharacters.count >= 3,
      let containing = closest(
        indices.filter { contains(candidates.characters[$0], typedCharacters) })
    {
      return containing
    }
    let limit = max(2, typedCharacters.count / 3)
    // Names whose lengths differ by more than the limit are farther than it.
    let near = indices.filter {
      abs(candidates.characters[$0].count - typedCharacters.count) <= limit
        && distance(at: $0, limit: limit) <= limit
    }
    if let whole = closest(near) { return whole }
    // A typo in the start of a longer name (`Efects` for `EffectsBasics`): the name's start, a
    // character shorter or longer than what was typed, is near. Stricter than a whole name: the
    // first character is right, and a third of the rest at most is wrong.
    guard typedCharacters.count >= 4 else { return nil }
    let startLimit = max(1, typedCharacters.count / 3)
    var best: (name: String, distance: Int)?
    for index in indices where candidates.characters[index].count > typedCharacters.count {
      let name = candidates.characters[index]
      guard name.first == typedCharacters.first else { continue }
      let nearest = (typedCharacters.count - 1...typedCharacters.count + 1).map { length in
        Self.distance(Array(name.prefix(length)), typedCharacters, limit: startLimit)
      }.min()!
      if nearest <= startLimit, nearest < best?.distance ?? .max {
        best = (candidates.names[index], nearest)
      }
    }
    return best?.name
  }

  /// Whether `characters` has `part` in it, character for character, as a string search finds
  /// it: a name shorter than the part is passed over at once.
  static func contains(_ characters: [Character], _ part: [Character]) -> Bool {
    guard part.count <= characters.count else { return false }
    return (0...(characters.count - part.count)).contains { start in
      characters[start..<start + part.count].elementsEqual(part)
    }
  }

  /// The Levenshtein distance between two sequences of characters; when it is more than
  /// `limit`, some number more than `limit`.
  static func distance(_ lhs: [Character], _ rhs: [Character], limit: Int = .max) -> Int {
    guard !lhs.isEmpty else { return rhs.count }
    guard !rhs.isEmpty else { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = previous
    for i in 1...lhs.count {
      current[0] = i
      var smallest = i
      for j in 1...rhs.count {
        let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        smallest = min(smallest, current[j])
      }
      // No entry of a later row is smaller than the smallest of this one.
      if smallest > limit { return smallest }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
