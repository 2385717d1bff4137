import Foundation

extension Date: CustomDumpStringConvertible {
  /// The instant in ISO 8601 form, in UTC, to the millisecond: `Date(2026-01-01T00:00:00.000Z)`.
  public var customDumpDescription: String {
    "Date(\(ISO8601Text.format(millisecondsSince1970: timeIntervalSince1970 * 1000)))"
  }
}

extension UUID: CustomDumpStringConvertible {
  /// `UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)`.
  public var customDumpDescription: String { "UUID(\(uuidString))" }
}

extension URL: CustomDumpStringConvertible {
  /// `URL(https://example.com/path)`.
  public var customDumpDescription: String { "URL(\(absoluteString))" }
}

extension Data: CustomDumpStringConvertible {
  /// The size only: `Data(3 bytes)`.
  public var customDumpDescription: String {
    "Data(\(count) \(count == 1 ? "byte" : "bytes"))"
  }
}

extension IndexSet: CustomDumpStringConvertible {
  /// Its offsets, as the shell reads an index set back: `IndexSet([0, 2])`.
  public var customDumpDescription: String {
    "IndexSet([\(map(String.init).joined(separator: ", "))])"
  }
}

extension Decimal: CustomDumpStringConvertible {
  /// The number as written: `12.5`.
  public var customDumpDescription: String { description }
}

extension NSError: CustomDumpReflectable {
  /// The domain, code and user info of the error.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["domain": domain, "code": code, "userInfo": userInfo as [String: Any]],
      displayStyle: .struct
    )
  }
}

/// ISO 8601 text for instants, computed without a formatter (formatters are slow to create and
/// not safe to share between threads).
enum ISO8601Text {
  /// `2026-01-01T00:00:00.000Z` for the instant that many milliseconds after 1970 began.
  static func format(millisecondsSince1970: Double) -> String {
    let totalMilliseconds = Int64(millisecondsSince1970.rounded(.down))
    let millisecondsPerDay: Int64 = 86_400_000
    var days = totalMilliseconds / millisecondsPerDay
    var dayMilliseconds = totalMilliseconds % millisecondsPerDay
    if dayMilliseconds < 0 {
      days -= 1
      dayMilliseconds += millisecondsPerDay
    }
    let (year, month, day) = civilDate(daysSince1970: days)
    let hour = dayMilliseconds / 3_600_000
    let minute = dayMilliseconds / 60_000 % 60
    let second = dayMilliseconds / 1000 % 60
    let millisecond = dayMilliseconds % 1000
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
      + "\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2)).\(padded(millisecond, 3))Z"
  }

  /// The proleptic Gregorian date of a day count, by whole 400-year eras of 146,097 days.
  private static func civilDate(daysSince1970: Int64) -> (Int64, Int64, Int64) {
    let shifted = daysSince1970 + 719_468  // Days from 0000-03-01 to 1970-01-01.
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
