import Foundation

/// A font, as SwiftUI's `Font`: kept as the expression that made it (`.title`,
/// `.system(size: 14, weight: .bold)`, `.body.monospacedDigit()`), which is what a node's
/// attribute shows.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The expression after `Font`: `.title`, `.system(size: 14.0)`.
  public let description: String

  private init(_ description: String) {
    self.description = description
  }

  private func appending(_ modifier: String) -> Font {
    Font("\(description).\(modifier)")
  }

  /// The largest title.
  public static let largeTitle = Font(".largeTitle")
  /// A title.
  public static let title = Font(".title")
  /// A second-level title.
  public static let title2 = Font(".title2")
  /// A third-level title.
  public static let title3 = Font(".title3")
  /// A headline.
  public static let headline = Font(".headline")
  /// A subheadline.
  public static let subheadline = Font(".subheadline")
  /// Body text.
  public static let body = Font(".body")
  /// A callout.
  public static let callout = Font(".callout")
  /// A footnote.
  public static let footnote = Font(".footnote")
  /// A caption.
  public static let caption = Font(".caption")
  /// A second-level caption.
  public static let caption2 = Font(".caption2")

  /// A system font of a size.
  ///
  /// - Parameters:
  ///   - size: The size, in points.
  ///   - weight: The weight.
  ///   - design: The design.
  /// - Returns: The font.
  public static func system(
    size: CGFloat, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    let parts =
      ["size: \(numberText(size))"]
      + [weight.map { "weight: \($0)" }, design.map { "design: .\($0)" }]
      .compactMap { $0 }
    return Font(".system(\(parts.joined(separator: ", ")))")
  }

  /// A system font of a text style.
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - design: The design.
  ///   - weight: The weight.
  /// - Returns: The font.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    let parts =
      [".\(style)"]
      + [design.map { "design: .\($0)" }, weight.map { "weight: \($0)" }]
      .compactMap { $0 }
    return Font(".system(\(parts.joined(separator: ", ")))")
  }

  /// A font by its name.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The size, in points.
  /// - Returns: The font.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(".custom(\(ViewNode.quoted(name)), size: \(numberText(size)))")
  }

  /// This font in bold.
  public func bold() -> Font { appending("bold()") }
  /// This font in italics.
  public func italic() -> Font { appending("italic()") }
  /// This font with digits of one width.
  public func monospacedDigit() -> Font { appending("monospacedDigit()") }
  /// This font, monospaced.
  public func monospaced() -> Font { appending("monospaced()") }
  /// This font in small capitals.
  public func smallCaps() -> Font { appending("smallCaps()") }
  /// This font in a weight.
  public func weight(_ weight: Weight) -> Font { appending("weight(\(weight))") }

  /// A font's weight.
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    /// The weight's name after a dot: `.bold`.
    public let description: String

    private init(_ name: String) {
      self.description = "." + name
    }

    /// Ultra light.
    public static let ultraLight = Weight("ultraLight")
    /// Thin.
    public static let thin = Weight("thin")
    /// Light.
    public static let light = Weight("light")
    /// Regular.
    public static let regular = Weight("regular")
    /// Medium.
    public static let medium = Weight("medium")
    /// Semibold.
    public static let semibold = Weight("semibold")
    /// Bold.
    public static let bold = Weight("bold")
    /// Heavy.
    public static let heavy = Weight("heavy")
    /// Black.
    public static let black = Weight("black")
  }

  /// A font's design.
  public enum Design: Hashable, Sendable {
    /// The system's.
    case `default`
    /// With serifs.
    case serif
    /// Rounded.
    case rounded
    /// Monospaced.
    case monospaced
  }

  /// A style of text the system sizes.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }
}
