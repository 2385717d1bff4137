/// Where a view is evaluated: its place in the tree, the environment it reads, and the storage
/// its state lives in.
@MainActor
struct ViewContext {
  /// The view's place, which is its identity: its state is kept under it.
  var path: ViewPath
  /// The values the view reads with `@Environment`.
  var environment: EnvironmentValues
  /// The state of every view of the tree, kept from one evaluation to the next.
  let storage: ViewStorage

  /// The context of a view inside this one.
  ///
  /// - Parameter component: What tells the inner view from its siblings.
  /// - Returns: The inner view's context.
  func appending(_ component: ViewPath.Component) -> ViewContext {
    var context = self
    context.path.components.append(component)
    return context
  }

  /// This context with a changed environment.
  ///
  /// - Parameter transform: Changes the environment.
  /// - Returns: The context.
  func withEnvironment(_ transform: (inout EnvironmentValues) -> Void) -> ViewContext {
    var context = self
    transform(&context.environment)
    return context
  }

  /// The nodes a view stands for: a view of this module's makes them itself; any other view is
  /// evaluated through its body, once its state and environment properties are linked to this
  /// context.
  ///
  /// - Parameter view: The view.
  /// - Returns: Its nodes, in reading order.
  func nodes<V: View>(of view: V) -> [ViewNode] {
    if let primitive = view as? any PrimitiveView {
      return primitive.nodes(in: self)
    }
    if let shape = view as? any Shape {
      return [ShapeNodes.node(of: shape)]
    }
    let inner = appending(.type(ObjectIdentifier(V.self)))
    DynamicProperties.link(view, in: inner)
    return inner.nodes(of: view.body)
  }

  /// A cell of this view's state, made with `initial` the first time it is asked for at this
  /// place under this name, and kept until an evaluation no longer asks for it.
  ///
  /// - Parameters:
  ///   - name: The name of the state within the view.
  ///   - initial: The state's first value.
  /// - Returns: The cell.
  func cell(_ name: String, initial: () -> Any) -> StateCell {
    storage.cell(at: StateKey(path: path, name: name), initial: initial)
  }

  /// A binding to state this module's view keeps itself at this place: a disclosure group's
  /// expansion, a navigation stack's own path.
  ///
  /// - Parameters:
  ///   - name: The name of the state within the view.
  ///   - initial: The state's first value.
  /// - Returns: A binding to the state.
  func stateBinding<Value>(_ name: String, initial: Value) -> Binding<Value> {
    let cell = self.cell(name, initial: { initial })
    return Binding(get: { cell.value as! Value }, set: { cell.value = $0 })
  }
}

/// The place of a view in a tree: the way from the root to it.
struct ViewPath: Hashable {
  /// A step of the way.
  enum Component: Hashable {
    /// The view at this index of a tuple of views.
    case index(Int)
    /// The branch an `if` or a `switch` took, or an optional's value.
    case branch(Int)
    /// The element of a `ForEach` with this id.
    case id(AnyHashable)
    /// A view of this type: another type at the same place is another view.
    case type(ObjectIdentifier)
    /// A part of a view that it names: a label, a presented sheet, a pushed screen.
    case slot(String)
  }

  var components: [Component] = []
}

/// Where a view's state is kept: its place and the name of its property.
struct StateKey: Hashable {
  var path: ViewPath
  var name: String
}

/// A value of state kept between evaluations.
final class StateCell {
  /// The value.
  var value: Any

  init(_ value: Any) {
    self.value = value
  }
}

/// The state of a tree's views, kept between evaluations, and dropped for a view that an
/// evaluation no longer reaches, as SwiftUI drops the state of a view that leaves the screen.
@MainActor
final class ViewStorage {
  private var cells: [StateKey: StateCell] = [:]
  private var reached: Set<StateKey> = []
  private var pending: [@MainActor () -> Void] = []

  /// The cell at `key`, made with `initial` when there is none.
  func cell(at key: StateKey, initial: () -> Any) -> StateCell {
    reached.insert(key)
    if let cell = cells[key] { return cell }
    let cell = StateCell(initial())
    cells[key] = cell
    return cell
  }

  /// Starts an evaluation: no cell is reached yet.
  func beginEvaluation() {
    reached = []
  }

  /// Keeps an action to run once the evaluation has made its tree: an `onChange` action.
  func afterEvaluation(_ action: @escaping @MainActor () -> Void) {
    pending.append(action)
  }

  /// Ends an evaluation: the cells it did not reach are dropped, and the actions it kept run.
  func endEvaluation() {
    cells = cells.filter { reached.contains($0.key) }
    let actions = pending
    pending = []
    for action in actions { action() }
  }
}
