/// A dependency that lends a random number generator to the code that needs one.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
/// ```
///
/// A test makes the numbers predictable by overriding it with a seeded generator:
/// `$0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededGenerator(seed: 0))`.
/// Calls are serialised, so the generator's sequence does not depend on which task asks first.
public struct WithRandomNumberGenerator: Sendable {
  private let generator: LockIsolated<any RandomNumberGenerator & Sendable>

  /// Creates a dependency that lends `generator`.
  ///
  /// - Parameter generator: The generator to lend; its state carries over from call to call.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = LockIsolated(generator)
  }

  /// Lends the generator to `work`, alone.
  ///
  /// - Parameter work: A function given the generator.
  /// - Returns: What `work` returns.
  /// - Throws: What `work` throws.
  public func callAsFunction<R>(
    _ work: (inout any RandomNumberGenerator & Sendable) throws -> R
  ) rethrows -> R {
    try generator.withValue { try work(&$0) }
  }
}

extension DependencyValues {
  /// A random number generator to draw random values from.
  ///
  /// Live: the system's generator. Test: none; reading it reports that it has no test value
  /// (and then lends the system's generator), so a test overrides it with a seeded generator.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static var liveValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(SystemRandomNumberGenerator())
  }
}
