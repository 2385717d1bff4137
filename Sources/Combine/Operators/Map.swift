extension Publishers {
  /// Transforms each value: what `map` returns.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher transformed.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) -> Output

    /// Creates the publisher.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(
        Conduit<Upstream.Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in conduit.downstream.receive(transform(value)) }))
    }
  }

  /// Transforms each value, dropping those it makes `nil`: what `compactMap` returns.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher transformed.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) -> Output?

    /// Creates the publisher.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(
        Conduit<Upstream.Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in
            guard let output = transform(value) else { return .max(1) }
            return conduit.downstream.receive(output)
          }))
    }
  }

  /// Passes on the values a predicate accepts: what `filter` returns.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether a value passes.
    public let isIncluded: (Output) -> Bool

    /// Creates the publisher.
    public init(upstream: Upstream, isIncluded: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.subscribe(
        Conduit<Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in
            isIncluded(value) ? conduit.downstream.receive(value) : .max(1)
          }))
    }
  }

  /// Transforms the error: what `mapError` returns.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output

    /// The publisher transformed.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates the publisher.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(
        Conduit<Output, Upstream.Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in conduit.downstream.receive(value) },
          onCompletion: { conduit, completion in
            conduit.downstream.receive(completion: completion.mapError(transform))
          }))
    }
  }
}

extension Publisher {
  /// Transforms each value.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: A publisher of the transformed values.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Transforms each value, dropping those the transform makes `nil`.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: A publisher of the values that are not `nil`.
  public func compactMap<T>(
    _ transform: @escaping (Output) -> T?
  )
    -> Publishers.CompactMap<
      Self, T
    >
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Passes on only the values a predicate accepts.
  ///
  /// - Parameter isIncluded: Whether a value passes.
  /// - Returns: A publisher of the accepted values.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Transforms the error the publisher fails with.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: A publisher that fails with the transformed error.
  public func mapError<E: Error>(
    _ transform: @escaping (Failure) -> E
  )
    -> Publishers.MapError<
      Self, E
    >
  {
    Publishers.MapError(upstream: self, transform: transform)
  }
}

/// The error of a publisher that cannot fail, as any other error type.
private func absurd<E: Error>(_ never: Never) -> E {}

extension Publisher where Failure == Never {
  /// The same publisher, typed as one that can fail with `failureType`.
  ///
  /// - Parameter failureType: The failure type.
  /// - Returns: The publisher.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform: absurd)
  }
}
