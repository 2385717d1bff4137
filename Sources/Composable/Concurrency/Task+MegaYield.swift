extension Task where Success == Never, Failure == Never {
  /// Yields the current task many times, as tests written for TCA call it to let other tasks run.
  ///
  /// A `TestStore` does not need it: the store runs its effects on its own serial executor and
  /// lets them run as far as they can after every step. It is kept so that such tests compile,
  /// and it really yields.
  ///
  /// - Parameter count: How many times to yield.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<max(0, count) {
      await Task<Never, Never>.yield()
    }
  }
}

extension Task where Failure == Never {
  /// The task's value; cancelling the waiting task cancels this task too.
  public var cancellableValue: Success {
    get async {
      await withTaskCancellationHandler {
        await value
      } onCancel: {
        cancel()
      }
    }
  }
}

extension Task where Failure == any Error {
  /// The task's value; cancelling the waiting task cancels this task too.
  ///
  /// - Throws: What the task throws.
  public var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await value
      } onCancel: {
        cancel()
      }
    }
  }
}
