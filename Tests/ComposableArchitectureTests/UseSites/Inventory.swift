import ComposableArchitecture

// A feature written as TCA 1.x users write navigation: a `@Reducer enum` destination presented
// with `@Presents`, a form with bindings that tells its parent through a delegate action and
// dismisses itself, and an alert.

struct Item: Equatable, Identifiable {
  let id: UUID
  var name: String
  var quantity: Int
}

@Reducer
struct ItemForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var quantity = 1
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case delegate(Delegate)
    case saveButtonTapped

    @CasePathable
    enum Delegate {
      case save(name: String, quantity: Int)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.name = state.name.trimmingCharacters(in: .whitespaces)
        return .none
      case .binding:
        return .none
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }
      case .delegate:
        return .none
      case .saveButtonTapped:
        return .run { [state] send in
          await send(.delegate(.save(name: state.name, quantity: state.quantity)))
          await dismiss()
        }
      }
    }
  }
}

@Reducer
struct Inventory {
  @Reducer(state: .equatable)
  enum Destination {
    case addItem(ItemForm)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion(id: Item.ID)
    }
  }

  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item> = []
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addButtonTapped
    case deleteButtonTapped(id: Item.ID)
    case destination(PresentationAction<Destination.Action>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addItem(ItemForm.State())
        return .none

      case let .deleteButtonTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .alert(
          AlertState {
            TextState("Delete \(item.name)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
              TextState("Delete")
            }
          })
        return .none

      case let .destination(.presented(.addItem(.delegate(.save(name, quantity))))):
        state.items.append(Item(id: uuid(), name: name, quantity: quantity))
        return .none

      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.items.remove(id: id)
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
