/// The middle of an operator: the subscriber it attaches upstream and the subscription it gives
/// downstream, which does to each value and to the end what the operator does.
///
/// Requests and cancellation go upstream as they come; a value the operator drops returns a
/// demand of one, so that the downstream still gets as many values as it asked for.
final class Conduit<Input, UpstreamFailure: Error, Output, Failure: Error>: Subscriber,
  Subscription, @unchecked Sendable
{
  typealias Downstream = AnySubscriber<Output, Failure>

  let downstream: Downstream
  private let link = UpstreamLink()
  private let onValue: (Conduit, Input) -> Subscribers.Demand
  private let onCompletion: (Conduit, Subscribers.Completion<UpstreamFailure>) -> Void
  private let onRequest: ((Conduit, Subscribers.Demand) -> Void)?
  private let onSubscription: ((any Subscription) -> Void)?
  private let onCancel: (() -> Void)?

  init(
    downstream: Downstream,
    onValue: @escaping (Conduit, Input) -> Subscribers.Demand,
    onCompletion: @escaping (Conduit, Subscribers.Completion<UpstreamFailure>) -> Void,
    onRequest: ((Conduit, Subscribers.Demand) -> Void)? = nil,
    onSubscription: ((any Subscription) -> Void)? = nil,
    onCancel: (() -> Void)? = nil
  ) {
    self.downstream = downstream
    self.onValue = onValue
    self.onCompletion = onCompletion
    self.onRequest = onRequest
    self.onSubscription = onSubscription
    self.onCancel = onCancel
  }

  func receive(subscription: any Subscription) {
    guard link.attach(subscription) else { return }
    onSubscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard link.isAttached else { return .none }
    return onValue(self, input)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard link.detach() != nil else { return }
    onCompletion(self, completion)
  }

  func request(_ demand: Subscribers.Demand) {
    if let onRequest {
      onRequest(self, demand)
    } else {
      requestUpstream(demand)
    }
  }

  /// Asks the upstream for more values.
  func requestUpstream(_ demand: Subscribers.Demand) {
    link.subscription?.request(demand)
  }

  func cancel() {
    guard let upstream = link.detach() else { return }
    onCancel?()
    upstream.cancel()
  }

  /// Cancels the upstream and sends the downstream its end, for an operator that ends early.
  func end(_ completion: Subscribers.Completion<Failure>) {
    guard let upstream = link.detach() else { return }
    upstream.cancel()
    downstream.receive(completion: completion)
  }

  /// Whether the upstream has ended or was cancelled.
  var hasEnded: Bool { link.hasEnded }
}

extension Conduit where UpstreamFailure == Failure {
  /// A conduit that passes the end on unchanged.
  convenience init(
    downstream: Downstream, onValue: @escaping (Conduit, Input) -> Subscribers.Demand
  ) {
    self.init(
      downstream: downstream, onValue: onValue,
      onCompletion: { conduit, completion in conduit.downstream.receive(completion: completion) })
  }
}

extension Subscribers.Completion {
  /// The same end with the error transformed.
  func mapError<Other: Error>(_ transform: (Failure) -> Other) -> Subscribers.Completion<Other> {
    switch self {
    case .finished: return .finished
    case let .failure(error): return .failure(transform(error))
    }
  }
}

extension Subscribers.Completion where Failure == Never {
  /// A publisher that cannot fail finished: the same end for any failure type.
  func promoted<Other: Error>(to _: Other.Type = Other.self) -> Subscribers.Completion<Other> {
    .finished
  }
}
