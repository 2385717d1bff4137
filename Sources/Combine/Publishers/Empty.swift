/// A publisher that delivers nothing: it finishes at once, or never.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether it finishes as soon as it is subscribed to.
  public let completeImmediately: Bool

  /// Creates the publisher.
  ///
  /// - Parameter completeImmediately: Whether it finishes at once; when `false` it never ends.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates the publisher, naming its types.
  ///
  /// - Parameters:
  ///   - completeImmediately: Whether it finishes at once.
  ///   - outputType: The output type.
  ///   - failureType: The failure type.
  public init(
    completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
  ) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error.
  public let error: Failure

  /// Creates the publisher.
  ///
  /// - Parameter error: The error it fails with.
  public init(error: Failure) {
    self.error = error
  }

  /// Creates the publisher, naming its output type.
  ///
  /// - Parameters:
  ///   - outputType: The output type.
  ///   - failure: The error it fails with.
  public init(outputType: Output.Type, failure: Failure) {
    self.error = failure
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

/// A publisher made anew for each subscriber, when it subscribes.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure

  /// Makes the publisher.
  public let createPublisher: () -> DeferredPublisher

  /// Creates the publisher.
  ///
  /// - Parameter createPublisher: Makes the publisher a subscriber subscribes to.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    createPublisher().receive(subscriber: subscriber)
  }
}
