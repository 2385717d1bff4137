extension Subscribers {
  /// A subscriber that asks for every value and hands each, and the end, to a closure.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// Receives each value.
    public let receiveValue: (Input) -> Void
    /// Receives the end.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let link = UpstreamLink()

    /// Creates a sink.
    ///
    /// - Parameters:
    ///   - receiveCompletion: Receives the end.
    ///   - receiveValue: Receives each value.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      guard link.attach(subscription) else { return }
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      guard link.isAttached else { return .none }
      receiveValue(input)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      guard link.detach() != nil else { return }
      receiveCompletion(completion)
    }

    /// Cancels the subscription: no value or end comes after.
    public func cancel() {
      link.detach()?.cancel()
    }
  }
}

extension Publisher {
  /// Attaches a subscriber that asks for every value and hands each, and the end, to closures.
  ///
  /// - Parameters:
  ///   - receiveCompletion: Receives the end.
  ///   - receiveValue: Receives each value.
  /// - Returns: What cancels the subscription, when cancelled or released.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }

  /// Attaches a subscriber that asks for every value and hands each to a closure.
  ///
  /// - Parameter receiveValue: Receives each value.
  /// - Returns: What cancels the subscription, when cancelled or released.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
  where Failure == Never {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

extension Subscribers {
  /// A subscriber that asks for every value and writes each to a property of an object.
  public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
    public typealias Failure = Never

    /// The object written to, until the subscription ends.
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private let link = UpstreamLink()

    /// Creates the subscriber.
    ///
    /// - Parameters:
    ///   - object: The object to write to.
    ///   - keyPath: The property to write.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public func receive(subscription: any Subscription) {
      guard link.attach(subscription) else { return }
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      guard link.isAttached else { return .none }
      object?[keyPath: keyPath] = input
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      guard link.detach() != nil else { return }
      object = nil
    }

    /// Cancels the subscription and lets go of the object.
    public func cancel() {
      link.detach()?.cancel()
      object = nil
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes every value to a property of an object.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - object: The object, held until the subscription ends.
  /// - Returns: What cancels the subscription.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
