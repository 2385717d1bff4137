import ComposableArchitecture
import SwiftUI

// A sign-in form as TCA users write it with view actions: its bindings go through the view's
// actions (`BindingReducer(action: \.view)`), and its e-mail is shared.

@Reducer
struct SignIn {
  @ObservableState
  struct State: Equatable {
    var code = ""
    @Shared(.inMemory("email")) var email = ""
  }

  enum Action: ViewAction {
    case view(View)

    enum View: BindableAction {
      case binding(BindingAction<State>)
      case clearButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding):
        return .none
      case .view(.clearButtonTapped):
        state.code = ""
        return .none
      }
    }
  }
}

@ViewAction(for: SignIn.self)
struct SignInView: View {
  @Bindable var store: StoreOf<SignIn>

  var body: some View {
    @Binding(store.$email) var email
    Form {
      TextField("Email", text: $email)
        .keyboardType(.emailAddress)
        .autocapitalization(.none)
      TextField("Code", text: $store.code)
        .textContentType(.oneTimeCode)
      Button("Clear") { send(.clearButtonTapped) }
      Button("Paste 1234") { store.code = "1234" }
    }
  }
}
