extension AsyncStream {
  /// Creates a stream of the elements of any async sequence that can be shared between tasks.
  ///
  /// The sequence is iterated lazily, from the first element asked for; an error it throws ends
  /// the stream.
  ///
  /// ```swift
  /// let ticks = AsyncStream(clock.timer(interval: .seconds(1)))
  /// ```
  ///
  /// - Parameter sequence: The sequence to iterate.
  public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
    let iterator = SharedIterator(sequence)
    self.init { try? await iterator.next() }
  }

  /// A stream that never produces an element and never finishes: iterating it suspends until the
  /// iterating task is cancelled.
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that has already finished: iterating it ends at once.
  ///
  /// A dependency's test value often returns it: `$0.screenshots = { .finished }`.
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// Creates a stream of the elements of any async sequence that can be shared between tasks.
  ///
  /// The sequence is iterated lazily, from the first element asked for; an error it throws is
  /// thrown by the stream.
  ///
  /// - Parameter sequence: The sequence to iterate.
  public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
    let iterator = SharedIterator(sequence)
    self.init { try await iterator.next() }
  }

  /// A stream that never produces an element and never finishes: iterating it suspends until the
  /// iterating task is cancelled.
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that has already finished, by throwing an error or normally.
  ///
  /// - Parameter error: The error the stream throws, or `nil` for one that just ends.
  /// - Returns: The finished stream.
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}

extension AsyncSequence where Self: Sendable {
  /// Erases the sequence to an `AsyncStream` of its elements; an error it throws ends the stream.
  ///
  /// - Returns: The stream.
  public func eraseToStream() -> AsyncStream<Element> {
    AsyncStream(self)
  }

  /// Erases the sequence to an `AsyncThrowingStream` of its elements.
  ///
  /// - Returns: The stream.
  public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream(self)
  }
}

/// The iterator of a sequence, made when the first element is asked for and kept for the next.
///
/// A stream asks its unfolding closure for one element at a time, so the iterator is never used
/// by two tasks at once.
private final class SharedIterator<Base: AsyncSequence & Sendable>: @unchecked Sendable {
  // NB: `@unchecked`: the stream calls `next()` once at a time, and the lock orders the calls.
  private let base: Base
  private let lock = Lock(())
  private var iterator: Base.AsyncIterator?

  init(_ base: Base) {
    self.base = base
  }

  func next() async throws -> Base.Element? {
    var current: Base.AsyncIterator = {
      lock.lock()
      defer { lock.unlock() }
      if let iterator { return iterator }
      return base.makeAsyncIterator()
    }()
    defer {
      lock.lock()
      iterator = current
      lock.unlock()
    }
    return try await current.next()
  }
}
