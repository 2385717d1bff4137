extension Publishers {
  /// A publisher of a sequence's elements, as many as asked for, then finished.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element

    /// The elements.
    public let sequence: Elements

    /// Creates the publisher.
    ///
    /// - Parameter sequence: The elements.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = ElementsSubscription<Elements, Failure>(
        sequence, downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: subscription)
      subscription.finishIfEmpty()
    }
  }
}

extension Sequence {
  /// A publisher of the sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}

/// Hands out a sequence's elements as they are asked for, then the end.
final class ElementsSubscription<Elements: Sequence, Failure: Error>: Subscription,
  @unchecked Sendable
{
  private let lock = PlainLock()
  private var iterator: Elements.Iterator
  private var next: Elements.Element?
  private var downstream: AnySubscriber<Elements.Element, Failure>?
  private var demand = Subscribers.Demand.none
  private var isDelivering = false

  init(_ elements: Elements, downstream: AnySubscriber<Elements.Element, Failure>) {
    self.iterator = elements.makeIterator()
    self.next = iterator.next()
    self.downstream = downstream
  }

  /// Finishes at once when there is no element: an empty sequence needs no demand to end.
  func finishIfEmpty() {
    let downstream = lock.withLock { () -> AnySubscriber<Elements.Element, Failure>? in
      guard next == nil else { return nil }
      defer { self.downstream = nil }
      return self.downstream
    }
    downstream?.receive(completion: .finished)
  }

  func request(_ more: Subscribers.Demand) {
    let start = lock.withLock { () -> Bool in
      demand += more
      guard !isDelivering, downstream != nil else { return false }
      isDelivering = true
      return true
    }
    guard start else { return }
    while true {
      let step = lock.withLock {
        () -> (AnySubscriber<Elements.Element, Failure>, Elements.Element?)? in
        guard let downstream else { return nil }
        guard let element = next else {
          self.downstream = nil
          return (downstream, nil)
        }
        guard demand > 0 else {
          isDelivering = false
          return nil
        }
        demand -= 1
        next = iterator.next()
        return (downstream, element)
      }
      guard let (downstream, element) = step else { return }
      guard let element else {
        downstream.receive(completion: .finished)
        return
      }
      let more = downstream.receive(element)
      lock.withLock { demand += more }
    }
  }

  func cancel() {
    lock.withLock { downstream = nil }
  }
}

/// A publisher that delivers one value, then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value.
  public let output: Output

  /// Creates the publisher.
  ///
  /// - Parameter output: The value.
  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let subscription = ElementsSubscription<CollectionOfOne<Output>, Never>(
      CollectionOfOne(output), downstream: AnySubscriber(subscriber))
    subscriber.receive(subscription: subscription)
  }
}

extension Just: Equatable where Output: Equatable {}
