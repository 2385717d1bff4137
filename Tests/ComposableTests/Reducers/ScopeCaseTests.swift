import Composable
import TestHelpers
import Testing

/// A destination reducer in TCA's pre-macro form: an enum of child states, scoped case by case.
struct Destination: Reducer {
  enum State: Equatable {
    case counter(Tally.State)
    case note(String)
  }

  enum Action: Equatable {
    case counter(Tally.Action)
    case note(NoteAction)

    enum NoteAction: Equatable { case append(String) }
  }

  var body: some ReducerOf<Self> {
    Scope(state: /State.counter, action: /Action.counter) {
      Tally()
    }
    Scope(state: /State.note, action: /Action.note) {
      Reduce { text, action in
        guard case let .append(more) = action else { return .none }
        text += more
        return .none
      }
    }
  }
}

struct Tally: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A parent that presents a destination.
struct Host: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case showCounter
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .showCounter = action { state.destination = .counter(Tally.State()) }
      return .none
    }
    .ifLet(\.$destination, action: /Action.destination) {
      Destination()
    }
  }
}

@Suite struct ScopeCaseTests {
  @Test func theChildRunsInItsCase() async {
    let store = TestStore(initialState: Destination.State.counter(Tally.State())) {
      Destination()
    }
    await store.send(.counter(.increment)) {
      $0 = .counter(Tally.State(count: 1))
    }
  }

  @Test func aChildActionInAnotherCaseIsReportedAndChangesNothing() async {
    let store = TestStore(initialState: Destination.State.note("Hi")) { Destination() }
    await withKnownIssue {
      await store.send(.counter(.increment))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        scopeActionInOtherCase(
          at: "ComposableTests/ScopeCaseTests.swift:20",
          action: "Destination.Action.counter(.increment)",
          state: "Destination.State.note", stateType: "Destination.State")
      ]
    }
    #expect(store.state == .note("Hi"))
  }

  @Test func aPresentedDestinationScopesIntoItsCase() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.showCounter) {
      $0.destination = .counter(Tally.State())
    }
    await store.send(.destination(.presented(.counter(.increment)))) {
      $0.destination = .counter(Tally.State(count: 1))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }
}
