import ComposableArchitecture
import TestHelpers
import Testing

@MainActor
struct CaseScopesTests {
  @Test
  func anUnlabelledScopeRunsTheChildOnItsProperty() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.left(.increment)) { $0.left.count = 1 }
    await store.send(.right(.increment)) { $0.right.count = 1 }
  }

  @Test
  func aScopeToAnEnumCaseRunsTheChildInThatCase() async {
    let store = TestStore(initialState: Session.State.loggedOut) { Session() }
    await store.send(.logIn(id: 1)) { $0 = .loggedIn(Tally.State(id: 1)) }
    await store.send(.loggedIn(.increment)) { $0 = .loggedIn(Tally.State(id: 1, count: 1)) }
  }

  @Test
  func aScopeToAnEnumCaseReportsAChildActionInAnotherCase() async {
    let store = TestStore(initialState: Session.State.loggedOut) { Session() }
    await withKnownIssue {
      await store.send(.loggedIn(.increment))
    } matching: { issue in
      issue.hasMessage(
        scopeActionInOtherCase(
          at: "ComposableArchitectureTests/CaseScopes.swift:70",
          action: "Session.Action.loggedIn(.increment)", state: "Session.State.loggedOut",
          stateType: "Session.State"),
        at: 70, fileID: "ComposableArchitectureTests/CaseScopes.swift")
    }
    #expect(store.state == .loggedOut)
  }

  @Test
  func aScopeWithNoChildReducerOnAnEnumCaseIsStillTheCasesScope() async {
    let store = TestStoreOf<Session>(initialState: .loggedOut) {
      Scope(state: \.loggedIn, action: \.loggedIn) {}
    }
    let line = #line - 2
    await withKnownIssue {
      await store.send(.loggedIn(.increment))
    } matching: { issue in
      issue.hasMessage(
        scopeActionInOtherCase(
          at: "ComposableArchitectureTests/CaseScopesTests.swift:\(line)",
          action: "Session.Action.loggedIn(.increment)", state: "Session.State.loggedOut",
          stateType: "Session.State"),
        at: line)
    }
  }

  @Test
  func ifCaseLetRunsTheChildBeforeTheParent() async {
    let store = TestStore(initialState: Session.State.loggedIn(Tally.State())) {
      GuardedSession()
    }
    await store.send(.loggedIn(.increment)) { $0 = .loggedIn(Tally.State(count: 101)) }
  }

  @Test
  func ifCaseLetCancelsTheChildsEffectsWhenTheStateLeavesTheCase() async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.loggedIn(Tally.State())) {
      GuardedSession()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loggedIn(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.loggedIn(.tick)) { $0 = .loggedIn(Tally.State(count: 1)) }
    await store.send(.logOut) { $0 = .loggedOut }
    await clock.advance(by: .seconds(5))
  }

  @Test
  func ifCaseLetCancelsTheChildsEffectsWhenTheCaseHoldsAnotherIdentity() async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.loggedIn(Tally.State(id: 1))) {
      GuardedSession()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loggedIn(.startTimer))
    await store.send(.logIn(id: 2)) { $0 = .loggedIn(Tally.State(id: 2)) }
    await clock.advance(by: .seconds(5))
  }

  @Test
  func ifCaseLetKeepsTheChildsEffectsWhileTheCaseStays() async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.loggedIn(Tally.State(id: 1))) {
      GuardedSession()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loggedIn(.startTimer))
    #expect(
      store.inFlightEffects.map { $0.cancelIDs.map(\.valueDescription) } == [
        ["ifCaseLet(Session.State.loggedIn)"]
      ])
    await store.send(.loggedIn(.increment)) { $0 = .loggedIn(Tally.State(id: 1, count: 101)) }
    await clock.advance(by: .seconds(1))
    await store.receive(.loggedIn(.tick)) { $0 = .loggedIn(Tally.State(id: 1, count: 102)) }
    await store.send(.logOut) { $0 = .loggedOut }
  }

  @Test
  func ifCaseLetReportsAChildActionInAnotherCase() async {
    let store = TestStore(initialState: Session.State.loggedOut) { GuardedSession() }
    await withKnownIssue {
      await store.send(.loggedIn(.increment))
    } matching: { issue in
      issue.hasMessage(
        """
        An "ifCaseLet" at "ComposableArchitectureTests/CaseScopes.swift:106" received a child action when child state was set to a different case.

          Action:
            Session.Action.loggedIn(.increment)
          State:
            Session.State.loggedOut

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "Session.State" to a different case before this reducer ran. This reducer must run before any other reducer sets child state to a different case. This ensures that child reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was unavailable. While it may be perfectly reasonable to ignore this action, consider canceling the associated effect before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions for this reducer can only be sent from a store when state is set to the appropriate case. In SwiftUI applications, use "SwitchStore".
        """, at: 106, fileID: "ComposableArchitectureTests/CaseScopes.swift")
    }
    #expect(store.state == .loggedOut)
  }

  @Test
  func ifCaseLetTakesCasePathsInThePreMacroForm() async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.loggedIn(Tally.State())) {
      PreMacroSession()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loggedIn(.increment)) { $0 = .loggedIn(Tally.State(count: 1)) }
    await store.send(.loggedIn(.startTimer))
    await store.send(.logOut) { $0 = .loggedOut }
    await clock.advance(by: .seconds(1))
  }
}
