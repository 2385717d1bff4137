/// Something that delivers values over time to the subscribers that attach to it, then ends by
/// finishing or failing.
public protocol Publisher<Output, Failure> {
  /// The values it delivers.
  associatedtype Output
  /// The error it can end with; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches a subscriber: the publisher gives it a subscription, then values as it asks for
  /// them, then a completion.
  ///
  /// - Parameter subscriber: The subscriber.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches a subscriber, as ``receive(subscriber:)`` does.
  ///
  /// - Parameter subscriber: The subscriber.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// Something that receives a subscription, then values it asked for, then a completion.
public protocol Subscriber<Input, Failure> {
  /// The values it receives.
  associatedtype Input
  /// The error it can receive at the end.
  associatedtype Failure: Error

  /// Receives the subscription, through which it asks for values or cancels.
  ///
  /// - Parameter subscription: The subscription.
  func receive(subscription: any Subscription)

  /// Receives a value.
  ///
  /// - Parameter input: The value.
  /// - Returns: How many values it wants beyond those it asked for already.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Receives the end: no value comes after it.
  ///
  /// - Parameter completion: How the publisher ended.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// The link from one subscriber to its publisher: asks for values, or cancels.
public protocol Subscription: Cancellable {
  /// Asks for more values.
  ///
  /// - Parameter demand: How many more; not `.none`.
  func request(_ demand: Subscribers.Demand)
}

/// Subscriptions that need no state.
public enum Subscriptions {
  /// A subscription that ignores requests and cancellation: for a publisher that ends at once.
  public static var empty: any Subscription { EmptySubscription() }
}

private struct EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
