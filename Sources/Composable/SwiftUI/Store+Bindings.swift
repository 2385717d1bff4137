import SwiftUI

// `$store.name` and `$store.name.sending(\.nameChanged)`: bindings to a store's state, whose
// writes send the store an action, as TCA's views bind text fields and toggles.

/// What `$store` is in a view: a `Bindable` of the store (`@Bindable var store`), or a
/// `Binding` to it. Its members bind the store's state and scope its presented children.
public protocol _StoreBindingSource<Value> {
  /// The store, for the sources whose value is one.
  associatedtype Value
  /// The store.
  var wrappedValue: Value { get }
}

extension Bindable: _StoreBindingSource {}
extension Binding: _StoreBindingSource {}

extension _StoreBindingSource {
  /// A binding to a property of the store's state, whose writes send the feature a binding
  /// action: `TextField("Name", text: $store.name)` with `BindingReducer()` in the feature.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: The binding.
  public subscript<State: ObservableState, Action: BindableAction, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> Binding<Member> where Value == Store<State, Action>, Action.State == State {
    wrappedValue.binding(keyPath)
  }

  /// A binding to a property of the store's state, whose writes send the feature's view a
  /// binding action, `.view(.binding(…))`, for a feature whose view actions are bindable and
  /// whose reducer has `BindingReducer(action: \.view)`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: The binding.
  public subscript<State: ObservableState, Action: ViewAction, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> Binding<Member>
  where
    Value == Store<State, Action>, Action.ViewAction: BindableAction,
    Action.ViewAction.State == State
  {
    wrappedValue.viewBinding(keyPath)
  }

  /// A property of the store's state, to bind with the action that sets it:
  /// `$store.name.sending(\.nameChanged)`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: The property, ready to be bound.
  public subscript<State: ObservableState, Action, Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> _StoreBindable<State, Action, Member> where Value == Store<State, Action> {
    _StoreBindable(store: wrappedValue, keyPath: keyPath)
  }
}

/// A property of a store's state, to be bound with the action that sets it:
/// `$store.text.sending(\.textChanged)`.
public struct _StoreBindable<State, Action, Value> {
  let store: Store<State, Action>
  let keyPath: KeyPath<State, Value>

  /// A binding that reads the property and sends `action` with the new value when written.
  ///
  /// - Parameter action: The action case that sets the property.
  /// - Returns: The binding.
  public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
    let store = self.store
    let keyPath = self.keyPath
    let action = AnyCasePath(action)
    return Binding(
      get: { store.state[keyPath: keyPath] }, set: { store.send(action.embed($0)) })
  }
}

extension Store {
  /// A binding to a property of the state, whose writes send a binding action; a write of
  /// the value the state already holds sends nothing, as a view that sets a field to itself
  /// does not change it.
  func binding<Member: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Member>
  ) -> Binding<Member> where Action: BindableAction, Action.State == State {
    Binding(
      get: { self.state[keyPath: keyPath] },
      set: { newValue in
        guard self.state[keyPath: keyPath] != newValue else { return }
        self.send(.binding(.set(keyPath, newValue)))
      })
  }
}

extension Store {
  /// A binding to a property of the state, whose writes send a binding action to the
  /// feature's view actions.
  func viewBinding<Member: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Member>
  ) -> Binding<Member>
  where Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
    Binding(
      get: { self.state[keyPath: keyPath] },
      set: { newValue in
        guard self.state[keyPath: keyPath] != newValue else { return }
        self.send(.view(.binding(.set(keyPath, newValue))))
      })
  }
}

extension Store
where
  State: ObservableState, Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a property of the current state; writing it sends the binding action that sets
  /// it to the feature's view actions.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { viewBinding(keyPath).wrappedValue = newValue }
  }
}

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a property of the current state; writing it sends the binding action that sets
  /// it, as TCA's views write `store.isComplete.toggle()`.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { binding(keyPath).wrappedValue = newValue }
  }
}
