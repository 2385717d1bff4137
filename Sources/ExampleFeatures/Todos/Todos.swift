import ComposableArchitecture

/// A list of todos: add, edit, check, delete after confirming, filter, clear the completed ones,
/// and completed todos sink to the end a second after the last check.
///
/// TCA's Todos example, without SwiftUI. It teaches:
/// - `IdentifiedArrayOf<Todo.State>` and `.forEach(\.todos, action: \.todos) { Todo() }`:
///   each row's actions arrive as `.todos(.element(id:action:))`, run the row's reducer on that
///   element (found by id in constant time), then this reducer; a test names one row's action
///   with the case key path `\.todos[id: id].checkBoxToggled`;
/// - `@Dependency(\.uuid)` for the ids of new todos (in tests and in the shell, `…0000`, `…0001`…);
/// - an alert as state: `deleteButtonTapped(id:)` puts an `AlertState` in the `@Presents var
///   alert`, whose Delete button sends `.alert(.presented(.confirmDeletion(id:)))`;
///   `.ifLet(\.$alert, action: \.alert)` dismisses it after any of its buttons;
/// - a debounce on the clock: checking a todo starts a 1s sleep under `CancelID.todoCompletion`
///   with `cancelInFlight: true`, so checking several in a row sorts once, a second after the
///   last one.
@Reducer
public struct Todos: Sendable {
  /// The list.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The alert asking to confirm a deletion, while it shows.
    @Presents public var alert: AlertState<Action.Alert>?
    /// Which todos show.
    public var filter: Filter
    /// Every todo, newest first, completed ones at the end once sorted.
    public var todos: IdentifiedArrayOf<Todo.State>

    /// Creates the state.
    public init(
      alert: AlertState<Action.Alert>? = nil, filter: Filter = .all,
      todos: IdentifiedArrayOf<Todo.State> = []
    ) {
      self.alert = alert
      self.filter = filter
      self.todos = todos
    }

    /// The todos the filter lets through.
    public var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch filter {
      case .active: todos.filter { !$0.isComplete }
      case .all: todos
      case .completed: todos.filter(\.isComplete)
      }
    }
  }

  /// Which todos show.
  public enum Filter: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Every todo.
    case all = "All"
    /// The todos not done yet.
    case active = "Active"
    /// The todos done.
    case completed = "Completed"
  }

  /// What the list can do.
  public enum Action: Equatable, Sendable {
    /// The add button was tapped.
    case addTodoButtonTapped
    /// The deletion alert's buttons, and its dismissal.
    case alert(PresentationAction<Alert>)
    /// The "Clear completed" button was tapped.
    case clearCompletedButtonTapped
    /// A row's delete button was tapped.
    case deleteButtonTapped(id: Todo.State.ID)
    /// The filter picker changed.
    case filterPicked(Filter)
    /// The debounce after the last check ran out: completed todos sink to the end.
    case sortCompletedTodos
    /// The rows' actions.
    case todos(IdentifiedActionOf<Todo>)

    /// The actions of the deletion alert's buttons.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// The Delete button was tapped.
      case confirmDeletion(id: Todo.State.ID)
    }
  }

  /// The cancellation ids of the list's effects.
  public enum CancelID: Sendable {
    /// The sleep before completed todos are sorted to the end.
    case todoCompletion
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: self.uuid()), at: 0)
        return .none

      case let .alert(.presented(.confirmDeletion(id))):
        state.todos.remove(id: id)
        return .none

      case .alert:
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case let .deleteButtonTapped(id):
        guard let todo = state.todos[id: id] else { return .none }
        state.alert = .deletion(of: todo)
        return .none

      case let .filterPicked(filter):
        state.filter = filter
        return .none

      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none

      case .todos(.element(id: _, action: .checkBoxToggled)):
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }
}

extension AlertState where Action == Todos.Action.Alert {
  /// Asks to confirm the deletion of a todo.
  ///
  /// - Parameter todo: The todo to delete.
  /// - Returns: The alert.
  public static func deletion(of todo: Todo.State) -> Self {
    AlertState {
      TextState(todo.description.isEmpty ? "Delete this todo?" : "Delete \"\(todo.description)\"?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: todo.id)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }
}
