import ComposableArchitecture
import Foundation

// The forms of `@Reducer` that TCA's macro reads from how a case is written: an enum whose
// cases hold reducers, plain state and cases under `#if`, with conformances asked for; a
// reducer given by a case's default value; a nested `@Reducer enum`; a generic reducer whose
// `reduce(into:action:)` names another reducer's types; a redundant `Reducer` conformance.

@Reducer
struct Jotter {
  @ObservableState
  struct State: Codable, Hashable, Sendable {
    var text = ""
  }
  enum Action: Hashable, Sendable {
    case edited(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .edited(text):
        state.text = text
        return .none
      }
    }
  }
}

@Reducer
struct Stepper {
  let step: Int

  @ObservableState
  struct State: Codable, Hashable, Sendable {
    var count = 0
  }
  enum Action: Hashable, Sendable {
    case incremented
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += step
      return .none
    }
  }
}

/// A plain model, which no case holds as a reducer.
struct Minutes: Codable, Hashable, Sendable {
  var title: String
}

@Reducer(
  state: .codable, .equatable, .hashable, .sendable, action: .equatable, .hashable, .sendable)
enum Modal {
  case jotter(Jotter)
}

@Reducer(
  state: .codable, .equatable, .hashable, .sendable, action: .equatable, .hashable, .sendable)
enum Screen {
  case jotter(Jotter)
  case blank
  case minutes(Minutes, attendees: [String])
  case count(Int)
  case titles([String])
  @ReducerCaseIgnored
  case minutesOnly(Minutes)
  case stepper(Stepper = Stepper(step: 5))
  case modal(Modal.Body = Modal.body)
  #if DEBUG
    case debugJotter(Jotter)
  #else
    case releaseBlank
  #endif
  #if SCREEN_FORMS_UNDEFINED_FLAG
    case absent(Jotter)
  #endif
}

/// A screen's name, by an exhaustive switch: it compiles only when the generated `State` holds
/// exactly the cases the build's conditions leave.
func name(of screen: Screen.State) -> String {
  switch screen {
  case .jotter: "jotter"
  case .blank: "blank"
  case .minutes: "minutes"
  case .count: "count"
  case .titles: "titles"
  case .minutesOnly: "minutesOnly"
  case .stepper: "stepper"
  case .modal: "modal"
  #if DEBUG
    case .debugJotter: "debugJotter"
  #else
    case .releaseBlank: "releaseBlank"
  #endif
  }
}

@Reducer
struct Board {
  @ObservableState
  struct State: Equatable {
    @Presents var screen: Screen.State?
  }
  enum Action {
    case screen(PresentationAction<Screen.Action>)
    case show(Screen.State)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .show(screen):
        state.screen = screen
        return .none
      case .screen:
        return .none
      }
    }
    .ifLet(\.$screen, action: \.screen)
  }
}

/// Runs another reducer, through a `reduce(into:action:)` that names that reducer's types.
@Reducer
struct Counted<Base: Reducer> {
  let base: Base
  let counter: LockIsolated<Int>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    counter.withValue { $0 += 1 }
    return base.reduce(into: &state, action: action)
  }
}

@Reducer
struct Conforming: Reducer {
  @ObservableState
  struct State: Equatable {
    var isOn = false
  }
  enum Action {
    case toggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}
