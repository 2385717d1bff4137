/// An invariant a step broke, and how a test checks it right after that step.
struct BrokenInvariant: Equatable {
  /// How a test checks the invariant.
  enum Check: Equatable {
    /// `#expect` of this condition on `store.state`, the effects in flight at the step read in.
    case expect(String)
    /// No check; why a test cannot make one.
    case impossible(String)
  }

  var number: Int
  /// The condition as typed.
  var text: String
  var check: Check

  /// Whether a test checks it.
  var isChecked: Bool {
    if case .expect = check { true } else { false }
  }

  /// What a test writes after the step: `#expect(store.state.count >= -1, "invariant 1: count >=
  /// -1")`, or a comment that says why it checks nothing.
  var swift: String {
    switch check {
    case .expect(let condition):
      "#expect(\(condition), \(StateChanges.literal("invariant \(number): \(text)")))"
    case .impossible(let reason):
      "// invariant \(number) (\(text)) was broken here; \(reason)"
    }
  }
}
