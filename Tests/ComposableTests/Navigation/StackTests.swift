import Composable
import TestHelpers
import Testing
import ValueDump

@Suite struct StackTests {
  @Test func pushesWithDeterministicIDsAndRunsElementActions() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.pushTapped) { $0.path.append(Child.State()) }
    await store.send(.pushTapped) { $0.path.append(Child.State()) }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.path(.element(id: 1, action: .incremented))) {
      $0.path[id: 1]?.count = 1
    }
    await store.send(.path(.push(id: 2, state: Child.State(count: 5)))) {
      $0.path[id: 2] = Child.State(count: 5)
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
    await store.send(.pushTapped) { $0.path.append(Child.State()) }
    #expect(store.state.path.ids == [0, 3])
  }

  @Test func poppingCancelsThePoppedElementsEffects() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Navigator.State(path: [Child.State(), Child.State()])
    ) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .timerStarted)))
    await store.send(.path(.element(id: 1, action: .timerStarted)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .ticked))) { $0.path[id: 0]?.count = 1 }
    await store.receive(.path(.element(id: 1, action: .ticked))) { $0.path[id: 1]?.count = 1 }
    await store.send(.path(.popFrom(id: 1))) { $0.path.removeLast() }
    #expect(
      store.inFlightEffects.map(\.originAction) == [.path(.element(id: 0, action: .timerStarted))])
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func anElementPopsItselfWithTheDismissDependency() async {
    let store = TestStore(initialState: Navigator.State(path: [Child.State()])) { Navigator() }
    await store.send(.path(.element(id: 0, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 0))) { $0.path = [] }
  }

  @Test func anActionForAMissingElementIsReported() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await withKnownIssue {
      await store.send(.path(.element(id: 4, action: .incremented)))
    } matching: { issue in
      issue.message
        == """
        A "forEach" at "ComposableTests/NavigationFixtures.swift:120" received an action for a missing element.

          Action:
            Child.Action.incremented

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer must run before any other reducer removes an element, which ensures that element reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. While it may be perfectly reasonable to ignore this action, consider canceling the associated effect before an element is removed, especially if it is a long-living effect.

        This action was sent to the store while its state contained no element at this ID. To fix this make sure that actions for this reducer can only be sent from a store when its state contains an element at this id. In SwiftUI applications, use "NavigationStack.init(path:)" with a binding to a store.
        """
    }
  }

  @Test func aPopFromAMissingElementIsReported() async {
    let store = TestStore(initialState: Navigator.State(path: [Child.State()])) { Navigator() }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 9)))
    } matching: { issue in
      issue.message == """
        A "forEach" at "ComposableTests/NavigationFixtures.swift:120" received a "popFrom" action \
        for a missing element.

          ID:
            #9
          Path IDs:
            [#0]
        """
    }
    #expect(store.state.path == [Child.State()])
  }

  @Test func aPushOfAnIDTheStackHoldsIsReportedAndChangesNothing() async {
    let store = TestStore(initialState: Navigator.State(path: [Child.State()])) { Navigator() }
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: Child.State(count: 7))))
    } matching: { issue in
      issue.message
        == """
        A "forEach" at "ComposableTests/NavigationFixtures.swift:120" received a "push" action for an element it already contains.

          ID:
            #0
          Path IDs:
            [#0]
        """
    }
    #expect(store.state.path == [Child.State()])
  }

  @Test func aPushOfAnIDPastTheNextOneIsReportedAndPushedAllTheSame() async {
    let store = TestStore(initialState: Navigator.State(path: [Child.State()])) { Navigator() }
    await withKnownIssue {
      await store.send(.path(.push(id: 3, state: Child.State(count: 7)))) {
        $0.path[id: 3] = Child.State(count: 7)
      }
    } matching: { issue in
      issue.message
        == """
        A "forEach" at "ComposableTests/NavigationFixtures.swift:120" received a "push" action with an unexpected generational ID.

          Received ID:
            #3
          Expected ID:
            #1
        """
    }
    await store.send(.path(.push(id: 4, state: Child.State()))) {
      $0.path[id: 4] = Child.State()
    }
  }

  @Test func aStackDumpsAndDiffsByIDWrittenAsTCAWritesThem() {
    var path: StackState<Child.State> = [Child.State(), Child.State(count: 1)]
    #expect(
      customDump(path) == """
        [
          #0: Child.State(count: 0),
          #1: Child.State(count: 1)
        ]
        """)
    let before = path
    path[id: 0]?.count = 7
    path.append(Child.State(count: 2))
    #expect(
      diff(before, path) == """
          [
        -   #0: Child.State(count: 0),
        +   #0: Child.State(count: 7),
            #1: Child.State(count: 1),
        +   #2: Child.State(count: 2)
          ]
        """)
    #expect(customDumpInline(Navigator.Action.path(.popFrom(id: 0))) == ".path(.popFrom(id: #0))")
  }

  @Test func stacksCompareIDsAndElements() {
    let stack: StackState<Int> = [1, 2]
    var other = stack
    other.removeLast()
    other.append(2)
    #expect(other.ids == [0, 2])
    #expect(stack != other)
    #expect(stack == StackState([1, 2]))
  }
}

/// A stack emptied by a reducer composed after its `forEach`.
private struct Trail: Reducer {
  struct State: Equatable {
    var path = StackState<Child.State>()
  }
  enum Action: Equatable {
    case path(StackAction<Child.State, Child.Action>)
    case pushTapped
    case clearedOutside
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .pushTapped { state.path.append(Child.State()) }
      return .none
    }
    .forEach(\.path, action: /Action.path) { Child() }
    Reduce { state, action in
      if action == .clearedOutside { state.path.removeAll() }
      return .none
    }
  }
}

@Suite struct StackOuterRemovalTests {
  @Test func elementsAnotherReducerRemovedHaveTheirEffectsCancelledAtTheNextAction() async {
    let clock = TestClock()
    let store = TestStore(initialState: Trail.State()) {
      Trail()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.pushTapped) { $0.path.append(Child.State()) }
    await store.send(.path(.element(id: 0, action: .timerStarted)))
    await store.send(.clearedOutside) { $0.path.removeAll() }
    #expect(store.inFlightEffects.count == 1)
    await store.send(.pushTapped) { $0.path.append(Child.State()) }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func anIDFreedByPoppingCanBePushedAgain() async {
    let store = TestStore(initialState: Trail.State()) { Trail() }
    await store.send(.path(.push(id: 0, state: Child.State()))) {
      $0.path[id: 0] = Child.State()
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await store.send(.path(.push(id: 0, state: Child.State(count: 2)))) {
      $0.path[id: 0] = Child.State(count: 2)
    }
  }
}
