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
    .incrementing(IncrementingUUIDGenerator())
  }

  /// A generator that gives the UUIDs `generator` counts, so that its owner can read how many
  /// were made.
  ///
  /// - Parameter generator: The count.
  /// - Returns: A generator that gives `UUID(generator.count)` and counts on.
  package static func incrementing(_ generator: IncrementingUUIDGenerator) -> UUIDGenerator {
    UUIDGenerator { generator() }
  }

  /// Returns a generator that always gives the same UUID.
  ///
  /// - Parameter uuid: The UUID to give.
  /// - Returns: A generator that gives `uuid`.
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }
}

/// The count behind an incrementing `UUIDGenerator`: it gives `UUID(count)` and counts on.
///
/// What a shell session keeps to put its UUIDs back where they were: it reads how many were
/// made at a checkpoint and starts a generator from that count when it rewinds to it.
package final class IncrementingUUIDGenerator: Sendable {
  // NB: An atomic rather than a `Mutex`: Thread Sanitizer does not see the futex a `Mutex` waits
  // on as synchronization.
  private let next: Atomic<Int>

  /// Creates a count that gives `UUID(count)` first.
  ///
  /// - Parameter count: How many UUIDs count as made already.
  package init(count: Int = 0) {
    next = Atomic(count)
  }

  /// How many UUIDs were made, the starting count included: the next one is `UUID(count)`.
  package var count: Int {
    next.load(ordering: .relaxed)
  }

  /// Counts from `count` again: the next UUID is `UUID(count)`.
  package func restart(at count: Int) {
    next.store(count, ordering: .relaxed)
  }

  /// Returns the next UUID.
  ///
  /// - Returns: `UUID(count)`, counting it.
  package func callAsFunction() -> UUID {
    UUID(next.add(1, ordering: .relaxed).oldValue)
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
