#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A dependency that gives the current date.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// Creates a generator from a function that returns the current date.
  ///
  /// - Parameter generate: A function that returns the current date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date; setting it makes the generator give that date from then on, as
  /// `$0.date.now = Date(timeIntervalSince1970: 0)` does in a test.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// Returns the current date.
  ///
  /// - Returns: The current date.
  public func callAsFunction() -> Date {
    generate()
  }

  /// A generator that gives the system's date: the live value.
  public static var now: DateGenerator {
    DateGenerator { Date() }
  }

  /// Returns a generator that always gives the same date.
  ///
  /// - Parameter now: The date to give.
  /// - Returns: A generator that gives `now`.
  public static func constant(_ now: Date) -> DateGenerator {
    DateGenerator { now }
  }
}

extension DependencyValues {
  /// A generator of the current date.
  ///
  /// Live: the system's date. Test: the system's date, after reporting a failure the first time it
  /// is read; a test that reads the date overrides it, usually with `.constant(…)`.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static var liveValue: DateGenerator { .now }
  static var testValue: DateGenerator {
    let reporter = UnimplementedReporter(
      .unimplemented(
        name: "date", use: "was read",
        fallback: "The system's date is returned, so the test depends on when it runs.",
        override: ".constant(Date(timeIntervalSince1970: 0))"))
    return DateGenerator {
      reporter.reportOnce()
      return Date()
    }
  }
}
