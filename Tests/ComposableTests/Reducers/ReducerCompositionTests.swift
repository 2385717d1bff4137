import Composable
import TestHelpers
import Testing

struct TwoCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment, decrement }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    }
    return .none
  }
}

/// A parent composing children with `Scope`, a builder with control flow, and `ifLet`.
struct Parent: Reducer {
  struct State: Equatable {
    var left = TwoCounter.State()
    var right = TwoCounter.State()
    var timer: Ticker.State?
    var log: [String] = []
    var isLogging = true
  }

  enum Action: Equatable {
    case left(TwoCounter.Action)
    case right(TwoCounter.Action)
    case timer(Ticker.Action)
    case showTimer
    case hideTimer
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: /Action.left) { TwoCounter() }
    Scope(state: \.right, action: /Action.right) {
      TwoCounter()
      TwoCounter()
    }
    Reduce { state, action in
      switch action {
      case .showTimer:
        state.timer = Ticker.State()
      case .hideTimer:
        state.timer = nil
      case .left, .right, .timer:
        break
      }
      return .none
    }
    .ifLet(\.timer, action: /Action.timer) { Ticker() }
    if true {
      Reduce { state, action in
        if state.isLogging { state.log.append("\(action)") }
        return .none
      }
    } else {
      EmptyReducer()
    }
  }
}

struct Ticker: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable { case start, tick }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

@Suite struct ReducerCompositionTests {
  @Test func scopeRunsTheChildOnItsPartOfTheStateAndTheBodyRunsInOrder() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.left(.increment)) {
      $0.left.count = 1
      $0.log = ["left(ComposableTests.TwoCounter.Action.increment)"]
    }
    await store.send(.right(.decrement)) {
      $0.right.count = -2
      $0.log.append("right(ComposableTests.TwoCounter.Action.decrement)")
    }
  }

  @Test func ifLetCancelsChildEffectsWhenTheChildGoesNil() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(isLogging: false)) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showTimer) { $0.timer = Ticker.State() }
    await store.send(.timer(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.timer(.tick)) { $0.timer?.ticks = 1 }
    #expect(store.inFlightEffects.count == 1)
    await store.send(.hideTimer) { $0.timer = nil }
    #expect(store.inFlightEffects.isEmpty)
    #expect(clock.sleeperCount == 0)
  }

  @Test func ifLetReportsChildActionsWhileTheChildIsNil() async {
    let store = TestStore(initialState: Parent.State(isLogging: false)) { Parent() }
    await withKnownIssue {
      await store.send(.timer(.tick))
    } matching: { issue in
      issue.message
        == """
        An "ifLet" at "ComposableTests/ReducerCompositionTests.swift:53" received a child action when child state was "nil".

          Action:
            Parent.Action.timer(.tick)

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run before any other reducer sets child state to "nil". This ensures that child reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be perfectly reasonable to ignore this action, consider canceling the associated effect before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, use "IfLetStore".
        """
    }
  }

  @Test func reduceWrapsAnotherReducerAndCombineReducersGroupsThem() {
    var state = TwoCounter.State()
    let combined = CombineReducers {
      Reduce(TwoCounter())
      TwoCounter()
    }
    _ = combined.reduce(into: &state, action: .increment)
    #expect(state.count == 2)
  }
}
