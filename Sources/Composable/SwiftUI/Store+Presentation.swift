import SwiftUI

// `$store.scope(state:action:)`: a binding to the store of a presented child, which drives a
// sheet, an alert or a pushed screen, and the binding to a navigation stack's store.

extension _StoreBindingSource {
  /// A binding to the store of a presented child, nil while nothing is presented: what
  /// `sheet(item:)`, `alert(_:)` and `navigationDestination(item:)` take. Setting it to nil,
  /// as a dismissed sheet does, sends the child's `.dismiss`.
  ///
  /// - Parameters:
  ///   - state: The child's state, `\.destination?.edit`.
  ///   - action: The case of the child's presentation actions, `\.destination.edit`.
  /// - Returns: The binding.
  public func scope<State: ObservableState, Action, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    wrappedValue.presentation(state: state, action: action)
  }

  /// A binding to the store of a navigation stack's elements: what
  /// `NavigationStack(path:root:destination:)` takes.
  ///
  /// - Parameters:
  ///   - state: The stack's state, `\.path`.
  ///   - action: The case of the stack's actions, `\.path`.
  /// - Returns: The binding.
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    let store = wrappedValue.scope(state: state, action: action)
    return Binding(get: { store }, set: { _ in })
  }
}

extension Store {
  /// A binding to the store of a presented child: read, the child's store while its state is
  /// there; set to nil, the child's `.dismiss`, unless the child is gone already.
  func presentation<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> {
    let toPresentation = AnyCasePath(action)
    let presented = toPresentation.appending(
      path: PresentationAction<ChildAction>.allCasePaths.presented)
    return Binding(
      get: { self.scope(state: state, action: presented) },
      set: { newValue in
        guard newValue == nil, self.state[keyPath: state] != nil else { return }
        self.send(toPresentation.embed(.dismiss))
      })
  }
}

extension _StoreBindingSource {
  /// A binding to the store of a presented child, nil while nothing is presented:
  /// `$store.scope(\.alert, action: \.alert)`.
  ///
  /// - Parameters:
  ///   - state: The child's state.
  ///   - action: The case of the child's presentation actions.
  /// - Returns: The binding.
  public func scope<State: ObservableState, Action, ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    scope(state: state, action: action)
  }

  /// A binding to the store of a navigation stack's elements:
  /// `$store.scope(\.path, action: \.path)`.
  ///
  /// - Parameters:
  ///   - state: The stack's state.
  ///   - action: The case of the stack's actions.
  /// - Returns: The binding.
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    _ state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    scope(state: state, action: action)
  }
}

extension _StoreBindingSource {
  /// A binding to the store of a presented destination, nil while nothing is presented:
  /// `$store.scope(\.$destination, action: \.destination)`, whose cases bind each screen the
  /// destination can be (`.sheet(item: $store.scope(\.$destination, action: \.destination).edit)`).
  ///
  /// - Parameters:
  ///   - state: The destination's presentation state, `\.$destination`.
  ///   - action: The case of the destination's presentation actions.
  /// - Returns: The binding.
  public func scope<State: ObservableState, Action, ChildState, ChildAction>(
    _ state: KeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    scope(state: state.appending(path: \.wrappedValue), action: action)
  }
}

extension Binding where Value: _OptionalStoreOfCases {
  /// A binding to the store of one case of a presented `@Reducer enum` destination, nil while
  /// another case, or nothing, is presented; setting it to nil dismisses the destination:
  /// `$store.scope(\.$destination, action: \.destination).edit`.
  ///
  /// - Parameter keyPath: The case, among the destination's `CaseScope`.
  /// - Returns: The binding.
  public subscript<Case>(
    dynamicMember keyPath: KeyPath<
      Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>
    >
  ) -> Binding<Case?> {
    let path = Value._CaseScope.allCasePaths[keyPath: keyPath]
    return Binding<Case?>(
      get: { self.wrappedValue._caseScope.flatMap { path.extract(from: $0) } },
      set: { newValue in
        guard newValue == nil,
          self.wrappedValue._caseScope.flatMap({ path.extract(from: $0) }) != nil
        else { return }
        self.wrappedValue = nil
      })
  }
}

extension Binding where Value: _OptionalStoreOfCases {
  /// A binding to the store of an alert or a dialog case of a presented `@Reducer enum`
  /// destination, nil while another case, or nothing, is presented; setting it to nil dismisses
  /// the destination: `.alert($store.scope(\.$destination, action: \.destination).alert)`.
  ///
  /// - Parameter keyPath: The case, among the destination's `CaseScope`, which holds the
  ///   alert's state.
  /// - Returns: The binding.
  public subscript<Ephemeral: _EphemeralState>(
    dynamicMember keyPath: KeyPath<
      Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Ephemeral>
    >
  ) -> Binding<Store<Ephemeral, Ephemeral.Action>?> {
    let path = Value._CaseScope.allCasePaths[keyPath: keyPath]
    let isPresented = { self.wrappedValue._caseScope.flatMap { path.extract(from: $0) } != nil }
    return Binding<Store<Ephemeral, Ephemeral.Action>?>(
      get: {
        // NB: Only the case presented has a store, so the one of the type asked for is its.
        guard isPresented() else { return nil }
        return self.wrappedValue._ephemeralStore as? Store<Ephemeral, Ephemeral.Action>
      },
      set: { newValue in
        guard newValue == nil, isPresented() else { return }
        self.wrappedValue = nil
      })
  }
}

/// A store of a `@Reducer enum`'s state, whose cases `store.case` gives.
public protocol _StoreOfCases {
  /// The enum's `CaseScope`.
  associatedtype _CaseScope
  /// The case of the store's state, with the store scoped to it.
  var _caseScope: _CaseScope { get }
  /// The store scoped to the alert or dialog case of its state, or nil.
  var _ephemeralStore: Any? { get }
}

extension Store: _StoreOfCases
where State: CaseReducerState, State.StateReducer.Action == Action {
  public var _caseScope: State.StateReducer.CaseScope { self.case }
  public var _ephemeralStore: Any? { State.StateReducer._ephemeralStore(self) }
}

/// An optional store of a `@Reducer enum`'s state: what `$store.scope(\.$destination,
/// action: \.destination)` binds, whose cases its dynamic members bind.
public protocol _OptionalStoreOfCases: ExpressibleByNilLiteral {
  /// The enum's `CaseScope`.
  associatedtype _CaseScope: CasePathable
  /// The case of the store's state, when there is a store.
  var _caseScope: _CaseScope? { get }
  /// The store scoped to the alert or dialog case of the state, when there is one.
  var _ephemeralStore: Any? { get }
}

extension Optional: _OptionalStoreOfCases
where Wrapped: _StoreOfCases, Wrapped._CaseScope: CasePathable {
  public var _caseScope: Wrapped._CaseScope? { self?._caseScope }
  public var _ephemeralStore: Any? { self?._ephemeralStore ?? nil }
}
