import Combine
import Synchronization

/// What a subscription delivered, as text: each value, then how it ended.
final class Recorder<Value, Failure: Error>: Sendable {
  private let recorded = Mutex<[String]>([])

  var events: [String] { recorded.withLock { $0 } }

  func value(_ value: Value) {
    let text = "\(value)"
    recorded.withLock { $0.append(text) }
  }

  func end(_ completion: Subscribers.Completion<Failure>) {
    let text: String
    switch completion {
    case .finished: text = "finished"
    case let .failure(error): text = "failure(\(error))"
    }
    recorded.withLock { $0.append(text) }
  }
}

/// A subscriber that asks for a given number of values at first, and records them.
final class CountingSubscriber: Subscriber, @unchecked Sendable {
  typealias Input = Int
  typealias Failure = Never

  let initial: Subscribers.Demand
  private(set) var values: [Int] = []
  private(set) var subscription: (any Subscription)?
  private(set) var completions = 0

  init(initial: Subscribers.Demand) {
    self.initial = initial
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    subscription.request(initial)
  }

  func receive(_ input: Int) -> Subscribers.Demand {
    values.append(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    completions += 1
  }
}
