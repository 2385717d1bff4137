extension Effect {
  /// An effect that subscribes to a Combine publisher and feeds each of its values back as an
  /// action, in order, until the publisher finishes.
  ///
  /// It runs as a `.run` effect does: it is in flight until the publisher finishes, a store's
  /// `.cancellable(id:)` and `.cancel(id:)` cancel it (cancelling the subscription), and a
  /// `TestStore` counts it among the effects still running at the end of a test. The
  /// publisher is made, and subscribed to, when the effect starts.
  ///
  /// - Parameter createPublisher: Makes the publisher of actions.
  /// - Returns: An effect.
  public static func publisher<P: Publisher>(
    _ createPublisher: @escaping () -> P,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Self where P.Output == Action, P.Failure == Never {
    let subscribe: () -> PublishedActions<Action> = { PublishedActions(createPublisher()) }
    let start = UncheckedSendable(subscribe)
    return .run(
      operation: { send in
        for await action in start.value() {
          await send(action.value)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The values of a publisher, buffered as they come, until it finishes or the task that reads
/// them is cancelled, which cancels the subscription.
private struct PublishedActions<Action>: AsyncSequence {
  typealias Element = UncheckedSendable<Action>

  private let stream: AsyncStream<Element>
  private let subscription: AnyCancellable

  init<P: Publisher>(_ publisher: P) where P.Output == Action, P.Failure == Never {
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
    self.stream = stream
    self.subscription = publisher.sink(
      receiveCompletion: { _ in continuation.finish() },
      receiveValue: { continuation.yield(UncheckedSendable($0)) })
    let subscription = UncheckedSendable(subscription)
    continuation.onTermination = { _ in subscription.value.cancel() }
  }

  func makeAsyncIterator() -> Iterator {
    Iterator(base: stream.makeAsyncIterator(), subscription: subscription)
  }

  struct Iterator: AsyncIteratorProtocol {
    var base: AsyncStream<Element>.Iterator
    /// Held while the iterator is, so that the subscription lasts as long as the reading.
    let subscription: AnyCancellable

    mutating func next() async -> Element? {
      await base.next()
    }
  }
}
