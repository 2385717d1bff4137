import Foundation

/// Content that reads the size it is given, as SwiftUI's `GeometryReader`. Nothing is laid out
/// here: the proxy's size is zero, and the content's nodes are the reader's.
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  /// A view whose content reads its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension GeometryReader: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    context.nodes(of: content(GeometryProxy()))
  }
}

/// The size and place a `GeometryReader` gives its content, as SwiftUI's `GeometryProxy`:
/// here, nothing, since nothing is laid out.
public struct GeometryProxy {
  /// The size given: zero.
  public var size: CGSize { .zero }
  /// The safe area's insets: none.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The frame in a coordinate space: empty.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
}

/// A system of coordinates, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  case global, local
  case named(AnyHashable)
}
