import Composable
import Synchronization
import TestHelpers
import Testing

/// A live counter whose effects feed actions back.
struct LiveCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case increment
    case incrementTwiceViaSend
    case startCountdown(Int)
    case tick(Int)
    case stop
  }

  enum CancelID { case countdown }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      state.log.append("increment")
      return .none
    case .incrementTwiceViaSend:
      state.log.append("incrementTwiceViaSend")
      return .concatenate(.send(.increment), .send(.increment))
    case let .startCountdown(from):
      state.log.append("start")
      return .run { send in
        for value in (1...from).reversed() {
          await send(.tick(value))
        }
      }
      .cancellable(id: CancelID.countdown)
    case let .tick(value):
      state.log.append("tick \(value)")
      return .none
    case .stop:
      return .cancel(id: CancelID.countdown)
    }
  }
}

@Suite struct StoreTests {
  @Test func sendReducesAtOnceAndReturnsANoOpTaskForNone() {
    let store = Store(initialState: LiveCounter.State()) { LiveCounter() }
    let task = store.send(.increment)
    #expect(store.state.count == 1)
    #expect(task.isCancelled)
  }

  @Test func sendEffectsAreReducedBeforeSendReturns() {
    let store = Store(initialState: LiveCounter.State()) { LiveCounter() }
    store.send(.incrementTwiceViaSend)
    #expect(store.state.count == 2)
    #expect(store.state.log == ["incrementTwiceViaSend", "increment", "increment"])
  }

  @Test func runEffectsFeedActionsBackInOrder() async {
    let store = Store(initialState: LiveCounter.State()) { LiveCounter() }
    await store.send(.startCountdown(3)).finish()
    #expect(store.state.log == ["start", "tick 3", "tick 2", "tick 1"])
  }

  @Test func actionsSentFromManyTasksAreReducedOneAtATime() async {
    let store = Store(initialState: LiveCounter.State()) { LiveCounter() }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1000 {
        group.addTask { store.send(.increment) }
      }
    }
    #expect(store.state.count == 1000)
  }

  @Test(.timeLimit(.hang))
  func aDependencyTheReducerCallsCanReadTheStoreAndSendItActions() {
    let holder = LockIsolated<Store<Peeking.State, Peeking.Action>?>(nil)
    let store = Store(initialState: Peeking.State()) {
      Peeking()
    } withDependencies: {
      $0.storePeek.peek = {
        guard let store = holder.value else { return "no store" }
        let seen = "saw \(store.withState(\.count)) and \(store.state.log)"
        store.send(.increment)
        return seen
      }
    }
    holder.setValue(store)
    store.send(.increment)
    store.send(.peek)
    // NB: The dependency sees the state from before the `send`; the action it sends is reduced
    // after `.peek`.
    #expect(
      store.state
        == Peeking.State(count: 2, log: ["increment", #"saw 1 and ["increment"]"#, "increment"]))
    holder.setValue(nil)
  }

  @Test func cancellingTheTaskStopsTheEffect() async {
    let store = Store(initialState: LiveCounter.State()) { LiveCounter() }
    let task = store.send(.startCountdown(1))
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
  }
}

@Suite struct StoreSurroundingDependenciesTests {
  @Test func aStoreMadeInsideWithDependenciesKeepsThem() {
    let store = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Store<String, Void>(initialState: "") {
        Reduce { state, _ in
          @Dependency(\.uuid) var uuid
          state = uuid().uuidString
          return .none
        }
      }
    }
    store.send(())
    #expect(store.state == "00000000-0000-0000-0000-000000000000")
    store.send(())
    #expect(store.state == "00000000-0000-0000-0000-000000000001")
  }
}
