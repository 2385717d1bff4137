import Composable
import TestHelpers
import Testing

/// A timer that its feature starts and stops by one cancellation id.
struct Stopwatch: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }

  enum Action: Equatable {
    case started
    case stopped
    case stoppedFromEffect
    case ticked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  /// Sends `tick` every second, under `CancelID.timer`.
  static func timer<Tick: Sendable>(
    sending tick: Tick, on clock: any Clock<Duration>
  ) -> Effect<Tick> {
    .run { send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(tick)
      }
    }
    .cancellable(id: CancelID.timer)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .started:
      return Self.timer(sending: .ticked, on: clock)
    case .stopped:
      return .cancel(id: CancelID.timer)
    case .stoppedFromEffect:
      return .run { _ in Task.cancel(id: CancelID.timer) }
    case .ticked:
      state.ticks += 1
      return .none
    }
  }
}

/// Stopwatches in a list, one presented, and a timer of the parent's own under the same id.
struct Stopwatches: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Stopwatch.State> = [Stopwatch.State(id: 1), Stopwatch.State(id: 2)]
    @PresentationState var detail: Stopwatch.State?
    @PresentationState var other: Stopwatch.State?
    var ticks = 0
  }

  enum Action: Equatable {
    case rows(IdentifiedActionOf<Stopwatch>)
    case detail(PresentationAction<Stopwatch.Action>)
    case other(PresentationAction<Stopwatch.Action>)
    case started
    case stopped
    case ticked
    case detailShown(id: Int)
    case detailHidden
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .started:
        return Stopwatch.timer(sending: .ticked, on: clock)
      case .stopped:
        return .cancel(id: Stopwatch.CancelID.timer)
      case .ticked:
        state.ticks += 1
        return .none
      case let .detailShown(id):
        state.detail = Stopwatch.State(id: id)
        return .none
      case .rows, .detail, .other, .detailHidden:
        return .none
      }
    }
    .forEach(\.rows, action: /Action.rows) { Stopwatch() }
    .ifLet(\.$detail, action: /Action.detail) { Stopwatch() }
    .ifLet(\.$other, action: /Action.other) { Stopwatch() }
    // NB: After the `ifLet`s, as a reducer of another feature composed beside them would be.
    Reduce { state, action in
      if action == .detailHidden { state.detail = nil }
      return .none
    }
  }
}

@Suite struct ScopedCancellationTests {
  private func makeStore() -> (TestStoreOf<Stopwatches>, TestClock) {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatches.State()) {
      Stopwatches()
    } withDependencies: {
      $0.continuousClock = clock
    }
    return (store, clock)
  }

  @Test func aRowCancelsItsOwnTimerNotItsSiblings() async {
    let (store, clock) = makeStore()
    await store.send(.rows(.element(id: 1, action: .started)))
    await store.send(.rows(.element(id: 2, action: .started)))
    await store.send(.rows(.element(id: 1, action: .stopped)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .ticked))) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.rows(.element(id: 2, action: .stopped)))
  }

  @Test func aChildCannotCancelItsParentsEffectUnderTheSameID() async {
    let (store, clock) = makeStore()
    await store.send(.started)
    await store.send(.rows(.element(id: 1, action: .stopped)))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked) { $0.ticks = 1 }
    await store.send(.stopped)
  }

  @Test func aParentCancelsItsChildrensEffectsUnderTheID() async {
    let (store, clock) = makeStore()
    await store.send(.rows(.element(id: 1, action: .started)))
    await store.send(.detailShown(id: 7)) { $0.detail = Stopwatch.State(id: 7) }
    await store.send(.detail(.presented(.started)))
    await store.send(.stopped)
    await clock.advance(by: .seconds(5))
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func aPresentedChildCannotCancelItsSibling() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Stopwatches.State(
        detail: Stopwatch.State(id: 1), other: Stopwatch.State(id: 2))
    ) {
      Stopwatches()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.detail(.presented(.started)))
    await store.send(.other(.presented(.started)))
    await store.send(.detail(.presented(.stopped)))
    await clock.advance(by: .seconds(1))
    await store.receive(.other(.presented(.ticked))) { $0.other?.ticks = 1 }
    await store.send(.other(.dismiss)) { $0.other = nil }
  }

  @Test func aChildDismissedByAnotherReducerHasItsEffectsCancelledAtTheNextAction() async {
    let (store, clock) = makeStore()
    await store.send(.detailShown(id: 1)) { $0.detail = Stopwatch.State(id: 1) }
    await store.send(.detail(.presented(.started)))
    await store.send(.detailHidden) { $0.detail = nil }
    #expect(store.inFlightEffects.count == 1)
    await store.send(.started)
    await store.send(.stopped)
    await clock.advance(by: .seconds(1))
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func anIdentifiableChildReplacedByAnotherHasItsEffectsCancelled() async {
    let (store, _) = makeStore()
    await store.send(.detailShown(id: 1)) { $0.detail = Stopwatch.State(id: 1) }
    await store.send(.detail(.presented(.started)))
    await store.send(.detailShown(id: 2)) { $0.detail = Stopwatch.State(id: 2) }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func anInFlightEffectOfAChildNamesItsPath() async {
    let (store, _) = makeStore()
    await store.send(.rows(.element(id: 2, action: .started)))
    #expect(
      store.inFlightEffects.map { $0.cancelIDs.filter { !$0.isInternal }.map(\.description) } == [
        ["CancelID.timer in \\.rows[id: 2]"]
      ])
    await store.send(.rows(.element(id: 2, action: .stopped)))
  }

  @Test func taskCancelByIDInAChildsEffectReachesOnlyTheChild() async {
    let (store, clock) = makeStore()
    await store.send(.started)
    await store.send(.rows(.element(id: 1, action: .started)))
    await store.send(.rows(.element(id: 2, action: .started)))
    await store.send(.rows(.element(id: 1, action: .stoppedFromEffect)))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked) { $0.ticks = 1 }
    await store.receive(.rows(.element(id: 2, action: .ticked))) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.stopped)
  }
}

