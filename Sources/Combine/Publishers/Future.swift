/// A publisher of one value that some work delivers later, through a promise: the work runs
/// once, when the future is made, and every subscriber gets its result.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// Fulfils a future with its value or error.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = PlainLock()
  private var result: Result<Output, Failure>?
  private var waiting: [FutureSubscription<Output, Failure>] = []

  /// Creates a future and runs its work.
  ///
  /// - Parameter attemptToFulfill: The work; it calls the promise once.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] result in fulfil(result) }
  }

  private func fulfil(_ result: Result<Output, Failure>) {
    let waiting = lock.withLock { () -> [FutureSubscription<Output, Failure>] in
      guard self.result == nil else { return [] }
      self.result = result
      defer { self.waiting = [] }
      return self.waiting
    }
    for subscription in waiting { subscription.fulfil(result) }
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    let subscription = FutureSubscription(downstream: AnySubscriber(subscriber))
    subscriber.receive(subscription: subscription)
    if let fulfilled = take(subscription) { subscription.fulfil(fulfilled) }
  }

  /// The result, or, while there is none, keeps the subscription to fulfil later.
  private func take(
    _ subscription: FutureSubscription<Output, Failure>
  ) -> Result<
    Output, Failure
  >? {
    lock.withLock {
      if result == nil { waiting.append(subscription) }
      return result
    }
  }
}

/// One subscriber of a future: gets the result once it is there and asked for.
final class FutureSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = PlainLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var requested = false
  private var result: Result<Output, Failure>?

  init(downstream: AnySubscriber<Output, Failure>) {
    self.downstream = downstream
  }

  func fulfil(_ result: Result<Output, Failure>) {
    lock.withLock { self.result = result }
    deliverIfReady()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.withLock { requested = true }
    deliverIfReady()
  }

  private func deliverIfReady() {
    let ready = lock.withLock {
      () -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
      guard requested, let result, let downstream else { return nil }
      self.downstream = nil
      return (downstream, result)
    }
    guard let (downstream, result) = ready else { return }
    switch result {
    case let .success(value):
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case let .failure(error):
      downstream.receive(completion: .failure(error))
    }
  }

  func cancel() {
    lock.withLock { downstream = nil }
  }
}
