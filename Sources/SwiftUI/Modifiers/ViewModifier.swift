/// A change to a view that can be applied to any view, as SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(Color.white)
///   }
/// }
///
/// Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view being modified, as the modifier's body places it.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  ///
  /// - Parameter content: The view being modified.
  /// - Returns: The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as its body places it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let makeNodes: @MainActor (ViewContext) -> [ViewNode]

  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    makeNodes(context)
  }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view, or the modifier, that is modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies a modifier to a view.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - modifier: The modifier.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func nodes(in context: ViewContext) -> [ViewNode] {
    let content = self.content
    if let modifier = modifier as? NodeModifier {
      return modifier.transform(context) { $0.nodes(of: content) }
    }
    let modified = context.appending(.type(ObjectIdentifier(Modifier.self)))
    DynamicProperties.link(modifier, in: modified)
    // The content keeps its own place, and reads the environment the modifier's body sets.
    let placeholder = _ViewModifier_Content<Modifier>(makeNodes: { inner in
      var contentContext = inner
      contentContext.path = context.path
      return contentContext.nodes(of: content)
    })
    return modified.nodes(of: modifier.body(content: placeholder))
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension View {
  /// This view with a modifier applied.
  ///
  /// - Parameter modifier: The modifier.
  /// - Returns: The modified view.
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// This modifier, then another.
  ///
  /// - Parameter modifier: The other modifier.
  /// - Returns: Both, in order.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The modifier behind this module's own modifiers: it turns the nodes of its content, which
/// it evaluates in the context it chooses, into the modified nodes.
struct NodeModifier: ViewModifier {
  /// Makes the modified nodes from the context and a way to evaluate the content in a context.
  let transform: @MainActor (ViewContext, _ content: (ViewContext) -> [ViewNode]) -> [ViewNode]

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension View {
  /// This view with its nodes changed by `transform`, which evaluates the content where it
  /// chooses.
  func transformingNodes(
    _ transform: @escaping @MainActor (ViewContext, (ViewContext) -> [ViewNode]) -> [ViewNode]
  ) -> ModifiedContent<Self, NodeModifier> {
    modifier(NodeModifier(transform: transform))
  }

  /// This view with each of its nodes changed by `change`.
  func eachNode(
    _ change: @escaping @MainActor (inout ViewNode, ViewContext) -> Void
  ) -> ModifiedContent<Self, NodeModifier> {
    transformingNodes { context, content in
      content(context).map { node in
        var node = node
        change(&node, context)
        return node
      }
    }
  }

  /// This view with an attribute added to each of its nodes.
  ///
  /// - Parameters:
  ///   - name: The modifier's name.
  ///   - arguments: Its arguments, as Swift writes them.
  func attribute(_ name: String, _ arguments: String = "") -> ModifiedContent<Self, NodeModifier> {
    eachNode { node, _ in node.attributes.append(ViewNode.Attribute(name, arguments)) }
  }

  /// This view's nodes wrapped in a node of `kind` that `make` completes.
  func wrapped(
    in kind: ViewNode.Kind,
    _ make: @escaping @MainActor (inout ViewNode, ViewContext) -> Void
  ) -> ModifiedContent<Self, NodeModifier> {
    transformingNodes { context, content in
      var node = ViewNode(kind, children: content(context))
      make(&node, context)
      return [node]
    }
  }
}
