extension Publishers {
  /// Calls closures as a subscription goes, passing everything on unchanged: what
  /// `handleEvents` returns.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher watched.
    public let upstream: Upstream
    /// Called with the upstream subscription.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// Called with each value.
    public var receiveOutput: ((Output) -> Void)?
    /// Called with the end.
    public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    /// Called when the downstream cancels.
    public var receiveCancel: (() -> Void)?
    /// Called with each request of the downstream.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let receiveOutput = receiveOutput
      let receiveCompletion = receiveCompletion
      let receiveRequest = receiveRequest
      upstream.subscribe(
        Conduit<Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in
            receiveOutput?(value)
            return conduit.downstream.receive(value)
          },
          onCompletion: { conduit, completion in
            receiveCompletion?(completion)
            conduit.downstream.receive(completion: completion)
          },
          onRequest: { conduit, demand in
            receiveRequest?(demand)
            conduit.requestUpstream(demand)
          },
          onSubscription: receiveSubscription,
          onCancel: receiveCancel))
    }
  }
}

extension Publisher {
  /// Calls closures as the subscription goes: when it starts, at each value, at the end, when
  /// cancelled, at each request.
  ///
  /// - Returns: The same publisher, watched.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }
}
