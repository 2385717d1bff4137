import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A dependency that gives new UUIDs.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator from a function that returns a new UUID.
  ///
  /// - Parameter generate: A function that returns a new UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Returns a new UUID.
  ///
  /// - Returns: A UUID.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// A generator of random UUIDs: the live value.
  public static var random: UUIDGenerator {
    UUIDGenerator { UUID() }
  }

  /// A generator that counts up from `00000000-0000-0000-0000-000000000000`, then `…0001`, and so
  /// on: `UUID(0)`, `UUID(1)`, …; each generator made by this property counts on its own, safely
  /// from any thread.
  public static var incrementing: UUIDGenerator {
    // NB: An atomic rather than a `Mutex`: Thread Sanitizer does not see the futex a `Mutex`
    // waits on as synchronization.
    let counter = Atomic(0)
    return UUIDGenerator {
      UUID(counter.add(1, ordering: .relaxed).oldValue)
    }
  }

  /// Returns a generator that always gives the same UUID.
  ///
  /// - Parameter uuid: The UUID to give.
  /// - Returns: A generator that gives `uuid`.
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }
}

extension DependencyValues {
  /// A generator of new UUIDs.
  ///
  /// Live: random UUIDs. Test: random UUIDs, after reporting a failure the first time one is made;
  /// a test that makes UUIDs overrides it, usually with `.incrementing`.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static var liveValue: UUIDGenerator { .random }
  static var testValue: UUIDGenerator {
    let reporter = UnimplementedReporter(
      .unimplemented(
        name: "uuid", use: "was called",
        fallback: "A random UUID is returned, so the test cannot expect it.",
        override: ".incrementing"))
    return UUIDGenerator {
      reporter.reportOnce()
      return UUID()
    }
  }
}
