import Foundation

/// An outline, as SwiftUI's `Path`: the lines and curves a shape draws, kept as a list.
public struct Path: Hashable, Sendable {
  /// A part of an outline.
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The parts, in order.
  public private(set) var elements: [Element] = []

  /// An empty outline.
  public init() {}

  /// An outline that `build` draws.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// The outline of a rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// The outline of a rounded rectangle.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// The outline of the ellipse in a rectangle.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the outline has no parts.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new part at a point.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
  }

  /// Adds a line to a point.
  public mutating func addLine(to point: CGPoint) {
    elements.append(.line(to: point))
  }

  /// Adds lines through points.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic curve to a point.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic curve to a point.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Adds a rectangle.
  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// Adds rectangles.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a rounded rectangle, its corners as straight cuts.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let dx = min(cornerSize.width, rect.width / 2)
    let dy = min(cornerSize.height, rect.height / 2)
    addLines([
      CGPoint(x: rect.minX + dx, y: rect.minY), CGPoint(x: rect.maxX - dx, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.minY + dy), CGPoint(x: rect.maxX, y: rect.maxY - dy),
      CGPoint(x: rect.maxX - dx, y: rect.maxY), CGPoint(x: rect.minX + dx, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY - dy), CGPoint(x: rect.minX, y: rect.minY + dy),
    ])
    closeSubpath()
  }

  /// Adds the ellipse in a rectangle, as four curves.
  public mutating func addEllipse(in rect: CGRect) {
    let k: CGFloat = 0.5523
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// Adds an arc of a circle, as lines.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var end = endAngle.radians
    let start = startAngle.radians
    if clockwise, end > start { end -= 2 * .pi }
    if !clockwise, end < start { end += 2 * .pi }
    let steps = 16
    for step in 0...steps {
      let angle = start + (end - start) * Double(step) / Double(steps)
      let point = CGPoint(
        x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
      if step == 0, elements.isEmpty { move(to: point) } else { addLine(to: point) }
    }
  }

  /// Adds another path's parts.
  public mutating func addPath(_ path: Path) {
    elements += path.elements
  }

  /// Closes the current part with a line to its start.
  public mutating func closeSubpath() {
    elements.append(.closeSubpath)
  }
}

extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}
