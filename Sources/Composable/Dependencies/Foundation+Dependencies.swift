import Foundation

extension DependencyValues {
  /// The calendar that dates are computed in.
  ///
  /// Live: `Calendar.autoupdatingCurrent`. Test: none; reading it reports that it has no test
  /// value (and then gives the live one), so a test sets a fixed calendar, such as
  /// `Calendar(identifier: .gregorian)`.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The locale that text is formatted in.
  ///
  /// Live: `Locale.autoupdatingCurrent`. Test: none; reading it reports that it has no test value
  /// (and then gives the live one), so a test sets a fixed locale, such as
  /// `Locale(identifier: "en_US")`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone that dates are shown in.
  ///
  /// Live: `TimeZone.autoupdatingCurrent`. Test: none; reading it reports that it has no test
  /// value (and then gives the live one), so a test sets a fixed zone, such as
  /// `TimeZone(secondsFromGMT: 0)!`.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
}
