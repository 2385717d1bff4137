/// Colours that blend from one to the next, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
  /// A colour at a place along the gradient.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The colours, with their places.
  public var stops: [Stop]

  /// A gradient through colours spaced evenly.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    self.stops = colors.enumerated().map {
      Stop(color: $0.element, location: CGFloat($0.offset) / last)
    }
  }

  /// A gradient through colours at places.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// The colours, as an attribute writes them.
  public var description: String {
    "Gradient(colors: [\(stops.map(\.color.description).joined(separator: ", "))])"
  }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`: a style and a view.
public struct LinearGradient: ShapeStyle, View, CustomStringConvertible {
  let gradient: Gradient

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public nonisolated var description: String { "LinearGradient(\(gradient))" }
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A gradient around a centre, as SwiftUI's `AngularGradient`: a style and a view.
public struct AngularGradient: ShapeStyle, View, CustomStringConvertible {
  let gradient: Gradient

  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
  }

  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(gradient: Gradient(colors: colors), center: center)
  }

  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = gradient
  }

  public nonisolated var description: String { "AngularGradient(\(gradient))" }
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A gradient out from a centre, as SwiftUI's `RadialGradient`: a style and a view.
public struct RadialGradient: ShapeStyle, View, CustomStringConvertible {
  let gradient: Gradient

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  public nonisolated var description: String { "RadialGradient(\(gradient))" }
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A gradient as a view: a node of its kind, named after its type, that shows its colours.
@MainActor
protocol GradientView: PrimitiveView, CustomStringConvertible {}

extension GradientView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [ViewNode(.color, text: description)]
  }
}

extension LinearGradient: GradientView {}
extension AngularGradient: GradientView {}
extension RadialGradient: GradientView {}
