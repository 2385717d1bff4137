import Composable
import Foundation
import TestHelpers
import Testing

/// A counter whose count is shared in memory, with an effect that changes it and an action that
/// comes back.
private struct SharedCounter: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var label = ""
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case effectButtonTapped
    case effectFinished
    case silentEffectButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.$count.withLock { $0 += 1 }
      return .none
    case .effectButtonTapped:
      return .run { [count = state.$count] send in
        count.withLock { $0 += 10 }
        await send(.effectFinished)
      }
    case .effectFinished:
      state.label = "done"
      return .none
    case .silentEffectButtonTapped:
      return .run { [count = state.$count] _ in count.withLock { $0 += 10 } }
    }
  }
}

@Suite struct SharedTestStoreTests {
  @Test func anAssertedSharedChangePasses() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      #expect($0.count == 0)
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
    #expect(store.state.count == 2)
  }

  @Test func anUnassertedSharedChangeIsADiffNamingTheField() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.hasMessage(
        """
        State was not expected to change, but a change occurred.

            \u{2007} SharedCounter.State(
            −   count: 0,
            +   count: 1,
            \u{2007}   label: ""
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
    // NB: The store goes on from the actual state.
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
  }

  @Test func aWrongSharedExpectationIsADiff() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 5 } }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} SharedCounter.State(
            −   count: 5,
            +   count: 1,
            \u{2007}   label: ""
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }

  @Test func assertingAChangeThatDidNotHappenFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
    let line = #line + 2
    withKnownIssue {
      store.assert { $0.$count.withLock { $0 = 2 } }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} SharedCounter.State(
            −   count: 2,
            +   count: 1,
            \u{2007}   label: ""
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }

  @Test func aChangeAnEffectMakesShowsInTheNextAssertion() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.effectButtonTapped)
    await store.receive(.effectFinished) {
      $0.$count.withLock { $0 = 10 }
      $0.label = "done"
    }
  }

  @Test func aChangeAnEffectMakesMustBeAssertedAtTheReceive() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.effectButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(.effectFinished) { $0.label = "done" }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} SharedCounter.State(
            −   count: 0,
            +   count: 10,
            \u{2007}   label: "done"
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }

  @Test func aNonExhaustiveStoreAcceptsUnassertedSharedChanges() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.effectButtonTapped)
    await store.receive(.effectFinished)
    await store.send(.incrementButtonTapped) {
      #expect($0.count == 12)
      $0.$count.withLock { $0 = 12 }
    }
    #expect(store.state.count == 12)
  }

  @Test func aChangeNotAssertedByTheEndOfTheTestIsReported() async {
    var store: TestStore? = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    let line = #line + 1
    await store?.send(.silentEffectButtonTapped)
    withKnownIssue {
      store = nil
    } matching: { issue in
      issue.hasMessage(
        """
        Shared state changed after the test last asserted, and the change was not asserted: …

            \u{2007} SharedCounter.State(
            −   count: 0,
            +   count: 10,
            \u{2007}   label: ""
            \u{2007} )

        (Expected: −, Actual: +)

        To fix, assert it with "store.assert { … }" or in the closure of the next "send" or \
        "receive", or make the test non-exhaustive with "store.exhaustivity = .off".
        """, at: line)
    }
  }

  @Test func aTestStoresFilesAreInMemory() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-\(UUID().uuidString)")
    let url = folder.appendingPathComponent("count.json")
    let store = TestStore(initialState: FileCounter.State(url: url)) { FileCounter() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(try store.dependencies.defaultFileStorage.data(at: url) != nil)
  }
}

private struct FileCounter: Reducer {
  struct State: Equatable {
    @Shared var count: Int
    init(url: URL) { _count = Shared(wrappedValue: 0, .fileStorage(url)) }
  }
  enum Action { case incrementButtonTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

/// A count shared in memory that an action, or an effect, sets to a value, perhaps the one it
/// already holds.
private struct SharedSetter: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var label = ""
  }

  enum Action: Equatable {
    case set(Int)
    case touch
    case setLater(Int)
    case didSet
    case relabel(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .set(value):
      state.$count.withLock { $0 = value }
      return .none
    case .touch:
      state.$count.withLock { $0 = $0 }
      return .none
    case let .setLater(value):
      return .run { [count = state.$count] send in
        count.withLock { $0 = value }
        await send(.didSet)
      }
    case .didSet:
      return .none
    case let .relabel(label):
      state.label = label
      return .none
    }
  }
}

/// A write to shared state that leaves the value as it was is still a change of the step, as in
/// TCA: asserting it is not "Expected state to change, but no change occurred."
@Suite struct SharedUnchangedWriteTests {
  @Test func anActionThatWritesTheSameValueMayBeAssertedWithTheSameValue() async {
    let store = TestStore(initialState: SharedSetter.State()) { SharedSetter() }
    await store.send(.set(0)) { $0.$count.withLock { $0 = 0 } }
    await store.send(.touch) { $0.$count.withLock { $0 = $0 } }
    await store.send(.set(1)) { $0.$count.withLock { $0 = 1 } }
    await store.send(.set(1)) { $0.$count.withLock { $0 = 1 } }
    #expect(store.state.count == 1)
  }

  @Test func anActionThatWritesTheSameValueNeedsNoClosure() async {
    let store = TestStore(initialState: SharedSetter.State()) { SharedSetter() }
    await store.send(.set(0))
    await store.send(.touch)
  }

  @Test func aReceivedActionAfterAnEffectWroteTheSameValue() async {
    let store = TestStore(initialState: SharedSetter.State()) { SharedSetter() }
    await store.send(.setLater(0))
    await store.receive(.didSet) { $0.$count.withLock { $0 = 0 } }
  }

  @Test func aClosureThatWritesTheSameValueWhenTheActionWroteNothingFails() async {
    let store = TestStore(initialState: SharedSetter.State()) { SharedSetter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.relabel("")) { $0.$count.withLock { $0 = 0 } }
    } matching: { issue in
      issue.hasMessage(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """, at: line)
    }
  }

  @Test func aWrongValueAfterWritingTheSameValueIsADiff() async {
    let store = TestStore(initialState: SharedSetter.State()) { SharedSetter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.set(0)) { $0.$count.withLock { $0 = 2 } }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} SharedSetter.State(
            −   count: 2,
            +   count: 0,
            \u{2007}   label: ""
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }
}
