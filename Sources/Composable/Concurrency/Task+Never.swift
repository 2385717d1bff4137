import Synchronization

extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`.
  ///
  /// An effect that must stay in flight until it is cancelled — one that holds a resource, or
  /// stands in for a stream that never ends — awaits it:
  ///
  /// ```swift
  /// return .run { _ in
  ///   try await Task.never()
  /// }
  /// .cancellable(id: CancelID.session)
  /// ```
  ///
  /// The task is suspended, not polling, while it waits; a task already cancelled throws at once.
  ///
  /// - Throws: `CancellationError`, once the current task is cancelled.
  public static func never() async throws -> Never {
    let wait = CancellationWait()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        wait.suspend(continuation)
      }
    } onCancel: {
      wait.cancel()
    }
    // Only cancellation resumes the continuation, and it resumes it by throwing.
    preconditionFailure("'Task.never()' returned without being cancelled.")
  }
}

/// The state of one `Task.never()`: a continuation waiting for cancellation, or the news that
/// cancellation came before the continuation did.
private final class CancellationWait: Sendable {
  private enum State {
    case idle
    case suspended(CheckedContinuation<Void, any Error>)
    case cancelled
  }

  private let state = Lock(State.idle)

  /// Keeps the continuation until cancellation, or resumes it at once when the task is already
  /// cancelled.
  func suspend(_ continuation: CheckedContinuation<Void, any Error>) {
    let cancelled = state.withLock { state in
      guard case .idle = state else { return true }
      state = .suspended(continuation)
      return false
    }
    if cancelled { continuation.resume(throwing: CancellationError()) }
  }

  /// Resumes the waiting continuation, or records cancellation for the one still to come.
  func cancel() {
    let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      defer { state = .cancelled }
      guard case .suspended(let continuation) = state else { return nil }
      return continuation
    }
    continuation?.resume(throwing: CancellationError())
  }
}
