import Composable
import Dispatch

/// A feature that waits on the `mainQueue` dependency, as TCA features do: a delayed increment
/// and a timer.
struct MainQueueCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var ticks = 0
  }

  enum Action: Equatable {
    case delayedIncrementTapped
    case delayedIncrement
    case timerStarted
    case timerStopped
    case tick
  }

  enum CancelID { case timer }

  /// The line of the `@Dependency` below, where an unimplemented main queue reports.
  static let dependencyLine = #line + 1
  @Dependency(\.mainQueue) var mainQueue

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .delayedIncrementTapped:
      return .run { send in
        try await mainQueue.sleep(for: .seconds(1))
        await send(.delayedIncrement)
      }
    case .delayedIncrement:
      state.count += 1
      return .none
    case .timerStarted:
      return .run { send in
        for await _ in mainQueue.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .timerStopped:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

extension DispatchQueue.SchedulerTimeType {
  /// The time of `DispatchQueue.test` after `duration`: its start is one nanosecond of uptime.
  static func testTime(after duration: Duration) -> Self {
    Self(DispatchTime(uptimeNanoseconds: 1)).advanced(by: .init(duration: duration))
  }
}

extension TestStore where State == MainQueueCounter.State, Action == MainQueueCounter.Action {
  /// A store of the counter whose main queue is `mainQueue`.
  static func mainQueueCounter(_ mainQueue: TestSchedulerOf<DispatchQueue>) -> TestStore {
    TestStore(initialState: MainQueueCounter.State()) {
      MainQueueCounter()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
  }
}
