/// What fills a shape or colours text, as SwiftUI's `ShapeStyle`: a `Color`, or a style of the
/// content around it (`.primary`, `.secondary`, `.tint`).
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

/// A level of the content's style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
  /// The level, after a dot.
  public let description: String

  /// The first level.
  public static let primary = HierarchicalShapeStyle(description: ".primary")
  /// The second level.
  public static let secondary = HierarchicalShapeStyle(description: ".secondary")
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(description: ".tertiary")
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(description: ".quaternary")
}

/// The style of the content around, as it is: `.foreground`, `.background`, `.tint`.
public struct ContentStyle: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
  /// The style, after a dot.
  public let description: String
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the content's style.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The second level of the content's style.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The third level of the content's style.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth level of the content's style.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ContentStyle {
  /// The foreground's style.
  public static var foreground: ContentStyle { ContentStyle(description: ".foreground") }
  /// The background's style.
  public static var background: ContentStyle { ContentStyle(description: ".background") }
  /// The tint's style.
  public static var tint: ContentStyle { ContentStyle(description: ".tint") }
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// No colour at all.
  public static var clear: Color { Color.clear }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Grey.
  public static var gray: Color { Color.gray }
  /// Green.
  public static var green: Color { Color.green }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Red.
  public static var red: Color { Color.red }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// White.
  public static var white: Color { Color.white }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// The app's accent colour.
  public static var accentColor: Color { Color.accentColor }
}

/// How a style is written in a node's attribute: a style of this module's by its name after a
/// dot, one that describes itself as it does, any other as its type's name made with no
/// arguments.
func styleDescription(_ style: Any) -> String {
  if let style = style as? any NamedStyle { return "." + type(of: style).styleName }
  if let style = style as? any CustomStringConvertible { return style.description }
  return "\(type(of: style))()"
}
