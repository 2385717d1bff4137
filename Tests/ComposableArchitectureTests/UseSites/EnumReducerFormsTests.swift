import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct EnumReducerFormsTests {
  @Test
  func aCaseHoldingAReducerRunsIt() async {
    let store = TestStore(initialState: Board.State()) { Board() }
    await store.send(.show(.jotter(Jotter.State()))) {
      $0.screen = .jotter(Jotter.State())
    }
    await store.send(\.screen.jotter.edited, "Agenda") {
      $0.screen = .jotter(Jotter.State(text: "Agenda"))
    }
  }

  @Test
  func casesOfPlainStateHoldTheirValuesAsWritten() async {
    let store = TestStore(initialState: Board.State()) { Board() }
    let minutes = Minutes(title: "Standup")
    await store.send(.show(.minutes(minutes, attendees: ["Blob"]))) {
      $0.screen = .minutes(minutes, attendees: ["Blob"])
    }
    #expect(store.state.screen?.minutes?.attendees == ["Blob"])
    await store.send(.show(.count(3))) { $0.screen = .count(3) }
    #expect(store.state.screen?.count == 3)
    await store.send(.show(.titles(["a"]))) { $0.screen = .titles(["a"]) }
    await store.send(.show(.minutesOnly(minutes))) { $0.screen = .minutesOnly(minutes) }
    #expect(store.state.screen?.minutesOnly == minutes)
    await store.send(.show(.blank)) { $0.screen = .blank }
    await store.send(.screen(.dismiss)) { $0.screen = nil }
  }

  @Test
  func aCaseOfPlainStateHasAnActionCaseOfNever() {
    let path: AnyCasePath<Screen.Action, Never> = Screen.Action.allCasePaths.minutes
    #expect(path.extract(from: .jotter(.edited(""))) == nil)
  }

  @Test
  func aDefaultValueGivesTheCaseItsReducer() async {
    let store = TestStore(initialState: Screen.State.stepper(Stepper.State())) { Screen.body }
    await store.send(.stepper(.incremented)) { $0 = .stepper(Stepper.State(count: 5)) }
  }

  @Test
  func aNestedEnumReducerRunsThroughItsBody() async {
    let store = TestStore(
      initialState: Screen.State.modal(.jotter(Jotter.State()))
    ) { Screen.body }
    await store.send(.modal(.jotter(.edited("Notes")))) {
      $0 = .modal(.jotter(Jotter.State(text: "Notes")))
    }
  }

  @Test
  func casesUnderIfAreThereWhenTheirConditionHolds() async {
    #if DEBUG
      let store = TestStore(initialState: Screen.State.debugJotter(Jotter.State())) {
        Screen.body
      }
      await store.send(.debugJotter(.edited("Debug"))) {
        $0 = .debugJotter(Jotter.State(text: "Debug"))
      }
      #expect(name(of: store.state) == "debugJotter")
    #else
      #expect(name(of: .releaseBlank) == "releaseBlank")
    #endif
  }

  @Test
  func theStateAndActionHaveTheConformancesAskedFor() throws {
    func state(_: some Codable & Equatable & Hashable & Sendable) {}
    func action(_: some Equatable & Hashable & Sendable) {}
    let screen = Screen.State.minutes(Minutes(title: "Retro"), attendees: ["Blob", "Blob Jr."])
    state(screen)
    action(Screen.Action.jotter(.edited("")))
    let decoded = try JSONDecoder().decode(
      Screen.State.self, from: JSONEncoder().encode(screen))
    #expect(decoded == screen)
    #expect(Set([screen, screen]).count == 1)
  }

  @Test
  func aReducerNamingAnotherReducersTypesDeclaresNoneOfItsOwn() async {
    let counter = LockIsolated(0)
    let store = TestStore(initialState: Jotter.State()) {
      Counted(base: Jotter(), counter: counter)
    }
    await store.send(.edited("Hi")) { $0.text = "Hi" }
    #expect(counter.value == 1)
  }

  @Test
  func aRedundantReducerConformanceIsAccepted() async {
    let store = TestStore(initialState: Conforming.State()) { Conforming() }
    await store.send(.toggled) { $0.isOn = true }
  }
}
