extension Character: CustomDumpRepresentable {
  /// A character dumps as a one-character string: `"a"`.
  public var customDumpValue: Any { String(self) }
}

extension Unicode.Scalar: CustomDumpRepresentable {
  /// A scalar dumps as a one-scalar string: `"a"`.
  public var customDumpValue: Any { String(self) }
}

extension StaticString: CustomDumpRepresentable {
  /// A static string dumps as a string.
  public var customDumpValue: Any { "\(self)" }
}

extension AnyHashable: CustomDumpRepresentable {
  /// A type-erased hashable value dumps as the value it wraps.
  public var customDumpValue: Any { base }
}

extension Duration: CustomDumpStringConvertible {
  /// A duration in the largest unit that states it exactly: `.seconds(1)`, `.milliseconds(250)`,
  /// `.zero`.
  public var customDumpDescription: String {
    let (seconds, attoseconds) = components
    let total = Int128(seconds) * 1_000_000_000_000_000_000 + Int128(attoseconds)
    guard total != 0 else { return ".zero" }
    let units: [(name: String, attoseconds: Int128)] = [
      ("seconds", 1_000_000_000_000_000_000),
      ("milliseconds", 1_000_000_000_000_000),
      ("microseconds", 1_000_000_000_000),
      ("nanoseconds", 1_000_000_000),
    ]
    for unit in units where total % unit.attoseconds == 0 {
      return ".\(unit.name)(\(total / unit.attoseconds))"
    }
    return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
  }
}
