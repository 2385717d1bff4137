import ValueDump

/// A colour, as SwiftUI's `Color`: a plain value that states and actions hold.
///
/// It is kept as the expression that made it, so it compares, dumps and diffs as written:
/// `Color.red`, `Color(red: 0.8, green: 0.8, blue: 0.8)`, `Color.blue.opacity(0.5)`. Two colours
/// made differently are different values even when they would look alike on screen.
public struct Color: Hashable, Sendable {
  private enum Source: Hashable, Sendable {
    case system(String)
    case asset(String)
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    case white(Double, opacity: Double)
    case hsb(hue: Double, saturation: Double, brightness: Double, opacity: Double)
  }

  private var source: Source
  private var opacityFactor: Double?

  private init(_ source: Source) {
    self.source = source
  }

  /// A colour of the red, green and blue components given, each from 0 to 1.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - opacity: The opacity, from 0 (transparent) to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(.rgb(red: red, green: green, blue: blue, opacity: opacity))
  }

  /// A grey of the given whiteness, from 0 (black) to 1 (white).
  ///
  /// - Parameters:
  ///   - white: The whiteness.
  ///   - opacity: The opacity, from 0 (transparent) to 1.
  public init(white: Double, opacity: Double = 1) {
    self.init(.white(white, opacity: opacity))
  }

  /// A colour of the hue, saturation and brightness given, each from 0 to 1.
  ///
  /// - Parameters:
  ///   - hue: The hue.
  ///   - saturation: The saturation.
  ///   - brightness: The brightness.
  ///   - opacity: The opacity, from 0 (transparent) to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(.hsb(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity))
  }

  /// A colour from an asset catalogue, by its name.
  ///
  /// - Parameter name: The colour's name.
  public init(_ name: String) {
    self.init(.asset(name))
  }

  /// This colour with its opacity multiplied by `opacity`.
  ///
  /// - Parameter opacity: The factor, from 0 (transparent) to 1.
  /// - Returns: The colour.
  public func opacity(_ opacity: Double) -> Color {
    var color = self
    color.opacityFactor = (opacityFactor ?? 1) * opacity
    return color
  }

  /// Black.
  public static let black = Color(.system("black"))
  /// Blue.
  public static let blue = Color(.system("blue"))
  /// Brown.
  public static let brown = Color(.system("brown"))
  /// No colour at all.
  public static let clear = Color(.system("clear"))
  /// Cyan.
  public static let cyan = Color(.system("cyan"))
  /// Grey.
  public static let gray = Color(.system("gray"))
  /// Green.
  public static let green = Color(.system("green"))
  /// Indigo.
  public static let indigo = Color(.system("indigo"))
  /// Mint.
  public static let mint = Color(.system("mint"))
  /// Orange.
  public static let orange = Color(.system("orange"))
  /// Pink.
  public static let pink = Color(.system("pink"))
  /// Purple.
  public static let purple = Color(.system("purple"))
  /// Red.
  public static let red = Color(.system("red"))
  /// Teal.
  public static let teal = Color(.system("teal"))
  /// White.
  public static let white = Color(.system("white"))
  /// Yellow.
  public static let yellow = Color(.system("yellow"))
  /// The colour of primary content.
  public static let primary = Color(.system("primary"))
  /// The colour of secondary content.
  public static let secondary = Color(.system("secondary"))
  /// The app's accent colour.
  public static let accentColor = Color(.system("accentColor"))
}

extension Color: CustomStringConvertible, CustomDumpStringConvertible {
  /// The expression that made the colour: `Color.red`, `Color(white: 0.95)`.
  public var description: String {
    let base: String
    switch source {
    case .system(let name):
      base = "Color.\(name)"
    case .asset(let name):
      base = "Color(\(customDumpInline(name)))"
    case .rgb(let red, let green, let blue, let opacity):
      base = "Color(red: \(red), green: \(green), blue: \(blue)\(Self.opacity(opacity)))"
    case .white(let white, let opacity):
      base = "Color(white: \(white)\(Self.opacity(opacity)))"
    case .hsb(let hue, let saturation, let brightness, let opacity):
      base =
        "Color(hue: \(hue), saturation: \(saturation), brightness: \(brightness)"
        + "\(Self.opacity(opacity)))"
    }
    return opacityFactor.map { "\(base).opacity(\($0))" } ?? base
  }

  /// The expression that made the colour, as dumps and diffs print it.
  public var customDumpDescription: String { description }

  private static func opacity(_ opacity: Double) -> String {
    opacity == 1 ? "" : ", opacity: \(opacity)"
  }
}
