extension Publishers {
  /// Delivers each value and the end through a scheduler: what `receive(on:)` returns.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher.
    public let upstream: Upstream
    /// The scheduler that delivers.
    public let scheduler: Context
    /// How the scheduler runs the deliveries.
    public let options: Context.SchedulerOptions?

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let options = options
      let cancelled = Box(false)
      upstream.subscribe(
        Conduit<Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in
            scheduler.schedule(options: options) {
              guard !cancelled.update({ $0 }) else { return }
              let more = conduit.downstream.receive(value)
              if more > 0 { conduit.requestUpstream(more) }
            }
            return .none
          },
          onCompletion: { conduit, completion in
            scheduler.schedule(options: options) {
              guard !cancelled.update({ $0 }) else { return }
              conduit.downstream.receive(completion: completion)
            }
          },
          onCancel: { cancelled.update { $0 = true } }))
    }
  }

  /// Subscribes, asks and cancels through a scheduler: what `subscribe(on:)` returns.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher.
    public let upstream: Upstream
    /// The scheduler that subscribes.
    public let scheduler: Context
    /// How the scheduler runs the work.
    public let options: Context.SchedulerOptions?

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      let options = options
      let conduit = Conduit<Output, Failure, Output, Failure>(
        downstream: AnySubscriber(subscriber),
        onValue: { conduit, value in conduit.downstream.receive(value) },
        onCompletion: { conduit, completion in conduit.downstream.receive(completion: completion) },
        onRequest: { conduit, demand in
          scheduler.schedule(options: options) { conduit.requestUpstream(demand) }
        })
      let upstream = upstream
      scheduler.schedule(options: options) { upstream.subscribe(conduit) }
    }
  }

  /// Delivers each value and the end an interval later, on a scheduler: what
  /// `delay(for:scheduler:)` returns.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher.
    public let upstream: Upstream
    /// How long each delivery waits.
    public let interval: Context.SchedulerTimeType.Stride
    /// How late a delivery may be.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler that waits and delivers.
    public let scheduler: Context
    /// How the scheduler runs the deliveries.
    public let options: Context.SchedulerOptions?

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (scheduler, options, interval, tolerance) = (scheduler, options, interval, tolerance)
      let cancelled = Box(false)
      func later(_ work: @escaping () -> Void) {
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
        ) {
          guard !cancelled.update({ $0 }) else { return }
          work()
        }
      }
      upstream.subscribe(
        Conduit<Output, Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber),
          onValue: { conduit, value in
            later {
              let more = conduit.downstream.receive(value)
              if more > 0 { conduit.requestUpstream(more) }
            }
            return .none
          },
          onCompletion: { conduit, completion in
            later { conduit.downstream.receive(completion: completion) }
          },
          onCancel: { cancelled.update { $0 = true } }))
    }
  }
}

extension Publisher {
  /// Delivers each value and the end through a scheduler.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler that delivers.
  ///   - options: How it runs the deliveries.
  /// - Returns: The same values, delivered by the scheduler.
  public func receive<S: Scheduler>(
    on scheduler: S, options: S.SchedulerOptions? = nil
  )
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Subscribes to this publisher, and passes on requests and cancellation, through a
  /// scheduler.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler that subscribes.
  ///   - options: How it runs the work.
  /// - Returns: The same values.
  public func subscribe<S: Scheduler>(
    on scheduler: S, options: S.SchedulerOptions? = nil
  )
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Delivers each value and the end an interval later, on a scheduler.
  ///
  /// - Parameters:
  ///   - interval: How long each delivery waits.
  ///   - tolerance: How late a delivery may be; by default the scheduler's minimum.
  ///   - scheduler: The scheduler that waits and delivers.
  ///   - options: How it runs the deliveries.
  /// - Returns: The same values, later.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }
}
