import Foundation

/// A shape, as SwiftUI's `Shape`: a view that is a path in a rectangle.
///
/// A shape's node is a ``ViewNode/Kind/shape(_:)`` named after its type; its path is not
/// drawn, so a shape of the user's evaluates without calling `path(in:)`.
public protocol Shape: View {
  /// The shape's outline in a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  /// - Returns: The outline.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A shape that can be drawn inset, as SwiftUI's `InsettableShape`: what `strokeBorder` takes.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// This shape, inset by an amount.
  func inset(by amount: CGFloat) -> InsetShape
}

/// The node of a shape.
@MainActor
enum ShapeNodes {
  static func node(of shape: any Shape) -> ViewNode {
    var node = ViewNode(.shape(shapeName(of: shape)))
    if let attributed = shape as? any AttributedShape { node.attributes = attributed.attributes }
    return node
  }

  /// The shape's type name, without generic arguments.
  static func shapeName(of shape: any Shape) -> String {
    if let attributed = shape as? any AttributedShape { return attributed.name }
    let name = "\(type(of: shape))"
    return String(name.prefix { $0 != "<" })
  }
}

/// A shape of this module's that shows its arguments as attributes: a rounded rectangle's
/// corner radius, an inset.
@MainActor
protocol AttributedShape {
  var name: String { get }
  var attributes: [ViewNode.Attribute] { get }
}

/// A rectangle.
public struct Rectangle: InsettableShape {
  var inset: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: inset, dy: inset))
  }

  public func inset(by amount: CGFloat) -> Rectangle {
    insetting(self, by: amount)
  }
}

/// A circle, as large as fits.
public struct Circle: InsettableShape {
  var inset: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height) - 2 * inset
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  public func inset(by amount: CGFloat) -> Circle {
    insetting(self, by: amount)
  }
}

/// An ellipse that fills its rectangle.
public struct Ellipse: InsettableShape {
  var inset: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: inset, dy: inset))
  }

  public func inset(by amount: CGFloat) -> Ellipse {
    insetting(self, by: amount)
  }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: InsettableShape {
  var inset: CGFloat = 0

  public init(style: RoundedCornerStyle = .continuous) {}

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: inset, dy: inset)
    return Path(roundedRect: inner, cornerRadius: min(inner.width, inner.height) / 2)
  }

  public func inset(by amount: CGFloat) -> Capsule {
    insetting(self, by: amount)
  }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
  /// The corners' radius.
  public var cornerSize: CGSize
  /// How the corners are rounded.
  public var style: RoundedCornerStyle
  var inset: CGFloat = 0

  /// A rounded rectangle whose corners have a radius.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// A rounded rectangle whose corners have a size.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: cornerSize.width)
  }

  public func inset(by amount: CGFloat) -> RoundedRectangle {
    insetting(self, by: amount)
  }
}

extension RoundedRectangle: AttributedShape {
  var name: String { "RoundedRectangle" }
  var attributes: [ViewNode.Attribute] {
    [ViewNode.Attribute("cornerRadius", numberText(cornerSize.width))]
  }
}

/// A shape of this module's that keeps how far it is inset.
protocol InsetAmount {
  var inset: CGFloat { get set }
}

extension Rectangle: InsetAmount {}
extension Circle: InsetAmount {}
extension Ellipse: InsetAmount {}
extension Capsule: InsetAmount {}
extension RoundedRectangle: InsetAmount {}

/// The shape, inset by `amount` more.
private func insetting<S: InsetAmount>(_ shape: S, by amount: CGFloat) -> S {
  var shape = shape
  shape.inset += amount
  return shape
}

/// How a corner is rounded.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}
