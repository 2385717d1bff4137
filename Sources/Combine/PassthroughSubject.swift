/// A subject that sends each value to the subscribers present at the time, and keeps none.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = SubjectSubscribers<Output, Failure>()

  /// Creates a subject.
  public init() {}

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscribers.attach(AnySubscriber(subscriber))
  }

  public func send(_ value: Output) { subscribers.send(value) }

  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }

  public func send(subscription: any Subscription) { subscribers.send(subscription: subscription) }
}

/// A subject that holds a current value: each new subscriber gets it first, and setting it
/// sends it.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = SubjectSubscribers<Output, Failure>()
  private let lock = PlainLock()
  private var current: Output

  /// Creates a subject.
  ///
  /// - Parameter value: The current value.
  public init(_ value: Output) {
    self.current = value
  }

  /// The current value; setting it sends it to every subscriber.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscribers.attach(AnySubscriber(subscriber), current: { [self] in value })
  }

  public func send(_ value: Output) {
    lock.withLock { current = value }
    subscribers.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }

  public func send(subscription: any Subscription) { subscribers.send(subscription: subscription) }
}
