/// Builds a view from the views a closure lists, as SwiftUI's `ViewBuilder`: several views, `if`,
/// `if let`, `if`–`else`, `switch` and `if #available`.
@MainActor @resultBuilder
public enum ViewBuilder {
  /// No view.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Several views, in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// A view, as a statement of the closure writes it.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// The view of an `if` without `else`, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The view of an `if` without `else`, or nothing.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The view of an `if` branch, or of a `switch` case.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The view of an `else` branch, or of a later `switch` case.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The view of an `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views in a row, as a `ViewBuilder` closure lists them.
public struct TupleView<T>: View {
  /// The views.
  public var value: T
  /// Each view's nodes, in the context the tuple is evaluated in.
  private let children: [@MainActor (ViewContext) -> [ViewNode]]

  /// Creates a tuple of views.
  ///
  /// - Parameter value: The views.
  public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
    self.value = value
    var children: [@MainActor (ViewContext) -> [ViewNode]] = []
    for content in repeat each value {
      children.append { context in context.nodes(of: content) }
    }
    self.children = children
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TupleView: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    children.enumerated().flatMap { index, child in child(context.appending(.index(index))) }
  }
}

/// One of two views, as an `if`–`else` or a `switch` chooses it.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    switch storage {
    case .trueContent(let content): context.appending(.branch(0)).nodes(of: content)
    case .falseContent(let content): context.appending(.branch(1)).nodes(of: content)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func nodes(in context: ViewContext) -> [ViewNode] {
    map { context.appending(.branch(0)).nodes(of: $0) } ?? []
  }
}

/// No view at all.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  public var body: Never { primitiveBody(of: Self.self) }
}

extension EmptyView: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] { [] }
}

/// A view of any type, as SwiftUI's `AnyView`: a view whose type is decided at run time.
public struct AnyView: View {
  private let makeNodes: @MainActor (ViewContext) -> [ViewNode]
  private let typeID: ObjectIdentifier

  /// Wraps a view.
  ///
  /// - Parameter view: The view.
  public init<V: View>(_ view: V) {
    self.makeNodes = { context in context.nodes(of: view) }
    self.typeID = ObjectIdentifier(V.self)
  }

  /// Wraps a view, or returns nil when `value` is no view.
  ///
  /// - Parameter value: A value that may be a view.
  public init?(erasing value: Any) {
    guard let view = value as? any View else { return nil }
    self.init(view)
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension AnyView: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    // The wrapped view's type is part of its identity: another type in its place starts anew.
    makeNodes(context.appending(.type(typeID)))
  }
}
