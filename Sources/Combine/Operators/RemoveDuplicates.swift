extension Publishers {
  /// Drops a value equivalent to the one passed on before it: what `removeDuplicates` returns.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether two values count as the same.
    public let predicate: (Output, Output) -> Bool

    /// Creates the publisher.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      let previous = Box<Output?>(nil)
      upstream.subscribe(
        Conduit<Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in
            let isDuplicate = previous.update { last in
              defer { last = value }
              return last.map { predicate($0, value) } ?? false
            }
            return isDuplicate ? .max(1) : conduit.downstream.receive(value)
          }))
    }
  }

  /// Drops the first values: what `dropFirst` returns.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher.
    public let upstream: Upstream
    /// How many values to drop.
    public let count: Int

    /// Creates the publisher.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let remaining = Box(count)
      upstream.subscribe(
        Conduit<Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in
            let drops = remaining.update { remaining in
              guard remaining > 0 else { return false }
              remaining -= 1
              return true
            }
            return drops ? .max(1) : conduit.downstream.receive(value)
          }))
    }
  }

  /// Passes on the first value, or the first a predicate accepts, then finishes: what `first`
  /// returns.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher.
    public let upstream: Upstream
    /// Which value to pass on.
    public let predicate: (Output) -> Bool

    /// Creates the publisher.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(
        Conduit<Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in
            guard predicate(value) else { return .max(1) }
            _ = conduit.downstream.receive(value)
            conduit.end(.finished)
            return .none
          }))
    }
  }

  /// Collects every value and delivers them as one array when the publisher finishes: what
  /// `collect()` returns.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher.
    public let upstream: Upstream

    /// Creates the publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let collected = Box<[Upstream.Output]>([])
      upstream.subscribe(
        Conduit<Upstream.Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { _, value in
            collected.update { $0.append(value) }
            return .none
          },
          onCompletion: { conduit, completion in
            if case .finished = completion {
              _ = conduit.downstream.receive(collected.update { $0 })
            }
            conduit.downstream.receive(completion: completion)
          },
          onRequest: { conduit, _ in conduit.requestUpstream(.unlimited) }))
    }
  }
}

extension Publisher {
  /// Drops a value equivalent, by `predicate`, to the one passed on before it.
  ///
  /// - Parameter predicate: Whether two values count as the same.
  /// - Returns: A publisher without consecutive duplicates.
  public func removeDuplicates(
    by predicate: @escaping (Output, Output) -> Bool
  )
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Drops the first `count` values.
  ///
  /// - Parameter count: How many to drop.
  /// - Returns: A publisher of the values after them.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Passes on the first value, then finishes.
  ///
  /// - Returns: A publisher of at most one value.
  public func first() -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: { _ in true })
  }

  /// Passes on the first value a predicate accepts, then finishes.
  ///
  /// - Parameter predicate: Which value to pass on.
  /// - Returns: A publisher of at most one value.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Collects every value and delivers them as one array when the publisher finishes.
  ///
  /// - Returns: A publisher of one array.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }
}

extension Publisher where Output: Equatable {
  /// Drops a value equal to the one passed on before it.
  ///
  /// - Returns: A publisher without consecutive duplicates.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
