import Composable
import Foundation
import Testing
import ValueDump

private struct Item: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
}

extension SharedKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var taps: Self { Self[.inMemory("taps"), default: 7] }
}

@Suite struct SharedTests {
  @Test func twoHoldersOfAnInMemoryKeyShareOneValue() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var first = 0
      @Shared(.inMemory("count")) var second = 5
      #expect(second == 0)
      $first.withLock { $0 += 2 }
      #expect(first == 2)
      #expect(second == 2)
      #expect($first == $second)
    }
  }

  /// A read inside `withLock`, on its thread, sees the value being changed, as the tutorial's
  /// `$syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }` reads another shared value.
  @Test func aReadInsideWithLockSeesTheValueBeingChanged() {
    let numbers = Shared(value: [1])
    numbers.withLock { $0.append(numbers.wrappedValue.count + 1) }
    #expect(numbers.wrappedValue == [1, 2])
    let count = Shared(value: 3)
    count.withLock { $0 = numbers.wrappedValue.count * 10 + count.wrappedValue }
    #expect(count.wrappedValue == 23)
  }

  /// A type-safe key finds its value in the storage in effect, as its base key does: two
  /// storages do not share it.
  @Test func aTypeSafeKeyKeepsToTheStorageInEffect() {
    let first = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.taps) var taps
      $taps.withLock { $0 = 100 }
      return $taps
    }
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.taps) var taps
      #expect(taps == 7)
    }
    #expect(first.wrappedValue == 100)
  }

  @Test func aTypeSafeKeyBringsItsDefault() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.taps) var taps
      #expect(taps == 7)
      $taps.withLock { $0 = 8 }
      @Shared(.taps) var again
      #expect(again == 8)
      @SharedReader(.taps) var reader
      #expect(reader == 8)
    }
  }

  @Test func aValueSharedWithoutAKeyIsSharedByItsCopies() {
    let shared = Shared(value: 1)
    let copy = shared
    copy.withLock { $0 = 2 }
    #expect(shared.wrappedValue == 2)
    let reader = SharedReader(shared)
    shared.withLock { $0 = 3 }
    #expect(reader.wrappedValue == 3)
    #expect("\(shared)" == "3")
  }

  @Test func dynamicMembersAndIdentifiedElementsAreSharedToo() {
    let items = Shared(value: IdentifiedArrayOf<Item>(uniqueElements: [Item(id: 1, title: "A")]))
    let item = items[id: 1]
    #expect(items[id: 2] == nil)
    #expect(item?.wrappedValue == Item(id: 1, title: "A"))
    let title: Shared<String> = item!.title
    title.withLock { $0 = "B" }
    #expect(items.wrappedValue[id: 1]?.title == "B")
    #expect(SharedReader(items)[id: 1]?.title.wrappedValue == "B")
    // NB: swift-sharing 2's form: the element as a shared optional, unwrapped.
    let unwrapped = Shared(items[id: 1])
    #expect(unwrapped?.wrappedValue == Item(id: 1, title: "B"))
    unwrapped?.withLock { $0.title = "C" }
    #expect(items.wrappedValue[id: 1]?.title == "C")
    #expect(Shared(items[id: 2]) == nil)
  }

  @Test func anUnwrappedOptionalWritesThroughAndKeepsItsLastValue() {
    let optional = Shared<Int?>(value: nil)
    #expect(Shared(optional) == nil)
    optional.withLock { $0 = 1 }
    let unwrapped = Shared(optional)!
    unwrapped.withLock { $0 += 1 }
    #expect(optional.wrappedValue == 2)
    optional.withLock { $0 = nil }
    #expect(unwrapped.wrappedValue == 2)
    unwrapped.withLock { $0 = 5 }
    #expect(optional.wrappedValue == nil)
  }

  @Test func concurrentWritesFromEffectsAreSerialized() async {
    struct Feature: Reducer {
      struct State: Equatable {
        @Shared(value: 0) var count: Int
      }
      enum Action { case start }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .merge(
          (1...100).map { _ in
            .run { [count = state.$count] _ in count.withLock { $0 += 1 } }
          })
      }
    }
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.start)
    await store.finish()
    store.assert { $0.$count.withLock { $0 = 100 } }
    #expect(store.state.count == 100)
  }

  @Test func concurrentWritesFromThreadsAreSerialized() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask { for _ in 0..<1000 { count.withLock { $0 += 1 } } }
      }
    }
    #expect(count.wrappedValue == 8000)
  }

  @Test func sharedValuesDumpAsTheirValues() {
    struct State: Equatable {
      @Shared(value: 1) var count: Int
      @SharedReader(value: "hi") var name: String
    }
    #expect(
      customDump(State()) == """
        SharedTests.State(
          count: 1,
          name: "hi"
        )
        """)
  }
}
