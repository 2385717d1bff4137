extension Publishers {
  /// The values of one publisher, then, once it has finished, those of another: what `prepend`
  /// and `append` return.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    public typealias Output = Prefix.Output
    public typealias Failure = Prefix.Failure

    /// The first publisher.
    public let prefix: Prefix
    /// The publisher subscribed to once the first has finished.
    public let suffix: Suffix

    /// Creates the publisher.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let suffix = suffix
      let relay = Relay<Output, Failure>(downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: relay)
      prefix.subscribe(
        relay.input(onFinished: { suffix.subscribe(relay.input(onFinished: nil)) }))
    }
  }
}

/// The subscription of a concatenation: one upstream at a time, the demand not yet met carried
/// over to the next.
final class Relay<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = PlainLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var upstream: (any Subscription)?
  private var demand = Subscribers.Demand.none

  init(downstream: AnySubscriber<Output, Failure>) {
    self.downstream = downstream
  }

  /// A subscriber for the next upstream; when it finishes, `onFinished` subscribes the one
  /// after it, or, when `nil`, the relay finishes.
  func input(onFinished: (() -> Void)?) -> AnySubscriber<Output, Failure> {
    AnySubscriber(
      receiveSubscription: { [self] subscription in
        let owed = lock.withLock { () -> Subscribers.Demand? in
          guard downstream != nil else { return nil }
          upstream = subscription
          return self.demand
        }
        guard let owed else { return subscription.cancel() }
        if owed > 0 { subscription.request(owed) }
      },
      receiveValue: { [self] value in
        guard
          let downstream = lock.withLock({ () -> AnySubscriber<Output, Failure>? in
            if demand > 0 { demand -= 1 }
            return downstream
          })
        else { return .none }
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
      },
      receiveCompletion: { [self] completion in
        if case .finished = completion, let onFinished {
          lock.withLock { upstream = nil }
          onFinished()
          return
        }
        let downstream = lock.withLock { () -> AnySubscriber<Output, Failure>? in
          defer {
            self.downstream = nil
            upstream = nil
          }
          return self.downstream
        }
        downstream?.receive(completion: completion)
      })
  }

  func request(_ more: Subscribers.Demand) {
    let upstream = lock.withLock { () -> (any Subscription)? in
      demand += more
      return self.upstream
    }
    upstream?.request(more)
  }

  func cancel() {
    let upstream = lock.withLock { () -> (any Subscription)? in
      downstream = nil
      defer { self.upstream = nil }
      return self.upstream
    }
    upstream?.cancel()
  }
}

extension Publisher {
  /// The values of another publisher first, then this one's.
  ///
  /// - Parameter publisher: The publisher whose values come first.
  /// - Returns: The concatenation.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Some values first, then this publisher's.
  ///
  /// - Parameter elements: The values that come first.
  /// - Returns: The concatenation.
  public func prepend(
    _ elements: Output...
  )
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    prepend(elements)
  }

  /// The elements of a sequence first, then this publisher's values.
  ///
  /// - Parameter elements: The values that come first.
  /// - Returns: The concatenation.
  public func prepend<S: Swift.Sequence>(
    _ elements: S
  )
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where S.Element == Output
  {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// This publisher's values, then, once it has finished, another's.
  ///
  /// - Parameter publisher: The publisher whose values come after.
  /// - Returns: The concatenation.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }

  /// This publisher's values, then some more once it has finished.
  ///
  /// - Parameter elements: The values that come after.
  /// - Returns: The concatenation.
  public func append(
    _ elements: Output...
  )
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    append(elements)
  }

  /// This publisher's values, then the elements of a sequence once it has finished.
  ///
  /// - Parameter elements: The values that come after.
  /// - Returns: The concatenation.
  public func append<S: Swift.Sequence>(
    _ elements: S
  )
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where S.Element == Output
  {
    append(Publishers.Sequence(sequence: elements))
  }
}
