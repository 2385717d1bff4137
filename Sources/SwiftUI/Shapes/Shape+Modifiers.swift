import Foundation

/// A shape with a change that keeps it a shape: trimmed, inset, rotated, offset.
public struct _ModifiedShape<Base: Shape>: Shape, AttributedShape {
  let base: Base
  let attribute: ViewNode.Attribute

  public func path(in rect: CGRect) -> Path {
    base.path(in: rect)
  }

  var name: String { ShapeNodes.shapeName(of: base) }

  var attributes: [ViewNode.Attribute] {
    ((base as? any AttributedShape)?.attributes ?? []) + [attribute]
  }
}

/// How a line is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  public var dash: [CGFloat]

  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.dash = dash
  }

  /// How a line ends.
  public enum LineCap: Hashable, Sendable {
    case butt, round, square
  }

  /// How lines meet.
  public enum LineJoin: Hashable, Sendable {
    case miter, round, bevel
  }
}

/// How a shape is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
  }
}

extension Shape {
  /// This shape, filled.
  public func fill<S: ShapeStyle>(
    _ content: S = ContentStyle.foreground, style: FillStyle = FillStyle()
  ) -> some View {
    attribute("fill", styleDescription(content))
  }

  /// This shape's outline.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    attribute("stroke", "\(styleDescription(content)), lineWidth: \(numberText(lineWidth))")
  }

  /// This shape's outline, in a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    attribute("stroke", "\(styleDescription(content)), lineWidth: \(numberText(style.lineWidth))")
  }

  /// This shape's outline, in the foreground style and a stroke style.
  public func stroke(style: StrokeStyle) -> some View {
    attribute("stroke", "lineWidth: \(numberText(style.lineWidth))")
  }

  /// This shape's outline, in the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    attribute("stroke", "lineWidth: \(numberText(lineWidth))")
  }

  /// A part of this shape's outline, from one fraction of it to another.
  public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> _ModifiedShape<Self> {
    _ModifiedShape(
      base: self,
      attribute: ViewNode.Attribute("trim", "from: \(numberText(start)), to: \(numberText(end))"))
  }

  /// This shape, rotated.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, attribute: ViewNode.Attribute("rotation", angle.description))
  }

  /// This shape, moved.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedShape<Self> {
    _ModifiedShape(
      base: self,
      attribute: ViewNode.Attribute("offset", "x: \(numberText(x)), y: \(numberText(y))"))
  }
}

extension InsettableShape {
  /// This shape's outline, drawn inside it.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    attribute("strokeBorder", "\(styleDescription(content)), lineWidth: \(numberText(lineWidth))")
  }

  /// This shape's outline, drawn inside it, in the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    attribute("strokeBorder", "lineWidth: \(numberText(lineWidth))")
  }
}
