/// The checks of broken invariants an exported test makes, and what its first comments say of
/// them.
struct InvariantChecks {
  /// The checks written last, while no step has written anything since.
  private var last: [String] = []
  /// Each broken invariant written, with the step after which it is, numbered from 1.
  private var written: [(step: Int, line: String, invariant: BrokenInvariant)] = []

  /// Writes the checks of what step `number` (`line`) broke right after what the step wrote,
  /// if it wrote anything; else in a paragraph of their own, unless they are the checks just
  /// written (a `watch` after a step that broke an invariant breaks it again, on the same state).
  mutating func write(
    _ broken: [BrokenInvariant], ofStep number: Int, _ line: String, after wroteLines: Bool,
    in lines: inout [String]
  ) {
    if wroteLines { last = [] }
    let checks = broken.map { "  " + $0.swift }
    guard !checks.isEmpty, checks != last else { return }
    if !wroteLines { lines.append("") }
    lines += checks
    last = checks
    written += broken.map { (number, line, $0) }
  }

  /// What the first comments say of the invariants the session broke: those the test checks
  /// and where, then those it cannot check.
  var comments: [String] {
    let checked = brokenList(written.filter(\.invariant.isChecked))
    let unchecked = brokenList(written.filter { !$0.invariant.isChecked })
    var comments: [String] = []
    if case let (list, count)? = checked {
      comments.append(
        "// The session broke \(list); this test checks \(count == 1 ? "it" : "them") there, "
          + "and fails as the session did.")
    }
    if case let (list, count)? = unchecked {
      comments.append(
        "// The session \(checked == nil ? "" : "also ")broke \(list), which a test cannot "
          + "check: \(count == 1 ? "the comment there says" : "the comments there say") why.")
    }
    return comments
  }

  /// `invariant 1 (count >= -1) at steps 3 'send .decrementButtonTapped' and 4 'advance 1s'`,
  /// for each invariant, joined by `; `, and how many invariants there are; nil for none.
  private func brokenList(
    _ written: [(step: Int, line: String, invariant: BrokenInvariant)]
  ) -> (String, count: Int)? {
    let numbers = Set(written.map(\.invariant.number)).sorted()
    guard !numbers.isEmpty else { return nil }
    let list = numbers.map { number in
      let steps = written.filter { $0.invariant.number == number }
      let invariant = steps[0].invariant
      return "invariant \(number) (\(invariant.text)) at step\(steps.count == 1 ? "" : "s") "
        + listed(steps.map { "\($0.step) '\($0.line)'" })
    }
    return (list.joined(separator: "; "), numbers.count)
  }
}
