/// One line of a ``lineDiff(_:_:)``.
public struct LineChange: Equatable, Sendable {
  /// Whether the line is in both texts, only the old one, or only the new one.
  public enum Kind: Equatable, Sendable {
    /// In both texts.
    case unchanged
    /// Only in the old text.
    case removed
    /// Only in the new text.
    case inserted
  }

  /// Which texts hold the line.
  public var kind: Kind
  /// The line, without its line break.
  public var text: String

  /// Creates a line of a diff.
  ///
  /// - Parameters:
  ///   - kind: Which texts hold the line.
  ///   - text: The line, without its line break.
  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

/// The shortest edit script that turns one list of lines into another, by Myers' O(ND)
/// algorithm: every line of both lists, in order, marked unchanged, removed or inserted, with
/// as few removed and inserted lines as possible. Within a run of changes, removals come first.
///
/// - Parameters:
///   - old: The lines before.
///   - new: The lines after.
/// - Returns: The lines of both, in order, each with its kind.
public func lineDiff(_ old: [String], _ new: [String]) -> [LineChange] {
  // Texts without a line in common differ in every line: the shortest script removes every old
  // line and inserts every new one, in that order, as the search below finds, but the search
  // takes time and memory in proportion to the square of the lines when they all differ.
  if !old.isEmpty, !new.isEmpty, Set(old).isDisjoint(with: new) {
    return old.map { LineChange(.removed, $0) } + new.map { LineChange(.inserted, $0) }
  }
  return shortestEditScript(oldCount: old.count, newCount: new.count) { old[$0] == new[$1] }
    .map { edit in
      switch edit {
      case .keep(let index, _): return LineChange(.unchanged, old[index])
      case .remove(let index): return LineChange(.removed, old[index])
      case .insert(let index): return LineChange(.inserted, new[index])
      }
    }
}

/// The line diff of two texts split at line breaks; see ``lineDiff(_:_:)-([String],[String])``.
///
/// - Parameters:
///   - old: The text before.
///   - new: The text after.
/// - Returns: The lines of both, in order, each with its kind.
public func lineDiff(_ old: String, _ new: String) -> [LineChange] {
  func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
  return lineDiff(lines(old), lines(new))
}

/// One step of an edit script over two sequences, by index.
enum Edit: Equatable {
  case keep(old: Int, new: Int)
  case remove(old: Int)
  case insert(new: Int)
}

/// The shortest edit script between two sequences given by their counts and an equality of
/// elements, by Myers' greedy O((N+M)·D) algorithm after trimming the common prefix and suffix.
func shortestEditScript(
  oldCount: Int, newCount: Int, equal: (_ old: Int, _ new: Int) -> Bool
) -> [Edit] {
  var prefix = 0
  while prefix < oldCount, prefix < newCount, equal(prefix, prefix) { prefix += 1 }
  var suffix = 0
  while suffix < oldCount - prefix, suffix < newCount - prefix,
    equal(oldCount - 1 - suffix, newCount - 1 - suffix)
  {
    suffix += 1
  }
  var script = (0..<prefix).map { Edit.keep(old: $0, new: $0) }
  script += myersMiddle(
    oldCount: oldCount - prefix - suffix, newCount: newCount - prefix - suffix
  ) { equal($0 + prefix, $1 + prefix) }
  .map { edit in
    switch edit {
    case .keep(let old, let new): return .keep(old: old + prefix, new: new + prefix)
    case .remove(let old): return .remove(old: old + prefix)
    case .insert(let new): return .insert(new: new + prefix)
    }
  }
  script += (0..<suffix).map {
    Edit.keep(old: oldCount - suffix + $0, new: newCount - suffix + $0)
  }
  return script
}

private func myersMiddle(
  oldCount n: Int, newCount m: Int, equal: (Int, Int) -> Bool
) -> [Edit] {
  if n == 0 { return (0..<m).map { .insert(new: $0) } }
  if m == 0 { return (0..<n).map { .remove(old: $0) } }
  let maximum = n + m
  // `furthest[k + maximum]` is the furthest x reached on diagonal k = x − y; `trace[d]` keeps
  // the diagonals −d…d as they were before step d, for walking back.
  var furthest = [Int](repeating: 0, count: 2 * maximum + 2)
  var trace: [[Int]] = []
  for d in 0...maximum {
    trace.append(Array(furthest[(maximum - d)...(maximum + d)]))
    for k in stride(from: -d, through: d, by: 2) {
      let goesDown = k == -d || (k != d && furthest[maximum + k - 1] < furthest[maximum + k + 1])
      var x = goesDown ? furthest[maximum + k + 1] : furthest[maximum + k - 1] + 1
      var y = x - k
      while x < n, y < m, equal(x, y) {
        x += 1
        y += 1
      }
      furthest[maximum + k] = x
      if x >= n, y >= m {
        return backtrack(trace: trace, n: n, m: m)
      }
    }
  }
  return []
}

private func backtrack(trace: [[Int]], n: Int, m: Int) -> [Edit] {
  var edits: [Edit] = []
  var x = n
  var y = m
  for d in stride(from: trace.count - 1, through: 0, by: -1) {
    let snapshot = trace[d]
    func furthest(_ k: Int) -> Int { snapshot[k + d] }
    let k = x - y
    let previousK: Int
    if d == 0 {
      previousK = 0
    } else if k == -d || (k != d && furthest(k - 1) < furthest(k + 1)) {
      previousK = k + 1
    } else {
      previousK = k - 1
    }
    let previousX = d == 0 ? 0 : furthest(previousK)
    let previousY = previousX - previousK
    while x > previousX, y > previousY {
      x -= 1
      y -= 1
      edits.append(.keep(old: x, new: y))
    }
    if d > 0 {
      if x == previousX {
        edits.append(.insert(new: previousY))
      } else {
        edits.append(.remove(old: previousX))
      }
    }
    x = previousX
    y = previousY
  }
  return removalsFirst(edits.reversed())
}

/// Reorders each run of changes so that its removals come before its insertions.
private func removalsFirst(_ edits: [Edit]) -> [Edit] {
  var result: [Edit] = []
  var removals: [Edit] = []
  var insertions: [Edit] = []
  func flush() {
    result += removals
    result += insertions
    removals.removeAll()
    insertions.removeAll()
  }
  for edit in edits {
    switch edit {
    case .keep:
      flush()
      result.append(edit)
    case .remove: removals.append(edit)
    case .insert: insertions.append(edit)
    }
  }
  flush()
  return result
}
