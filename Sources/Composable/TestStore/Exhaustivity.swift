/// How strictly a `TestStore` checks a test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted.
  case on
  /// Only what the test asserts is checked; with `showSkippedAssertions`, what was skipped is
  /// reported as expected failures.
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked.
  public static let off = Self.off(showSkippedAssertions: false)
}
