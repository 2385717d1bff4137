import Composable
import TestHelpers
import Testing

private struct Oops: Error {}

@Suite struct TestStoreSendTests {
  @Test func aStateChangeThatDoesNotMatchIsADiffAtTheSend() async {
    let store = TestStore.effectsCounter()
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} EffectsCounter.State(
            −   count: 2,
            +   count: 1,
            \u{2007}   numberFact: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
    // NB: The store goes on from the actual state.
    await store.send(.incrementButtonTapped) { $0.count = 2 }
  }

  @Test func theClosureGetsTheStateBeforeTheActionAndTheStoreGoesOnFromTheActualOne() async {
    let store = TestStore.effectsCounter(EffectsCounter.State(count: 1, numberFact: "old"))
    for count in 2...4 {
      await store.send(.incrementButtonTapped) {
        #expect($0.count == count - 1)
        $0.count = count
        $0.numberFact = nil
      }
      #expect(store.state == EffectsCounter.State(count: count))
      #expect(store.currentState == store.state)
    }
    await store.send(.decrementButtonTapped) { $0.count = 3 }
    await store.send(.decrementDelayResponse)
    #expect(store.state == EffectsCounter.State(count: 3))
  }

  @Test func aChangeWithoutAClosureIsReported() async {
    let store = TestStore.effectsCounter()
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.hasMessage(
        """
        State was not expected to change, but a change occurred.

            \u{2007} EffectsCounter.State(
            −   count: 0,
            +   count: 1,
            \u{2007}   numberFact: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }

  @Test func aClosureThatChangesNothingWhenNothingChangedIsReported() async {
    let store = TestStore.effectsCounter()
    let line = #line + 2
    await withKnownIssue {
      await store.send(.numberFactButtonTapped) { $0.count = 0 }
    } matching: { issue in
      issue.hasMessage(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """, at: line)
    }
    await store.receive(.numberFactResponse("0 is a good number.")) {
      $0.numberFact = "0 is a good number."
    }
  }

  @Test func sendingWithOneReceivedActionUnhandledIsReported() async {
    let store = TestStore.effectsCounter()
    await store.send(.numberFactButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 1 }
    } matching: { issue in
      issue.hasMessage(
        """
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .numberFactResponse("0 is a good number.")
        ]
        """, at: line)
    }
    // NB: As in TCA, the action stays to be received.
    #expect(store.receivedActions.map(\.action) == [.numberFactResponse("0 is a good number.")])
    await store.skipReceivedActions()
  }

  @Test func sendingWithTwoReceivedActionsUnhandledIsReported() async {
    let store = TestStore.effectsCounter()
    await store.send(.sequenceButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      issue.hasMessage(
        """
        Must handle 2 received actions before sending an action.

        Unhandled actions: [
          [0]: .incrementButtonTapped,
          [1]: .numberFactResponse("done")
        ]
        """, at: line)
    }
    #expect(store.receivedActions.count == 2)
    await store.skipReceivedActions()
  }

  @Test func anErrorThrownFromTheClosureIsReported() async {
    let store = TestStore.effectsCounter()
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { _ in throw Oops() }
    } matching: { issue in
      issue.hasMessage("Threw error: Oops()", at: line)
    }
    #expect(store.state.count == 1)
  }

  @Test func theStateAdvancesOnlyOnSendAndReceive() async {
    let store = TestStore.effectsCounter()
    await store.send(.sequenceButtonTapped)
    #expect(store.state == EffectsCounter.State())
    #expect(store.currentState == EffectsCounter.State(count: 1, numberFact: "done"))
    await store.receive(.incrementButtonTapped) { $0.count = 1 }
    #expect(store.state == EffectsCounter.State(count: 1))
    await store.receive(.numberFactResponse("done")) { $0.numberFact = "done" }
    #expect(store.state == EffectsCounter.State(count: 1, numberFact: "done"))
  }

  @Test func assertChecksTheStateWithoutSending() async {
    let store = TestStore.effectsCounter(EffectsCounter.State(count: 3))
    store.assert { $0.count = 3 }
    let line = #line + 2
    withKnownIssue {
      store.assert { $0.numberFact = "3 is a good number." }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} EffectsCounter.State(
            \u{2007}   count: 3,
            −   numberFact: "3 is a good number."
            +   numberFact: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }

  @Test func dependenciesChangedBetweenStepsReachOnlyEffectsStartedAfterwards() async {
    let clock = TestClock()
    let store = TestStore.effectsCounter(clock: clock)
    await store.send(.delayedFactButtonTapped)
    store.dependencies.numberFact.fetch = { "\($0) is a changed number." }
    await store.send(.numberFactButtonTapped)
    await store.receive(.numberFactResponse("0 is a changed number.")) {
      $0.numberFact = "0 is a changed number."
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.numberFactResponse("0 is a good number.")) {
      $0.numberFact = "0 is a good number."
    }
  }

  @Test func aDependencyWithoutATestValueSaysHowToOverrideIt() async {
    let store = TestStore(initialState: Tracker.State()) { Tracker() }
    await withKnownIssue {
      await store.send(.appeared) { $0.events = ["live"] }
    } matching: { issue in
      issue.hasMessage(
        """
        @Dependency(\\.analytics) has no test value, but was read in a test context.

            Key:   AnalyticsClient
            Value: AnalyticsClient

        It falls back to its preview value, by default the live one, which can reach the network, \
        the disk or real time.

        To fix, override 'analytics' in this test: on the TestStore with \
        'withDependencies: { $0.analytics = … }', or around the code under test with \
        'withDependencies { $0.analytics = … } operation: { … }'. To give every test a default, \
        implement 'testValue' in the 'DependencyKey' conformance of 'AnalyticsClient'.
        """, at: Tracker.analyticsLine)
    }
  }

  @Test func anOverriddenDependencyIsNoFailure() async {
    let store = TestStore(initialState: Tracker.State()) {
      Tracker()
    } withDependencies: {
      $0.analytics = AnalyticsClient { "test" }
    }
    await store.send(.appeared) { $0.events = ["test"] }
  }

  @Test func anUnhandledErrorInAnEffectIsReportedWhereTheEffectWasCreated() async {
    let store = TestStore.effectsCounter()
    await withKnownIssue {
      await store.send(.throwingButtonTapped)
    } matching: { issue in
      issue.hasMessage(
        """
        An "Effect.run" returned from "ComposableTests/Fixtures.swift:\
        \(EffectsCounter.throwingLine)" threw an unhandled error.

            EffectsCounter.Failure()

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """, at: EffectsCounter.throwingLine, fileID: "ComposableTests/Fixtures.swift")
    }
  }
}

