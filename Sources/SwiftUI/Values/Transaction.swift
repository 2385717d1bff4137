/// The context of a state change, as SwiftUI's `Transaction`: here only the animation it asks
/// for, which the engine keeps but does not play.
public struct Transaction: Hashable, Sendable {
  /// The animation the change asks for, if any.
  public var animation: Animation?
  /// Whether the change asks that animations be turned off.
  public var disablesAnimations: Bool

  /// Creates a transaction without animation.
  public init() {
    self.animation = nil
    self.disablesAnimations = false
  }

  /// Creates a transaction that asks for an animation.
  ///
  /// - Parameter animation: The animation, if any.
  public init(animation: Animation?) {
    self.animation = animation
    self.disablesAnimations = false
  }
}

/// Runs `body`, as SwiftUI does with the changes it makes animated.
///
/// The engine has no views to animate: the body runs, and its result is returned, exactly as
/// without the call. It is here so that code written for SwiftUI compiles unchanged.
///
/// - Parameters:
///   - animation: The animation asked for.
///   - body: The changes to make.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body`, as SwiftUI does in a transaction.
///
/// The engine has no views to animate: the body runs, and its result is returned, exactly as
/// without the call.
///
/// - Parameters:
///   - transaction: The transaction asked for.
///   - body: The changes to make.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}