/// Sends on, effect after effect; each leaves one effect running for good.
private struct Cascade: Reducer {
  enum Action: Equatable { case task, response, response1, response2 }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      return .run { send in await send(.response) }
    case .response:
      return .merge(.run { _ in try await Task.never() }, .run { send in await send(.response1) })
    case .response1:
      return .merge(.run { _ in try await Task.never() }, .run { send in await send(.response2) })
    case .response2:
      return .run { _ in try await Task.never() }
    }
  }
}

@Suite struct CascadingTaskCancellationTests {
  @Test func cancellingASendsTaskCancelsTheEffectsOfTheActionsItsEffectsFedBack() async {
    let store = TestStore(initialState: 0) { Cascade() }
    let task = await store.send(.task)
    await store.receive(.response)
    await store.receive(.response1)
    await store.receive(.response2)
    #expect(store.inFlightEffects.count == 3)
    await task.cancel()
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func anotherSendsEffectsAreNotCancelled() async {
    let store = TestStore(initialState: 0) { Cascade() }
    let first = await store.send(.response2)
    let second = await store.send(.task)
    await store.receive(.response)
    await store.receive(.response1)
    await store.receive(.response2)
    await second.cancel()
    #expect(store.inFlightEffects.map(\.number) == [1])
    await first.cancel()
  }
}

/// Work inside an effect made cancellable by an id with `withTaskCancellation(id:)`.
private struct Download: Reducer {
  struct State: Equatable { var finished: [String] = [] }
  enum Action: Equatable { case started, cancelled, finished(String) }
  enum CancelID { case download }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .started:
      return .run { send in
        let outcome = await withTaskCancellation(id: CancelID.download) {
          do {
            try await clock.sleep(for: .seconds(10))
            return "done"
          } catch {
            return "stopped"
          }
        }
        await send(.finished(outcome))
      }
    case .cancelled:
      return .cancel(id: CancelID.download)
    case let .finished(outcome):
      state.finished.append(outcome)
      return .none
    }
  }
}

@Suite struct WithTaskCancellationTests {
  @Test func cancellingTheIDEndsTheWorkAndTheEffectGoesOn() async {
    let clock = TestClock()
    let store = TestStore(initialState: Download.State()) {
      Download()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.started)
    await store.send(.cancelled)
    await store.receive(.finished("stopped")) { $0.finished = ["stopped"] }
  }

  @Test func uncancelledWorkReturnsItsValue() async {
    let clock = TestClock()
    let store = TestStore(initialState: Download.State()) {
      Download()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.started)
    await clock.advance(by: .seconds(10))
    await store.receive(.finished("done")) { $0.finished = ["done"] }
  }

  @Test func outsideAnEffectTheWorkJustRuns() async throws {
    let value = try await withTaskCancellation(id: "outside") { () throws -> Int in 42 }
    #expect(value == 42)
  }
}
