/// A publisher of any kind with the given output and failure: what `eraseToAnyPublisher()`
/// returns.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps a publisher.
  ///
  /// - Parameter publisher: The publisher.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher {
      self = erased
      return
    }
    subscribe = { publisher.receive(subscriber: $0) }
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// The publisher, wrapped in an ``AnyPublisher``.
  ///
  /// - Returns: The wrapped publisher.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
