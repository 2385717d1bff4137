/// Parses durations as people type them: `1s`, `250ms`, `1.5s`, `2m`, `1m30s`, `1h`, `500us`.
enum DurationLiteral {
  /// What a duration's text reads as.
  enum Reading: Equatable {
    /// A duration.
    case duration(Duration)
    /// A duration longer than `longest`.
    case tooLong
    /// A duration above zero that rounds to zero nanoseconds, the clock's resolution.
    case belowResolution
    /// Not a duration.
    case invalid
  }

  /// The furthest a session's virtual clock goes: 1,000,000,000 seconds, about 31 years.
  static let longest = Duration.seconds(1_000_000_000)

  /// The duration, or nil when the text is not one a session can use.
  static func parse(_ text: String) -> Duration? {
    guard case .duration(let duration) = read(text) else { return nil }
    return duration
  }

  /// What the text reads as.
  static func read(_ text: String) -> Reading {
    var rest = Substring(text)
    var nanoseconds: Double = 0
    var total = Duration.zero
    var sawComponent = false
    while !rest.isEmpty {
      let number = rest.prefix { $0.isNumber || $0 == "." }
      guard !number.isEmpty, let value = Double(number), value.isFinite else { return .invalid }
      rest = rest.dropFirst(number.count)
      let unit = rest.prefix { $0.isLetter || $0 == "µ" }
      rest = rest.dropFirst(unit.count)
      let scale: Double
      switch unit {
      case "h": scale = 3600
      case "m", "min": scale = 60
      case "s", "sec": scale = 1
      case "ms": scale = 1e-3
      case "us", "µs": scale = 1e-6
      case "ns": scale = 1e-9
      default: return .invalid
      }
      let component = value * scale * 1e9
      nanoseconds += component
      // Checked before converting: `Int64(_:)` traps on a component out of its range.
      guard nanoseconds <= 1e18 else { return .tooLong }
      total += .nanoseconds(Int64(component.rounded()))
      sawComponent = true
    }
    guard sawComponent else { return .invalid }
    guard total <= longest else { return .tooLong }
    if total == .zero, nanoseconds > 0 { return .belowResolution }
    return .duration(total)
  }

  /// A duration as `advance` reads it, in the largest unit that keeps it whole: `998s`,
  /// `1500ms`, `20ns`.
  static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    for (unit, size) in [("s", 1_000_000_000), ("ms", 1_000_000), ("us", 1_000)]
      as [(String, Int64)]
    where nanoseconds % size == 0 {
      return "\(nanoseconds / size)\(unit)"
    }
    return "\(nanoseconds)ns"
  }
}
