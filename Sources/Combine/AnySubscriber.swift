/// A subscriber of any kind with the given input and failure.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  private let receiveSubscription: (any Subscription) -> Void
  private let receiveValue: (Input) -> Subscribers.Demand
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

  /// Wraps a subscriber.
  ///
  /// - Parameter subscriber: The subscriber.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber {
      self = erased
      return
    }
    receiveSubscription = subscriber.receive(subscription:)
    receiveValue = subscriber.receive(_:)
    receiveCompletion = subscriber.receive(completion:)
  }

  /// Creates a subscriber from closures.
  ///
  /// - Parameters:
  ///   - receiveSubscription: Receives the subscription.
  ///   - receiveValue: Receives a value and returns how many more it wants.
  ///   - receiveCompletion: Receives the end.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    self.receiveSubscription = receiveSubscription ?? { _ in }
    self.receiveValue = receiveValue ?? { _ in .none }
    self.receiveCompletion = receiveCompletion ?? { _ in }
  }

  public func receive(subscription: any Subscription) { receiveSubscription(subscription) }

  public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }

  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletion(completion)
  }
}

extension Subscriber {
  /// Receives a value that is nothing: `subject.send()`'s subscribers.
  ///
  /// - Returns: How many more values it wants.
  public func receive() -> Subscribers.Demand where Input == Void { receive(()) }
}
