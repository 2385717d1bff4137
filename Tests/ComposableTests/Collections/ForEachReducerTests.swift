import Composable
import TestHelpers
import Testing

@Suite struct ForEachReducerTests {
  @Test func theElementReducerRunsBeforeTheParent() async {
    let store = TestStore(initialState: TodosFeature.State.three) { TodosFeature() }
    await store.send(.todos(.element(id: 2, action: .toggled))) {
      $0.todos[id: 2]?.isComplete = true
      $0.lastToggledIsComplete = true
    }
    await store.send(.todos(.element(id: 2, action: .toggled))) {
      $0.todos[id: 2]?.isComplete = false
      $0.lastToggledIsComplete = false
    }
  }

  @Test func aWrongExpectationShowsTheChangedElementByID() async {
    let store = TestStore(initialState: TodosFeature.State.three) { TodosFeature() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.todos(.element(id: 2, action: .toggled))) {
        $0.todos[id: 1]?.isComplete = true
        $0.lastToggledIsComplete = true
      }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} TodosFeature.State(
            \u{2007}   todos: [
            \u{2007}     [id: 1]: Todo(
            \u{2007}       id: 1,
            \u{2007}       title: "Milk",
            −       isComplete: true
            +       isComplete: false
            \u{2007}     ),
            \u{2007}     [id: 2]: Todo(
            \u{2007}       id: 2,
            \u{2007}       title: "Eggs",
            −       isComplete: false
            +       isComplete: true
            \u{2007}     ),
            \u{2007}     [id: 3]: Todo(…)
            \u{2007}   ],
            \u{2007}   lastToggledIsComplete: true
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }

  @Test func anActionForAMissingElementIsReported() async {
    let store = TestStore(initialState: TodosFeature.State.three) { TodosFeature() }
    await withKnownIssue {
      await store.send(.todos(.element(id: 9, action: .toggled)))
    } matching: { issue in
      issue.hasMessage(
        """
        A "forEach" at "ComposableTests/ForEachFixtures.swift:\(TodosFeature.forEachLine)" received an action for a missing element.

          Action:
            TodosFeature.Action.todos(.element(id:, action: .toggled))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer must run before any other reducer removes an element, which ensures that element reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. While it may be perfectly reasonable to ignore this action, consider canceling the associated effect before an element is removed, especially if it is a long-living effect.

        This action was sent to the store while its state contained no element at this ID. To fix this make sure that actions for this reducer can only be sent from a store when its state contains an element at this id. In SwiftUI applications, use "ForEachStore".
        """, at: TodosFeature.forEachLine, fileID: "ComposableTests/ForEachFixtures.swift")
    }
  }

  @Test func removingAnElementCancelsItsEffectsOnly() async {
    let clock = TestClock()
    let store = TestStore(initialState: TodosFeature.State.three) {
      TodosFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.todos(.element(id: 1, action: .timerStarted)))
    await store.send(.todos(.element(id: 3, action: .timerStarted)))
    await clock.advance(by: .seconds(1))
    await store.receive(.todos(.element(id: 1, action: .ticked))) {
      $0.todos[id: 1]?.title = "Milk."
    }
    await store.receive(.todos(.element(id: 3, action: .ticked))) {
      $0.todos[id: 3]?.title = "Bread."
    }
    await store.send(.deleted(id: 1)) {
      $0.todos.remove(id: 1)
    }
    #expect(
      store.inFlightEffects.map(\.originAction) == [.todos(.element(id: 3, action: .timerStarted))])
    await clock.advance(by: .seconds(1))
    await store.receive(.todos(.element(id: 3, action: .ticked))) {
      $0.todos[id: 3]?.title = "Bread.."
    }
    await store.send(.todos(.element(id: 3, action: .toggled))) {
      $0.todos[id: 3]?.isComplete = true
      $0.lastToggledIsComplete = true
    }
    await store.send(.clearCompletedTapped) {
      $0.todos.remove(id: 3)
    }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func aTupleActionCaseWorksToo() async {
    struct Legacy: Reducer {
      struct State: Equatable { var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1)] }
      enum Action: Equatable { case todo(id: Int, action: TodoFeature.Action) }
      var body: some ReducerOf<Self> {
        EmptyReducer().forEach(\.todos, action: /Action.todo) { TodoFeature() }
      }
    }
    let store = TestStore(initialState: Legacy.State()) { Legacy() }
    await store.send(.todo(id: 1, action: .toggled)) { $0.todos[id: 1]?.isComplete = true }
  }
}
