import ComposableArchitecture
import SwiftUI

/// The screen of ``Todos``: a filter picker, a row for each todo the filter lets through, the
/// toolbar's add and clear buttons, and the deletion alert while it shows.
public struct TodosView: View {
  @Bindable var store: StoreOf<Todos>

  /// Creates the view.
  public init(store: StoreOf<Todos>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Picker("Filter", selection: $store.filter.sending(\.filterPicked)) {
        ForEach(Todos.Filter.allCases, id: \.self) { filter in
          Text(filter.rawValue).tag(filter)
        }
      }
      .pickerStyle(.segmented)
      List {
        ForEach(store.scope(state: \.filteredTodos, action: \.todos)) { todoStore in
          HStack {
            TodoView(store: todoStore)
            Button("Delete") { store.send(.deleteButtonTapped(id: todoStore.state.id)) }
          }
        }
      }
    }
    .navigationTitle("Todos")
    .toolbar {
      ToolbarItem {
        Button("Clear completed") { store.send(.clearCompletedButtonTapped) }
          .disabled(!store.todos.contains(where: \.isComplete))
      }
      ToolbarItem {
        Button("Add todo") { store.send(.addTodoButtonTapped) }
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}

/// A row of ``TodosView``: the todo's check box and its description.
public struct TodoView: View {
  @Bindable var store: StoreOf<Todo>

  /// Creates the row.
  public init(store: StoreOf<Todo>) {
    self.store = store
  }

  public var body: some View {
    HStack {
      Toggle(
        "Done",
        isOn: Binding(get: { store.isComplete }, set: { _ in store.send(.checkBoxToggled) }))
      TextField("Untitled todo", text: $store.description.sending(\.textFieldChanged))
    }
  }
}
