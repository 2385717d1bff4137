import Foundation

/// A side of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of sides: `.horizontal`, `.all`, `[.top, .leading]`.
  public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The set of one side.
    public init(_ edge: Edge) {
      self.init(rawValue: 1 << edge.rawValue)
    }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]

    /// The set as Swift writes it: `.horizontal`, `[.top, .leading]`.
    public var description: String {
      let named: [(Set, String)] = [
        (.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical"), (.top, ".top"),
        (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"),
      ]
      if let name = named.first(where: { $0.0 == self })?.1 { return name }
      let sides = Edge.allCases.filter { contains(Set($0)) }.map { ".\($0)" }
      return "[\(sides.joined(separator: ", "))]"
    }
  }
}

/// The insets of each side, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// Where content sits horizontally, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let leading = HorizontalAlignment(description: ".leading")
  public static let center = HorizontalAlignment(description: ".center")
  public static let trailing = HorizontalAlignment(description: ".trailing")
  public static let listRowSeparatorLeading = HorizontalAlignment(
    description: ".listRowSeparatorLeading")
}

/// Where content sits vertically, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let top = VerticalAlignment(description: ".top")
  public static let center = VerticalAlignment(description: ".center")
  public static let bottom = VerticalAlignment(description: ".bottom")
  public static let firstTextBaseline = VerticalAlignment(description: ".firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(description: ".lastTextBaseline")
}

/// Where content sits in both directions, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The alignment as Swift writes it: `.topLeading`.
  public var description: String {
    let vertical = String(self.vertical.description.dropFirst())
    let horizontal = String(self.horizontal.description.dropFirst())
    switch (vertical, horizontal) {
    case ("center", "center"): return ".center"
    case ("center", _): return ".\(horizontal)"
    case (_, "center"): return ".\(vertical)"
    default: return ".\(vertical)\(horizontal.prefix(1).uppercased())\(horizontal.dropFirst())"
    }
  }
}

/// A direction, as SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// A set of directions.
  public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)

    /// The set as Swift writes it.
    public var description: String {
      switch self {
      case .horizontal: ".horizontal"
      case .vertical: ".vertical"
      case [.horizontal, .vertical]: "[.horizontal, .vertical]"
      default: "[]"
      }
    }
  }
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, CustomStringConvertible {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init(radians: Double) {
    self.radians = radians
  }

  public init(degrees: Double) {
    self.radians = degrees * .pi / 180
  }

  public static let zero = Angle(radians: 0)

  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// The angle as Swift writes it, in degrees.
  public var description: String { ".degrees(\(degrees))" }
}

/// A point in a unit square, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// How content fills a space, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  case fit, fill
}

/// How lines of text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// A number as an attribute writes it: `8`, `0.5`, `.infinity`.
func numberText<N: BinaryFloatingPoint>(_ number: N) -> String {
  let value = Double(number)
  if value == .infinity { return ".infinity" }
  if value == -.infinity { return "-.infinity" }
  if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
  return "\(value)"
}

/// A value as an attribute or a control's value writes it: as `String(describing:)` does, but
/// an optional as its value or `nil`.
func valueText(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return "\(value)" }
  return mirror.children.first.map { valueText($0.value) } ?? "nil"
}
