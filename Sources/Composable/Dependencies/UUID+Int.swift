#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension UUID {
  /// Creates the UUID that spells an integer in hex at its end, as tests write expected ids.
  ///
  /// ```swift
  /// UUID(0)    // 00000000-0000-0000-0000-000000000000
  /// UUID(1)    // 00000000-0000-0000-0000-000000000001
  /// UUID(255)  // 00000000-0000-0000-0000-0000000000FF
  /// ```
  ///
  /// The last sixteen hex digits hold the integer's magnitude, so any count below 2⁴⁸ fits in the
  /// last group; a negative integer sets the last digit of the third group:
  /// `UUID(-1)` is `00000000-0000-0001-0000-000000000001`. `UUIDGenerator.incrementing` gives
  /// `UUID(0)`, `UUID(1)`, and so on.
  ///
  /// - Parameter intValue: The integer.
  public init(_ intValue: Int) {
    let magnitude = UInt64(intValue.magnitude)
    let byte = { (index: Int) in UInt8(truncatingIfNeeded: magnitude >> (8 * (7 - index))) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, intValue < 0 ? 1 : 0,
        byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)
      ))
  }
}
