extension Store {
  /// A Combine publisher of the store's state: the current state when subscribed to, then the
  /// state after each action the store reduces. `store.publisher.count` publishes one property,
  /// without repeats.
  ///
  /// A subscription keeps the store alive.
  public var publisher: StorePublisher<State> {
    StorePublisher(store: self, upstream: stateChanges())
  }
}

/// A publisher of a store's state, or of a property of it: what `store.publisher` returns.
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  public typealias Output = State
  public typealias Failure = Never

  private let store: AnyObject
  private let upstream: AnyPublisher<State, Never>

  init(store: AnyObject, upstream: AnyPublisher<State, Never>) {
    self.store = store
    self.upstream = upstream
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
    // As in TCA, a subscriber keeps the store alive until its subscription ends.
    let store = store
    upstream.subscribe(
      AnySubscriber(
        receiveSubscription: subscriber.receive(subscription:),
        receiveValue: { value in
          _ = store
          return subscriber.receive(value)
        },
        receiveCompletion: subscriber.receive(completion:)))
  }

  /// A publisher of one property of the state, which passes on a value only when it changed.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: The publisher.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>)
    -> StorePublisher<Value>
  {
    StorePublisher<Value>(
      store: store,
      upstream: upstream.map { $0[keyPath: keyPath] }.removeDuplicates().eraseToAnyPublisher())
  }
}