/// Reads a dependency that has no test value.
private struct Tracker: Reducer {
  struct State: Equatable { var events: [String] = [] }
  enum Action { case appeared }

  static let analyticsLine = #line + 1
  @Dependency(\.analytics) var analytics

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.events.append(analytics.name())
    return .none
  }
}

/// A dependency the store sets, for the reducer and the assertion's closure to read.
private enum Label: TestDependencyKey {
  static let testValue = "the test's"
}

/// Keeps the label its reducer reads.
private struct Labeling: Reducer {
  struct State: Equatable {
    var label = ""
  }

  enum Action {
    case read
  }

  @Dependency(Label.self) var label

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.label = label
    return .none
  }
}

extension TestStoreSendTests {
  @Test(arguments: [Exhaustivity.on, .off(showSkippedAssertions: false)])
  func theReducerAndTheClosureReadTheStoresDependencies(exhaustivity: Exhaustivity) async {
    let store = TestStore(initialState: Labeling.State()) {
      Labeling()
    } withDependencies: {
      $0[Label.self] = "the store's"
    }
    store.exhaustivity = exhaustivity
    var read: [String] = []
    await store.send(.read) {
      read.append(Dependency(Label.self).wrappedValue)
      $0.label = "the store's"
    }
    #expect(read == ["the store's"])
    #expect(store.state.label == "the store's")
    #expect(Dependency(Label.self).wrappedValue == "the test's")
  }
}
