/// Runs an operation with changed dependencies: `@Dependency` reads the changed values inside it,
/// and so do the tasks it creates.
///
/// ```swift
/// let fact = withDependencies {
///   $0.factClient.fetch = { "\($0) is a good number." }
/// } operation: {
///   FactFeature().fact(for: 1)
/// }
/// ```
///
/// - Parameters:
///   - updateValuesForOperation: A closure that changes a copy of the current dependencies.
///   - operation: The operation to run with the changed dependencies.
/// - Returns: What the operation returns.
/// - Throws: What either closure throws.
@discardableResult
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues._current
  try values.update(updateValuesForOperation)
  return try DependencyValues.$_current.withValue(values, operation: operation)
}

/// Runs an asynchronous operation with changed dependencies: `@Dependency` reads the changed
/// values inside it, and so do the tasks it creates.
///
/// - Parameters:
///   - updateValuesForOperation: A closure that changes a copy of the current dependencies.
///   - isolation: The actor the operation runs on, the caller's by default.
///   - operation: The operation to run with the changed dependencies.
/// - Returns: What the operation returns.
/// - Throws: What either closure throws.
@discardableResult
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues._current
  try await values.update(updateValuesForOperation)
  return try await DependencyValues.$_current.withValue(values, operation: operation)
}
