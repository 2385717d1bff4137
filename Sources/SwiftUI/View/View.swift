/// A part of a screen, as SwiftUI's `View`: a value whose `body` says what it is made of.
///
/// A view is evaluated, never drawn: ``ViewTree`` calls `body` and goes down to the views this
/// module provides (`Text`, `Button`, `VStack`, …), each of which makes a ``ViewNode``, a plain
/// value that a screen can lay out as text and whose controls can be tapped:
///
/// ```swift
/// struct CounterView: View {
///   let store: StoreOf<Counter>
///
///   var body: some View {
///     HStack {
///       Button("−") { store.send(.decrementButtonTapped) }
///       Text("\(store.count)")
///       Button("+") { store.send(.incrementButtonTapped) }
///     }
///   }
/// }
/// ```
///
/// As in SwiftUI, views live on the main actor.
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's body.
  associatedtype Body: View

  /// What the view is made of.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` has no body: it is the body of the views this module evaluates itself.
  public var body: Never { self }
}

/// A view this module evaluates itself, into the nodes it stands for, instead of through a
/// body.
@MainActor
protocol PrimitiveView {
  /// The nodes the view stands for, in reading order: none for `EmptyView`, several for a
  /// `ForEach` or a `Group`.
  func nodes(in context: ViewContext) -> [ViewNode]
}

/// The body of a view this module evaluates itself, which nothing calls.
func primitiveBody<V>(of type: V.Type) -> Never {
  fatalError("\(V.self) is evaluated by SwiftUI itself and has no body to call.")
}
