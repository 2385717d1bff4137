import Foundation

// Modifiers that change how text and shapes look: each is an attribute of the nodes it
// modifies.

extension View {
  /// This view's text in a font.
  public func font(_ font: Font?) -> some View {
    attribute("font", font.map(\.description) ?? "nil")
  }

  /// This view's text in a weight.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    attribute("fontWeight", weight.map(\.description) ?? "nil")
  }

  /// This view's text in a design.
  public func fontDesign(_ design: Font.Design?) -> some View {
    attribute("fontDesign", design.map { ".\($0)" } ?? "nil")
  }

  /// This view's text in bold, or not.
  public func bold(_ isActive: Bool = true) -> some View {
    attribute("bold", isActive ? "" : "false")
  }

  /// This view's text in italics, or not.
  public func italic(_ isActive: Bool = true) -> some View {
    attribute("italic", isActive ? "" : "false")
  }

  /// This view's digits of one width.
  public func monospacedDigit() -> some View {
    attribute("monospacedDigit")
  }

  /// This view's text in a monospaced font, or not.
  public func monospaced(_ isActive: Bool = true) -> some View {
    attribute("monospaced", isActive ? "" : "false")
  }

  /// This view's foreground in a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    attribute("foregroundStyle", styleDescription(style))
  }

  /// This view's foreground in two levels of styles.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  ) -> some View {
    attribute("foregroundStyle", "\(styleDescription(primary)), \(styleDescription(secondary))")
  }

  /// This view's foreground in three levels of styles.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    attribute(
      "foregroundStyle",
      [styleDescription(primary), styleDescription(secondary), styleDescription(tertiary)]
        .joined(separator: ", "))
  }

  /// This view's foreground in a colour.
  public func foregroundColor(_ color: Color?) -> some View {
    attribute("foregroundColor", color.map(\.description) ?? "nil")
  }

  /// This view's controls in a tint.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    attribute("tint", tint.map(styleDescription) ?? "nil")
  }

  /// This view's controls in a tint colour.
  public func tint(_ tint: Color?) -> some View {
    attribute("tint", tint.map(\.description) ?? "nil")
  }

  /// This view's controls in an accent colour.
  public func accentColor(_ accentColor: Color?) -> some View {
    attribute("accentColor", accentColor.map(\.description) ?? "nil")
  }

  /// This view over a style.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    attribute("background", styleDescription(style))
  }

  /// This view over a shape filled with a style.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    attribute(
      "background", "\(styleDescription(style)), in: \(ShapeNodes.shapeName(of: shape))()")
  }

  /// This view's colours multiplied by a colour: white leaves them as they are.
  public func colorMultiply(_ color: Color) -> some View {
    attribute("colorMultiply", color.description)
  }

  /// This view at a level of opacity.
  public func opacity(_ opacity: Double) -> some View {
    attribute("opacity", numberText(opacity))
  }

  /// This view with rounded corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    attribute("cornerRadius", numberText(radius))
  }

  /// This view cut to a shape.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    attribute("clipShape", "\(ShapeNodes.shapeName(of: shape))()")
  }

  /// This view cut to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    attribute("clipped")
  }

  /// This view with a shadow.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    attribute("shadow", "radius: \(numberText(radius))")
  }

  /// This view with a border.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    attribute("border", "\(styleDescription(content)), width: \(numberText(width))")
  }

  /// This view, blurred.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    attribute("blur", "radius: \(numberText(radius))")
  }

  /// This view, rotated.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    attribute("rotationEffect", angle.description)
  }

  /// This view, scaled.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    attribute("scaleEffect", numberText(scale))
  }

  /// This view, scaled by different amounts across and down.
  public func scaleEffect(
    x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center
  )
    -> some View
  {
    attribute("scaleEffect", "x: \(numberText(x)), y: \(numberText(y))")
  }

  /// This view's text aligned.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    attribute("multilineTextAlignment", ".\(alignment)")
  }

  /// This view's text on at most a number of lines.
  public func lineLimit(_ number: Int?) -> some View {
    attribute("lineLimit", number.map { "\($0)" } ?? "nil")
  }

  /// This view's text on at most a number of lines, keeping room for them.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    attribute("lineLimit", "\(limit), reservesSpace: \(reservesSpace)")
  }

  /// This view's text in upper or lower case.
  public func textCase(_ textCase: Text.Case?) -> some View {
    attribute("textCase", textCase.map { ".\($0)" } ?? "nil")
  }

  /// This view's text cut short at one end when it does not fit.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    attribute("truncationMode", ".\(mode)")
  }

  /// This view's text made smaller, to a factor, when it does not fit.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    attribute("minimumScaleFactor", numberText(factor))
  }

  /// This view's symbols at a scale.
  public func imageScale(_ scale: Image.Scale) -> some View {
    attribute("imageScale", ".\(scale)")
  }

  /// This view with its colours inverted.
  public func colorInvert() -> some View {
    attribute("colorInvert")
  }

  /// This view, blended with what is behind it.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    attribute("blendMode", ".\(blendMode)")
  }

  /// This view's symbols in a variant: filled, circled, slashed.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    attribute("symbolVariant", variant.description)
  }

  /// This view, redacted as a placeholder.
  public func redacted(reason: RedactionReasons) -> some View {
    attribute("redacted", reason.isEmpty ? "reason: []" : "reason: .placeholder")
  }

  /// This view, never redacted.
  public func unredacted() -> some View {
    attribute("unredacted")
  }

  /// This view in a colour scheme.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    attribute("preferredColorScheme", colorScheme.map { ".\($0)" } ?? "nil")
  }

  /// This view's changes animated when a value changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    attribute("animation", animation.map(\.description) ?? "nil")
  }

  /// This view's changes animated.
  public func animation(_ animation: Animation?) -> some View {
    attribute("animation", animation.map(\.description) ?? "nil")
  }

  /// This view coming and going with a transition.
  public func transition(_ transition: AnyTransition) -> some View {
    attribute("transition", transition.description)
  }
}

