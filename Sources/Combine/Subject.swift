/// A publisher that code can send values and an end through, to every current subscriber.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to every subscriber that asked for one.
  ///
  /// - Parameter value: The value.
  func send(_ value: Output)

  /// Sends the end to every subscriber; later subscribers get it at once.
  ///
  /// - Parameter completion: How the subject ends.
  func send(completion: Subscribers.Completion<Failure>)

  /// Asks a subscription for every value, so that its publisher's values can be sent through
  /// the subject.
  ///
  /// - Parameter subscription: The upstream subscription.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends nothing, as a value: `subject.send()`.
  public func send() { send(()) }
}

extension Publisher {
  /// Sends every value and the end of this publisher through a subject.
  ///
  /// - Parameter subject: The subject.
  /// - Returns: What cancels the subscription.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let relay = Subscribers.Sink<Output, Failure>(
      receiveCompletion: { [weak subject] in subject?.send(completion: $0) },
      receiveValue: { [weak subject] in subject?.send($0) })
    subscribe(relay)
    return AnyCancellable(relay)
  }
}

/// The subscribers of a subject, and how it ended: the part both subjects share.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
  private let lock = PlainLock()
  private var subscriptions: [ObjectIdentifier: SubjectSubscription<Output, Failure>] = [:]
  private var order: [ObjectIdentifier] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []

  /// Attaches a subscriber; one that comes after the end gets the end at once.
  func attach(
    _ subscriber: AnySubscriber<Output, Failure>, current: (() -> Output)? = nil
  ) {
    let subscription = SubjectSubscription(
      downstream: subscriber, current: current,
      onCancel: { [weak self] in self?.remove($0) })
    let ended = lock.withLock { () -> Subscribers.Completion<Failure>? in
      if let completion { return completion }
      subscriptions[ObjectIdentifier(subscription)] = subscription
      order.append(ObjectIdentifier(subscription))
      return nil
    }
    if let ended {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: ended)
      return
    }
    subscriber.receive(subscription: subscription)
  }

  private func remove(_ subscription: SubjectSubscription<Output, Failure>) {
    lock.withLock {
      let id = ObjectIdentifier(subscription)
      subscriptions[id] = nil
      order.removeAll { $0 == id }
    }
  }

  /// Sends a value to the subscribers that asked for one, in the order they subscribed.
  func send(_ value: Output) {
    let current = lock.withLock { () -> [SubjectSubscription<Output, Failure>]? in
      guard completion == nil else { return nil }
      return order.compactMap { subscriptions[$0] }
    }
    for subscription in current ?? [] { subscription.deliver(value) }
  }

  /// Sends the end once.
  func send(completion: Subscribers.Completion<Failure>) {
    let current = lock.withLock { () -> [SubjectSubscription<Output, Failure>]? in
      guard self.completion == nil else { return nil }
      self.completion = completion
      defer {
        subscriptions = [:]
        order = []
        upstreams = []
      }
      return order.compactMap { subscriptions[$0] }
    }
    for subscription in current ?? [] { subscription.finish(completion) }
  }

  /// Keeps an upstream subscription and asks it for every value.
  func send(subscription: any Subscription) {
    lock.withLock { upstreams.append(subscription) }
    subscription.request(.unlimited)
  }
}

/// One subscriber's link to a subject: its demand, and for a current-value subject, whether it
/// has had the current value yet.
final class SubjectSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = PlainLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var current: (() -> Output)?
  private let onCancel: (SubjectSubscription) -> Void

  init(
    downstream: AnySubscriber<Output, Failure>, current: (() -> Output)?,
    onCancel: @escaping (SubjectSubscription) -> Void
  ) {
    self.downstream = downstream
    self.current = current
    self.onCancel = onCancel
  }

  func request(_ more: Subscribers.Demand) {
    let first = lock.withLock { () -> (AnySubscriber<Output, Failure>, () -> Output)? in
      demand += more
      guard let downstream, let current, demand > 0 else { return nil }
      self.current = nil
      demand -= 1
      return (downstream, current)
    }
    guard let (downstream, current) = first else { return }
    let again = downstream.receive(current())
    lock.withLock { demand += again }
  }

  func deliver(_ value: Output) {
    guard let receiver = takeDemand() else { return }
    let again = receiver.receive(value)
    lock.withLock { demand += again }
  }

  /// The subscriber, when it asked for a value, one less of which it now wants.
  private func takeDemand() -> AnySubscriber<Output, Failure>? {
    lock.withLock {
      guard demand > 0 else { return nil }
      // A value sent before the first request replaces the current value owed.
      current = nil
      demand -= 1
      return downstream
    }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let receiver = lock.withLock { () -> AnySubscriber<Output, Failure>? in
      defer { downstream = nil }
      return downstream
    }
    receiver?.receive(completion: completion)
  }

  func cancel() {
    let wasLive = lock.withLock { () -> Bool in
      defer { downstream = nil }
      return downstream != nil
    }
    if wasLive { onCancel(self) }
  }
}
