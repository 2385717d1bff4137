/// A subscriber's hold on its one upstream subscription: attached once, detached once.
final class UpstreamLink: @unchecked Sendable {
  private enum Status {
    case waiting
    case attached(any Subscription)
    case ended
  }

  private let lock = PlainLock()
  private var status = Status.waiting

  /// Keeps the subscription; `false`, and the subscription cancelled, when one came already or
  /// the link ended.
  func attach(_ subscription: any Subscription) -> Bool {
    let attached = lock.withLock { () -> Bool in
      guard case .waiting = status else { return false }
      status = .attached(subscription)
      return true
    }
    if !attached { subscription.cancel() }
    return attached
  }

  /// Whether a subscription is held.
  var isAttached: Bool {
    lock.withLock {
      if case .attached = status { return true }
      return false
    }
  }

  /// The subscription, while attached.
  var subscription: (any Subscription)? {
    lock.withLock {
      if case let .attached(subscription) = status { return subscription }
      return nil
    }
  }

  /// Ends the link, returning the subscription it held, if any: once.
  @discardableResult
  func detach() -> (any Subscription)? {
    lock.withLock {
      defer { status = .ended }
      if case let .attached(subscription) = status { return subscription }
      return nil
    }
  }

  /// Whether the link has ended.
  var hasEnded: Bool {
    lock.withLock {
      if case .ended = status { return true }
      return false
    }
  }
}
