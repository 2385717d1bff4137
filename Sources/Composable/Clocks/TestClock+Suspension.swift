extension TestClock {
  /// Throws when anything is sleeping on the clock.
  ///
  /// - Throws: `SuspensionError` when a task is suspended on the clock.
  public nonisolated(nonsending) func checkSuspension() async throws {
    let count = sleeperCount
    if count > 0 { throw SuspensionError(sleeperCount: count) }
  }

  /// Thrown by `checkSuspension()` when tasks are sleeping on the clock.
  public struct SuspensionError: Error, Equatable, Sendable {
    /// How many tasks are sleeping.
    public var sleeperCount: Int

    /// Creates the error.
    ///
    /// - Parameter sleeperCount: How many tasks are sleeping.
    public init(sleeperCount: Int) {
      self.sleeperCount = sleeperCount
    }
  }
}

extension Duration {
  /// The duration in seconds with three decimals: `1.000s`, `0.250s`, `-2.500s`.
  package var formattedSeconds: String {
    let (seconds, attoseconds) = components
    var milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    let sign = milliseconds < 0 ? "-" : ""
    milliseconds = abs(milliseconds)
    let fraction = String(milliseconds % 1000)
    return
      "\(sign)\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
  }
}
