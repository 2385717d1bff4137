/// A value a view keeps itself, as SwiftUI's `State`: kept from one evaluation of the tree to
/// the next while the view stays at its place.
///
/// ```swift
/// struct Expander: View {
///   @State private var isExpanded = false
///
///   var body: some View {
///     Toggle("Details", isOn: $isExpanded)
///   }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let box: StateBox<Value>

  /// Creates the state with its first value.
  ///
  /// - Parameter value: The first value: used the first time the view is evaluated at its
  ///   place, as SwiftUI does.
  public init(wrappedValue value: Value) {
    self.box = StateBox(value)
  }

  /// Creates the state with its first value.
  ///
  /// - Parameter value: The first value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value: `$isExpanded`.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates optional state whose first value is `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: LinkedProperty {
  func link(in context: ViewContext, name: String) {
    box.cell = context.cell(name, initial: { box.value })
  }
}

/// The value of a `State`: its own until it is linked to the cell its view's place keeps.
final class StateBox<Value> {
  private var own: Value
  var cell: StateCell?

  init(_ value: Value) {
    self.own = value
  }

  var value: Value {
    get {
      guard let cell else { return own }
      return cell.value as! Value
    }
    set {
      guard let cell else { return own = newValue }
      cell.value = newValue
    }
  }
}

/// Whether a view, or one of a set of its views, has the focus, as SwiftUI's `FocusState`:
/// kept like `State`, and set by the `focused` modifier's binding.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let box: StateBox<Value>

  /// Focus state for a set of fields: which one has the focus, or nil.
  public init<T: Hashable>() where Value == T? {
    self.box = StateBox(nil)
  }

  /// Focus state for one field: whether it has the focus.
  public init() where Value == Bool {
    self.box = StateBox(false)
  }

  /// The field with the focus, or whether the one field has it.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// The focus state as the `focused` modifier takes it.
  public var projectedValue: Binding {
    let box = self.box
    return Binding(binding: SwiftUI.Binding(get: { box.value }, set: { box.value = $0 }))
  }

  /// The focus state as the `focused` modifier takes it: `$focus`.
  @propertyWrapper
  public struct Binding {
    let binding: SwiftUI.Binding<Value>

    /// The field with the focus.
    public var wrappedValue: Value {
      get { binding.wrappedValue }
      nonmutating set { binding.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: LinkedProperty {
  func link(in context: ViewContext, name: String) {
    box.cell = context.cell(name, initial: { box.value })
  }
}
