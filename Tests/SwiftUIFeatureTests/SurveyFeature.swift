import ComposableArchitecture
import SwiftUI

// A summary screen that edits its answers in sheets, as TCA users write a multi-step flow: one
// `@Reducer enum` destination of three step features and an alert, each presented by its own
// case of `$store.scope(\.$destination, action: \.destination)`, all chained on one view. The
// view is also the test that this chain type-checks: the compiler once gave up on it.

@Reducer
struct NameStep {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct AgeStep {
  @ObservableState
  struct State: Equatable {
    var age = 0
  }

  enum Action {
    case ageChanged(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .ageChanged(let age) = action else { return .none }
      state.age = max(age, 0)
      return .none
    }
  }
}

@Reducer
struct ColourStep {
  @ObservableState
  struct State: Equatable {
    var colours: Set<String> = []
  }

  enum Action {
    case colourTapped(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .colourTapped(let colour):
        if state.colours.remove(colour) == nil { state.colours.insert(colour) }
        return .none
      }
    }
  }
}

@Reducer
struct Survey {
  @Reducer
  enum Destination {
    case age(AgeStep)
    case alert(AlertState<Never>)
    case colours(ColourStep)
    case name(NameStep)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var name = "Blob"
    var age = 30
    var colours: Set<String> = ["red"]
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case editAgeButtonTapped
    case editColoursButtonTapped
    case editNameButtonTapped
    case submitButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .editAgeButtonTapped:
        state.destination = .age(AgeStep.State(age: state.age))
        return .none
      case .editColoursButtonTapped:
        state.destination = .colours(ColourStep.State(colours: state.colours))
        return .none
      case .editNameButtonTapped:
        state.destination = .name(NameStep.State(name: state.name))
        return .none
      case .submitButtonTapped:
        state.destination = .alert(AlertState { TextState("Thanks, \(state.name)!") })
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Survey.Destination.State: Equatable {}

struct NameStepView: View {
  @Bindable var store: StoreOf<NameStep>

  var body: some View {
    TextField("Name", text: $store.name)
  }
}

struct AgeStepView: View {
  let store: StoreOf<AgeStep>

  var body: some View {
    Button("\(store.age) +1") { store.send(.ageChanged(store.age + 1)) }
  }
}

struct ColourStepView: View {
  let store: StoreOf<ColourStep>

  var body: some View {
    ForEach(["blue", "red"], id: \.self) { colour in
      Button(colour) { store.send(.colourTapped(colour)) }
    }
  }
}

struct SurveyView: View {
  @Bindable var store: StoreOf<Survey>

  var body: some View {
    Form {
      Section {
        Text(store.name)
        Text("\(store.age)")
      } header: {
        HStack {
          Text("About you")
          Spacer()
          Button("Edit") { store.send(.editNameButtonTapped) }
            .font(.caption)
        }
      }
      Section {
        ForEach(store.colours.sorted(), id: \.self) { colour in
          Text(colour)
        }
      } header: {
        Button("Edit colours") { store.send(.editColoursButtonTapped) }
      }
      Section {
        Button {
          store.send(.submitButtonTapped)
        } label: {
          Text("Submit")
        }
      }
    }
    .navigationTitle("Survey")
    .sheet(item: $store.scope(\.$destination, action: \.destination).name) { nameStore in
      NavigationStack {
        NameStepView(store: nameStore)
      }
      .presentationDetents([.medium])
    }
    .sheet(
      item: $store.scope(\.$destination, action: \.destination).age
    ) { ageStore in
      NavigationStack {
        AgeStepView(store: ageStore)
      }
      .presentationDetents([.medium])
    }
    .sheet(
      item: $store.scope(\.$destination, action: \.destination).colours
    ) { coloursStore in
      NavigationStack {
        ColourStepView(store: coloursStore)
      }
      .presentationDetents([.medium])
    }
    .alert($store.scope(\.$destination, action: \.destination).alert)
  }
}
