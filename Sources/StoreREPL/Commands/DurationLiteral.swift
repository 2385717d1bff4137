/// Parses durations as people type them: `1s`, `250ms`, `1.5s`, `2m`, `1m30s`, `1h`, `500us`.
enum DurationLiteral {
  /// The duration, or nil when the text is not one.
  static func parse(_ text: String) -> Duration? {
    var rest = Substring(text)
    var total = Duration.zero
    var sawComponent = false
    while !rest.isEmpty {
      let number = rest.prefix { $0.isNumber || $0 == "." }
      guard !number.isEmpty, let value = Double(number), value.isFinite else { return nil }
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
      default: return nil
      }
      let nanoseconds = (value * scale * 1e9).rounded()
      guard nanoseconds < 1e18 else { return nil }
      total += .nanoseconds(Int64(nanoseconds))
      sawComponent = true
    }
    return sawComponent ? total : nil
  }
}
