import Synchronization

/// A thread-safe list of strings that tests collect into from `@Sendable` closures.
public final class Collected: Sendable {
  private let storage = Mutex<[String]>([])

  /// Creates an empty list.
  public init() {}

  /// Appends a string.
  public func append(_ message: String) {
    storage.withLock { $0.append(message) }
  }

  /// What was appended, in order.
  public var messages: [String] { storage.withLock { $0 } }
}
