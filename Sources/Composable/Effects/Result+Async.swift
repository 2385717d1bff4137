extension Result where Failure == any Error {
  /// Creates a result from an asynchronous throwing operation: `.success` with its value, or
  /// `.failure` with the error it threw. Written `Result { try await … }`.
  ///
  /// - Parameter body: The operation.
  public init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
