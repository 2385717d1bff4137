import SwiftUI

// `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { … } destination: { … }`
// and `NavigationLink(state:)`: a navigation stack driven by a feature's `StackState`.

extension StackState {
  /// An element of a stack's path, as a navigation stack holds it: an element pushed, with its
  /// id, or one a `NavigationLink(state:)` asks to push, without.
  public struct Component: Hashable {
    /// The element's id, nil until it is pushed.
    public let id: StackElementID?
    /// The element.
    public let element: Element

    /// Whether two components are the same element of the stack.
    public static func == (lhs: Component, rhs: Component) -> Bool {
      lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }
}

extension NavigationStack {
  /// A navigation stack of a feature's `StackState`: a screen per element, made by
  /// `destination` from the element's store. A link's push sends `.push(id:state:)`, a pop
  /// (a dismissed screen, a `dismiss()`) sends `.popFrom(id:)`.
  ///
  /// - Parameters:
  ///   - path: The binding to the stack's store, `$store.scope(state: \.path, action: \.path)`.
  ///   - root: The root screen.
  ///   - destination: The screen of an element, from its store.
  public init<State, Action, Destination: View, R: View>(
    path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
    @ViewBuilder root: () -> R,
    @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
  ) where Data == [StackState<State>.Component], Root == AnyView {
    let store = path.wrappedValue
    let root = root()
    self.init(path: store.componentsBinding()) {
      AnyView(
        root.navigationDestination(for: StackState<State>.Component.self) { component in
          if let id = component.id,
            let element = store.scope(
              state: \.[id: id], action: StackAction<State, Action>.allCasePaths[id: id])
          {
            destination(element)
          }
        })
    }
  }
}

extension Store {
  /// A binding to the stack's elements as a navigation stack's path: an element appended
  /// without an id is pushed with the next id, and elements removed from the end are popped.
  fileprivate func componentsBinding<Element, ElementAction>() -> Binding<
    [StackState<Element>.Component]
  > where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
    Binding(
      get: {
        let stack = self.state
        return zip(stack.ids, stack).map { StackState<Element>.Component(id: $0, element: $1) }
      },
      set: { components in
        let stack = self.state
        if components.count < stack.count {
          self.send(.popFrom(id: stack.ids[components.count]))
        } else if components.count > stack.count, let pushed = components.last, pushed.id == nil {
          self.send(
            .push(id: StackElementID(generation: stack.nextGeneration), state: pushed.element))
        }
      })
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes an element onto the feature's navigation stack.
  ///
  /// - Parameters:
  ///   - state: The element's state.
  ///   - label: What the link shows.
  public init<P>(state: P?, @ViewBuilder label: () -> Label) {
    self.init(value: state.map { StackState<P>.Component(id: nil, element: $0) }, label: label)
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link with a title that pushes an element onto the feature's navigation stack.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - state: The element's state.
  public init<P>(_ titleKey: LocalizedStringKey, state: P?) {
    self.init(state: state) { Text(titleKey) }
  }

  /// A link with a title that pushes an element onto the feature's navigation stack.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The element's state.
  @_disfavoredOverload
  public init<S: StringProtocol, P>(_ title: S, state: P?) {
    self.init(state: state) { Text(title) }
  }
}
