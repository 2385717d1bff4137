import ValueDump

/// An action that sets one property of a feature's state: what a view's binding sends.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
///
/// await store.send(\.binding.text, "Hello") { $0.text = "Hello" }
/// ```
///
/// Match one in a reducer with its key path: `case .binding(\.text):`.
public struct BindingAction<Root>: @unchecked Sendable {
  // NB: `@unchecked` because key paths are not `Sendable`; a binding action holds only a key
  // path, which is immutable, and a `Sendable` value.

  /// The property the action sets.
  public let keyPath: PartialKeyPath<Root>
  let value: any Sendable
  let set: @Sendable (inout Root) -> Void
  let valueIsEqual: @Sendable (any Sendable) -> Bool

  /// An action that sets the property at `keyPath` to `value`.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - value: Its new value.
  /// - Returns: The binding action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    let path = UncheckedKeyPath(keyPath: keyPath)
    return Self(
      keyPath: keyPath, value: value,
      set: { $0[keyPath: path.keyPath] = value },
      valueIsEqual: { ($0 as? Value) == value })
  }

  /// Whether a binding action sets the property at `keyPath`: `case .binding(\.text):`.
  ///
  /// - Parameters:
  ///   - keyPath: A property.
  ///   - bindingAction: A binding action.
  /// - Returns: `true` when the action sets that property.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>, bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }

  /// The value the action sets, when the property is of type `Value`.
  func value<Value>(as type: Value.Type) -> Value? {
    value as? Value
  }
}

/// A key path carried into a `@Sendable` closure: key paths are immutable.
struct UncheckedKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: WritableKeyPath<Root, Value>
}

extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
  }
}

extension BindingAction: CustomDumpStringConvertible {
  public var customDumpDescription: String {
    ".set(\(propertyPath), \(customDumpInline(value)))"
  }

  /// The key path with its root left out, `\.settings.isOn`, as code that knows the root writes
  /// it: what a test and the shell both read back.
  var propertyPath: String {
    let written = "\(keyPath)"
    let root = "\\\(Root.self)."
    return written.hasPrefix(root) ? "\\." + written.dropFirst(root.count) : written
  }
}

/// An action that can carry a ``BindingAction``: `case binding(BindingAction<State>)`.
///
/// ``BindingReducer`` applies the binding actions of such an action to the state.
public protocol BindableAction: SendableMetatype {
  /// The state the binding actions set.
  associatedtype State

  /// The action that carries a binding action.
  ///
  /// - Parameter action: A binding action.
  /// - Returns: The action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if it is the binding case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action carries, if it is the binding case.
  public var binding: BindingAction<State>? {
    (/{ Self.binding($0) }).extract(from: self)
  }
}

/// Applies the binding actions a feature receives to its state; put it first in `body`.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
///
/// When the binding actions come inside the feature's view actions, name that case:
/// `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  @usableFromInline
  let toViewAction: (Action) -> ViewAction?

  /// Creates the reducer for a feature whose own action is bindable.
  @inlinable
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// Creates the reducer for a feature whose binding actions come inside another action case,
  /// `case view(View)` with `View: BindableAction`: `BindingReducer(action: \.view)`.
  ///
  /// - Parameter toViewAction: The action case that carries the bindable actions.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let path = AnyCasePath(toViewAction)
    self.toViewAction = { path.extract(from: $0) }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard ReducerTrace.isRecording else {
      toViewAction(action)?.binding?.set(&state)
      return .none
    }
    let binding = toViewAction(action)?.binding
    return ReducerTrace.traced({ _ in .leaf(Self.self) }, handles: binding != nil, state: &state) {
      binding?.set(&$0)
      return .none
    }
  }
}

extension BindableAction {
  /// The action that sets the property at `keyPath` to `value`:
  /// `store.send(.set(\.name, "Blob"))`, the same as `.binding(.set(\.name, "Blob"))`.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - value: Its new value.
  /// - Returns: The action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}

/// An action with a case for what a view sends, `case view(View)`, so that a view holding the
/// store can send `.onAppear` for `.view(.onAppear)`.
public protocol ViewAction<ViewAction> {
  /// The view's actions.
  associatedtype ViewAction

  /// The action that carries a view action.
  ///
  /// - Parameter action: A view action.
  /// - Returns: The action.
  static func view(_ action: ViewAction) -> Self
}

extension Case {
  /// The binding action that sets one property: `\.binding.text`.
  public subscript<State, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> Case<Member> where Value == BindingAction<State> {
    let path = UncheckedKeyPath(keyPath: keyPath)
    return appending(
      AnyCasePath(
        embed: { .set(path.keyPath, $0) },
        extract: { $0.keyPath == path.keyPath ? $0.value(as: Member.self) : nil }))
  }
}
