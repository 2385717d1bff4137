/// The values of a publisher that cannot fail, as an asynchronous sequence: what `values`
/// returns.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output

  private let publisher: P

  /// Creates the sequence.
  ///
  /// - Parameter publisher: The publisher.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// Subscribes to the publisher, which delivers one value for each `next()`.
  public func makeAsyncIterator() -> Iterator {
    Iterator(feed: AsyncFeed(publisher))
  }

  /// Waits for the publisher's next value.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let feed: AsyncFeed<P.Output, Never>

    public mutating func next() async -> P.Output? {
      await feed.nextValue()
    }
  }
}

/// The values of a publisher that can fail, as an asynchronous sequence that throws its error:
/// what `values` returns.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output

  private let publisher: P

  /// Creates the sequence.
  ///
  /// - Parameter publisher: The publisher.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// Subscribes to the publisher, which delivers one value for each `next()`.
  public func makeAsyncIterator() -> Iterator {
    Iterator(feed: AsyncFeed(publisher))
  }

  /// Waits for the publisher's next value, or throws its error.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let feed: AsyncFeed<P.Output, P.Failure>

    public mutating func next() async throws -> P.Output? {
      try await feed.next()
    }
  }
}

extension Publisher where Failure == Never {
  /// The publisher's values, as an asynchronous sequence.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The publisher's values, as an asynchronous sequence that throws the publisher's error.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A subscriber that asks for one value each time the iterator waits for one.
private final class AsyncFeed<Output, Failure: Error>: Subscriber, @unchecked Sendable {
  private enum Event {
    case value(Output)
    case end(Subscribers.Completion<Failure>)
  }

  private let lock = PlainLock()
  private let subscribeUpstream: (AsyncFeed) -> Void
  private var isSubscribed = false
  private var subscription: (any Subscription)?
  private var events: [Event] = []
  private var waiting: UnsafeContinuation<UnsafeTransfer<Event>, Never>?
  private var isOver = false

  init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribeUpstream = { publisher.subscribe($0) }
  }

  deinit {
    subscription?.cancel()
  }

  func receive(subscription: any Subscription) {
    let wanted = lock.withLock { () -> Bool in
      self.subscription = subscription
      return waiting != nil
    }
    if wanted { subscription.request(.max(1)) }
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    deliver(.value(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    deliver(.end(completion))
  }

  private func deliver(_ event: Event) {
    let waiter = lock.withLock { () -> UnsafeContinuation<UnsafeTransfer<Event>, Never>? in
      if case .end = event { subscription = nil }
      guard let waiter = waiting else {
        events.append(event)
        return nil
      }
      waiting = nil
      return waiter
    }
    waiter?.resume(returning: UnsafeTransfer(event))
  }

  func nextValue() async -> Output? where Failure == Never {
    await next()
  }

  func next() async throws(Failure) -> Output? {
    let event = await withTaskCancellationHandler {
      await withUnsafeContinuation {
        (continuation: UnsafeContinuation<UnsafeTransfer<Event>, Never>) in
        let (ready, subscribe, request) = lock.withLock {
          () -> (Event?, Bool, (any Subscription)?) in
          if isOver { return (.end(.finished), false, nil) }
          if !events.isEmpty { return (events.removeFirst(), false, nil) }
          waiting = continuation
          defer { isSubscribed = true }
          return (nil, !isSubscribed, subscription)
        }
        if let ready { return continuation.resume(returning: UnsafeTransfer(ready)) }
        if subscribe { subscribeUpstream(self) }
        request?.request(.max(1))
      }
    } onCancel: {
      let (subscription, waiter) = lock.withLock {
        () -> ((any Subscription)?, UnsafeContinuation<UnsafeTransfer<Event>, Never>?) in
        isOver = true
        defer {
          self.subscription = nil
          waiting = nil
        }
        return (self.subscription, waiting)
      }
      subscription?.cancel()
      waiter?.resume(returning: UnsafeTransfer(.end(.finished)))
    }
    switch event.value {
    case let .value(value):
      return value
    case .end(.finished):
      lock.withLock { isOver = true }
      return nil
    case let .end(.failure(error)):
      lock.withLock { isOver = true }
      throw error
    }
  }
}
