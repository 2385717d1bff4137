import Composable
import Testing

@testable import Composable

private struct PublishingCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var label = ""
  }

  enum Action: Equatable {
    case increment
    case rename(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
    case let .rename(label):
      state.label = label
    }
    return .none
  }
}

private struct PublishingParent: Reducer {
  struct State: Equatable {
    var child = PublishingCounter.State()
  }

  enum Action: Equatable {
    case child(PublishingCounter.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: /Action.child) { PublishingCounter() }
  }
}

@Suite struct StorePublisherTests {
  @Test func thePublisherSendsTheStateNowAndAfterEachAction() {
    let store = Store(initialState: PublishingCounter.State()) { PublishingCounter() }
    var counts: [Int] = []
    let cancellable = store.publisher.sink { counts.append($0.count) }
    store.send(.increment)
    store.send(.rename("a"))
    store.send(.increment)
    #expect(counts == [0, 1, 1, 2])
    cancellable.cancel()
    store.send(.increment)
    #expect(counts == [0, 1, 1, 2])
  }

  @Test func aPropertyPublisherSendsOnlyChanges() {
    let store = Store(initialState: PublishingCounter.State()) { PublishingCounter() }
    var counts: [Int] = []
    let cancellable = store.publisher.count.sink { counts.append($0) }
    store.send(.increment)
    store.send(.rename("a"))
    store.send(.increment)
    #expect(counts == [0, 1, 2])
    _ = cancellable
  }

  @Test func aChildStorePublishesItsPartOfTheParentsState() {
    let store = Store(initialState: PublishingParent.State()) { PublishingParent() }
    let child = store.scope(state: \.child, action: /PublishingParent.Action.child)
    var labels: [String] = []
    let cancellable = child.publisher.label.sink { labels.append($0) }
    child.send(.rename("x"))
    store.send(.child(.increment))
    child.send(.rename("y"))
    #expect(labels == ["", "x", "y"])
    _ = cancellable
  }
}
