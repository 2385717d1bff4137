import ComposableArchitecture

/// A count and what happened to it: the highest and lowest it reached, and how many times it
/// changed. The shared-state case studies share it between two tabs.
public struct Stats: Codable, Equatable, Sendable {
  /// The count.
  public private(set) var count = 0
  /// The highest the count reached.
  public private(set) var maxCount = 0
  /// The lowest the count reached.
  public private(set) var minCount = 0
  /// How many times the count changed.
  public private(set) var numberOfCounts = 0

  /// Creates stats of a count that never changed.
  public init() {}

  /// Adds one to the count.
  public mutating func increment() {
    count += 1
    numberOfCounts += 1
    maxCount = max(maxCount, count)
  }

  /// Takes one from the count.
  public mutating func decrement() {
    count -= 1
    numberOfCounts += 1
    minCount = min(minCount, count)
  }
}

/// The tabs of a shared-state case study.
public enum SharedStateTab: Equatable, Sendable {
  /// The tab that changes the count.
  case counter
  /// The tab that shows the count and resets it.
  case profile
}

/// The actions of a primality alert: it has only its OK button.
public enum PrimeAlert: Equatable, Sendable {}

extension AlertState where Action == PrimeAlert {
  /// Says whether a number is prime.
  ///
  /// - Parameter number: The number.
  /// - Returns: The alert.
  public static func primality(of number: Int) -> Self {
    AlertState {
      TextState(
        isPrime(number)
          ? "👍 The number \(number) is prime!" : "👎 The number \(number) is not prime :(")
    }
  }
}

/// Whether a number is prime.
func isPrime(_ number: Int) -> Bool {
  guard number > 1 else { return false }
  var divisor = 2
  while divisor * divisor <= number {
    if number.isMultiple(of: divisor) { return false }
    divisor += 1
  }
  return true
}
