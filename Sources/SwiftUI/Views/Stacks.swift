import Foundation

/// Views side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
  let parts: StackParts<Content>

  /// A row of views.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.parts = StackParts(.hStack, alignment, spacing: spacing, content())
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views one above the other, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
  let parts: StackParts<Content>

  /// A column of views.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.parts = StackParts(.vStack, alignment, spacing: spacing, content())
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
  let parts: StackParts<Content>

  /// A stack of views, the first at the back.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.parts = StackParts(.zStack, alignment, spacing: nil, content())
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

/// A row of views made as they scroll into sight, as SwiftUI's `LazyHStack`; here, an
/// `HStack` with the attribute `lazy`.
public struct LazyHStack<Content: View>: View {
  let parts: StackParts<Content>

  /// A lazy row of views.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.parts = StackParts(.hStack, alignment, spacing: spacing, isLazy: true, content())
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

/// A column of views made as they scroll into sight, as SwiftUI's `LazyVStack`; here, a
/// `VStack` with the attribute `lazy`.
public struct LazyVStack<Content: View>: View {
  let parts: StackParts<Content>

  /// A lazy column of views.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.parts = StackParts(.vStack, alignment, spacing: spacing, isLazy: true, content())
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

/// The views a lazy stack keeps in sight as it scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// What a stack is made of: its kind, its attributes (`lazy`, its alignment when it is not
/// centred, its spacing when it is given) and its content.
struct StackParts<Content: View> {
  let kind: ViewNode.Kind
  let attributes: [ViewNode.Attribute]
  let content: Content

  init<A: Equatable & CustomStringConvertible>(
    _ kind: ViewNode.Kind, _ alignment: A, spacing: CGFloat?, isLazy: Bool = false,
    _ content: Content
  ) where A: CenteredAlignment {
    var attributes = isLazy ? [ViewNode.Attribute("lazy")] : []
    if alignment != A.center {
      attributes.append(ViewNode.Attribute("alignment", alignment.description))
    }
    if let spacing { attributes.append(ViewNode.Attribute("spacing", numberText(spacing))) }
    self.kind = kind
    self.attributes = attributes
    self.content = content
  }
}

/// An alignment with a centre, which a stack does not write as an attribute.
protocol CenteredAlignment {
  static var center: Self { get }
}

extension HorizontalAlignment: CenteredAlignment {}
extension VerticalAlignment: CenteredAlignment {}
extension Alignment: CenteredAlignment {}

/// A stack: its node holds its content's nodes.
@MainActor
protocol StackView: PrimitiveView {
  associatedtype Content: View
  var parts: StackParts<Content> { get }
}

extension StackView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [container(parts.kind, parts.attributes, context.nodes(of: parts.content))]
  }
}

extension HStack: StackView {}
extension VStack: StackView {}
extension ZStack: StackView {}
extension LazyHStack: StackView {}
extension LazyVStack: StackView {}

/// A node of `kind` that holds `children`.
func container(
  _ kind: ViewNode.Kind, _ attributes: [ViewNode.Attribute] = [], _ children: [ViewNode]
) -> ViewNode {
  var node = ViewNode(kind, children: children)
  node.attributes = attributes
  return node
}

/// Room that grows along a stack, as SwiftUI's `Spacer`.
public struct Spacer: View {
  let minLength: CGFloat?

  /// A spacer.
  ///
  /// - Parameter minLength: The least room it takes.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Spacer: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [container(.spacer, minLength.map { [ViewNode.Attribute("minLength", "\($0)")] } ?? [], [])]
  }
}

/// A line between views, as SwiftUI's `Divider`.
public struct Divider: View {
  /// A divider.
  public init() {}

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Divider: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [ViewNode(.divider)]
  }
}

/// Views that modifiers apply to one by one, as SwiftUI's `Group`: it makes no node of its own.
public struct Group<Content: View>: View {
  let content: Content

  /// A group of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Group: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    context.nodes(of: content)
  }
}

/// Views that scroll, as SwiftUI's `ScrollView`.
public struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// A scroll view.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ScrollView: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    let attributes = axes == .vertical ? [] : [ViewNode.Attribute("axes", axes.description)]
    return [container(.scrollView, attributes, context.nodes(of: content))]
  }
}