extension Text {
  /// Upper or lower case.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// Which end of a line is cut short.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }
}

/// Why a view is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// As a placeholder, while data loads.
  public static let placeholder = RedactionReasons(rawValue: 1)
}

/// How a view comes and goes, as SwiftUI's `AnyTransition`.
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
  /// The transition, as Swift writes it.
  public let description: String

  public static let opacity = AnyTransition(description: ".opacity")
  public static let scale = AnyTransition(description: ".scale")
  public static let slide = AnyTransition(description: ".slide")
  public static let identity = AnyTransition(description: ".identity")

  /// Moving in from and out to an edge.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(description: ".move(edge: .\(edge))")
  }

  /// Sliding in from and out to an edge.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(description: ".push(from: .\(edge))")
  }

  /// This transition and another at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(description: "\(description).combined(with: \(other.description))")
  }

  /// One transition in, another out.
  public static func asymmetric(
    insertion: AnyTransition, removal: AnyTransition
  )
    -> AnyTransition
  {
    AnyTransition(
      description:
        ".asymmetric(insertion: \(insertion.description), removal: \(removal.description))"
    )
  }

  /// This transition, animated.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(description: "\(description).animation(\(animation.map(\.description) ?? "nil"))")
  }
}

/// A material that blurs what is behind it, as SwiftUI's `Material`.
public struct Material: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
  /// The material, after a dot.
  public let description: String

  public static let ultraThin = Material(description: ".ultraThinMaterial")
  public static let thin = Material(description: ".thinMaterial")
  public static let regular = Material(description: ".regularMaterial")
  public static let thick = Material(description: ".thickMaterial")
  public static let ultraThick = Material(description: ".ultraThickMaterial")
  public static let bar = Material(description: ".bar")
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { Material.bar }
}

/// A variant of a symbol, as SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public static let none = SymbolVariants(description: ".none")
  public static let fill = SymbolVariants(description: ".fill")
  public static let circle = SymbolVariants(description: ".circle")
  public static let square = SymbolVariants(description: ".square")
  public static let rectangle = SymbolVariants(description: ".rectangle")
  public static let slash = SymbolVariants(description: ".slash")
}

/// How a view blends with what is behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter
}
