/// Something that can be stopped: a subscription, or work a scheduler will run.
public protocol Cancellable {
  /// Stops it. Calling it more than once does nothing more.
  func cancel()
}

/// A cancellable that cancels what it wraps when it is cancelled or deallocated: what `sink`
/// returns, and what a `Set<AnyCancellable>` keeps alive.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = PlainLock()
  private var onCancel: (() -> Void)?

  /// Wraps a closure to call once, when cancelled or deallocated.
  ///
  /// - Parameter cancel: What cancelling does.
  public init(_ cancel: @escaping () -> Void) {
    self.onCancel = cancel
  }

  /// Wraps another cancellable.
  ///
  /// - Parameter canceller: What cancelling cancels.
  public init<C: Cancellable>(_ canceller: C) {
    self.onCancel = { canceller.cancel() }
  }

  deinit {
    onCancel?()
  }

  /// Cancels what it wraps, once.
  public func cancel() {
    let onCancel = lock.withLock { () -> (() -> Void)? in
      defer { self.onCancel = nil }
      return self.onCancel
    }
    onCancel?()
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// Keeps the cancellable in a collection, which cancels it when it is emptied or released.
  ///
  /// - Parameter collection: Where to keep it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Keeps the cancellable in a set, which cancels it when it is emptied or released.
  ///
  /// - Parameter set: Where to keep it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }
}

extension Cancellable {
  /// Keeps the cancellable in a collection, wrapped in an ``AnyCancellable``.
  ///
  /// - Parameter collection: Where to keep it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Keeps the cancellable in a set, wrapped in an ``AnyCancellable``.
  ///
  /// - Parameter set: Where to keep it.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
