extension Publishers {
  /// The values of several publishers of one type as they come; finishes when all have, fails
  /// when one does: what `merge(with:)` returns.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publishers merged.
    public let publishers: [Upstream]

    /// Creates the publisher.
    ///
    /// - Parameter publishers: The publishers to merge.
    public init(_ publishers: [Upstream]) {
      self.publishers = publishers
    }

    /// Creates the publisher.
    ///
    /// - Parameter publishers: The publishers to merge.
    public init(_ publishers: Upstream...) {
      self.publishers = publishers
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let merger = Merger<Output, Failure>(
        downstream: AnySubscriber(subscriber), count: publishers.count)
      subscriber.receive(subscription: merger)
      for (index, publisher) in publishers.enumerated() {
        publisher.subscribe(merger.input(index))
      }
      merger.finishIfEmpty()
    }
  }

  /// The values of two publishers as they come: `merge(with:)` of one other publisher.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Creates the publisher.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let merger = Merger<Output, Failure>(downstream: AnySubscriber(subscriber), count: 2)
      subscriber.receive(subscription: merger)
      a.subscribe(merger.input(0))
      b.subscribe(merger.input(1))
    }
  }
}

/// The subscription of a merge: holds each input's subscription, passes on every request to
/// all, and ends when all inputs have finished or one has failed.
final class Merger<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = PlainLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var upstreams: [Int: any Subscription] = [:]
  private var remaining: Int
  private var demand = Subscribers.Demand.none

  init(downstream: AnySubscriber<Output, Failure>, count: Int) {
    self.downstream = downstream
    self.remaining = count
  }

  func input(_ index: Int) -> AnySubscriber<Output, Failure> {
    AnySubscriber(
      receiveSubscription: { [self] subscription in
        let owed = lock.withLock { () -> Subscribers.Demand? in
          guard downstream != nil else { return nil }
          upstreams[index] = subscription
          return self.demand
        }
        guard let owed else { return subscription.cancel() }
        if owed > 0 { subscription.request(owed) }
      },
      receiveValue: { [self] value in
        guard let downstream = lock.withLock({ downstream }) else { return .none }
        return downstream.receive(value)
      },
      receiveCompletion: { [self] completion in end(index, completion) })
  }

  func finishIfEmpty() {
    let downstream = lock.withLock { () -> AnySubscriber<Output, Failure>? in
      guard remaining == 0 else { return nil }
      defer { self.downstream = nil }
      return self.downstream
    }
    downstream?.receive(completion: .finished)
  }

  private func end(_ index: Int, _ completion: Subscribers.Completion<Failure>) {
    let (downstream, others) = lock.withLock {
      () -> (AnySubscriber<Output, Failure>?, [any Subscription]) in
      upstreams[index] = nil
      remaining -= 1
      if case .finished = completion, remaining > 0 { return (nil, []) }
      defer {
        self.downstream = nil
        upstreams = [:]
      }
      return (self.downstream, Array(upstreams.values))
    }
    for other in others { other.cancel() }
    downstream?.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    let upstreams = lock.withLock { () -> [any Subscription] in
      demand += more
      return Array(self.upstreams.values)
    }
    for upstream in upstreams { upstream.request(more) }
  }

  func cancel() {
    let upstreams = lock.withLock { () -> [any Subscription] in
      downstream = nil
      defer { self.upstreams = [:] }
      return Array(self.upstreams.values)
    }
    for upstream in upstreams { upstream.cancel() }
  }
}

extension Publisher {
  /// The values of this publisher and another as they come.
  ///
  /// - Parameter other: The other publisher.
  /// - Returns: A publisher that finishes when both have.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }

}
