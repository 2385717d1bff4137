import Foundation

/// Words on the screen, as SwiftUI's `Text`.
///
/// Its own modifiers (`bold()`, `font(_:)`, `foregroundColor(_:)`) return a `Text`, so that
/// texts can be joined with `+`; each is an attribute of the text's node.
public struct Text: Equatable {
  /// The words.
  let string: String
  /// The modifiers applied to the text itself.
  var modifiers: [ViewNode.Attribute] = []

  private init(string: String) {
    self.string = string
  }

  /// A text that shows a localised string key: the key's text, with its values in place.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - tableName: The strings table; no table is read here.
  ///   - bundle: The bundle of the table.
  ///   - comment: A comment for translators.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(string: key.description)
  }

  /// A text that shows a string as it is.
  ///
  /// - Parameter content: The string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(string: String(content))
  }

  /// A text that shows a string as it is, never looked up as a key.
  ///
  /// - Parameter content: The string.
  public init(verbatim content: String) {
    self.init(string: content)
  }

  /// A text that shows an attributed string's characters.
  ///
  /// - Parameter attributedContent: The attributed string.
  public init(_ attributedContent: AttributedString) {
    self.init(string: String(attributedContent.characters))
  }

  /// A text that shows a value as a format style writes it.
  ///
  /// - Parameters:
  ///   - input: The value.
  ///   - format: The format style.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(string: format.format(input))
  }

  /// A text that shows a date in a style.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - style: How to show it.
  public init(_ date: Date, style: DateStyle) {
    self.init(string: style.text(for: date))
  }

  /// A text that shows an image's name in brackets, where the image would sit in the line.
  ///
  /// - Parameter image: The image.
  public init(_ image: Image) {
    self.init(string: "[\(image.name)]")
  }

  /// Two texts, one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = Text(string: lhs.string + rhs.string)
    text.modifiers = lhs.modifiers == rhs.modifiers ? lhs.modifiers : []
    return text
  }

  /// How a date is shown.
  public struct DateStyle: Hashable, Sendable {
    private let name: String

    /// The time of day.
    public static let time = DateStyle(name: "time")
    /// The day.
    public static let date = DateStyle(name: "date")
    /// The time from now, as words.
    public static let relative = DateStyle(name: "relative")
    /// The time from now, signed.
    public static let offset = DateStyle(name: "offset")
    /// A timer counting from or to the date.
    public static let timer = DateStyle(name: "timer")

    /// The date as this style shows it, in UTC and ISO 8601, so that a screen shows the same
    /// text on every machine.
    func text(for date: Date) -> String {
      let iso = date.formatted(.iso8601)
      switch name {
      case "time": return String(iso.dropFirst(11).prefix(5))
      case "date": return String(iso.prefix(10))
      default: return iso
      }
    }
  }
}

extension Text: View {
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Text: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(.text, text: string)
    node.attributes = modifiers
    return [node]
  }
}

// MARK: - The text's own modifiers

extension Text {
  private func adding(_ name: String, _ arguments: String = "") -> Text {
    var text = self
    text.modifiers.append(ViewNode.Attribute(name, arguments))
    return text
  }

  /// This text in a font.
  public func font(_ font: Font?) -> Text {
    adding("font", font.map(\.description) ?? "nil")
  }

  /// This text in a weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    adding("fontWeight", weight.map(\.description) ?? "nil")
  }

  /// This text in bold.
  public func bold() -> Text { adding("bold") }

  /// This text in bold, or not.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

  /// This text in italics.
  public func italic() -> Text { adding("italic") }

  /// This text in italics, or not.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

  /// This text with digits of one width.
  public func monospacedDigit() -> Text { adding("monospacedDigit") }

  /// This text in a monospaced font.
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? adding("monospaced") : self
  }

  /// This text in a colour.
  public func foregroundColor(_ color: Color?) -> Text {
    adding("foregroundColor", color.map(\.description) ?? "nil")
  }

  /// This text in a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    adding("foregroundStyle", styleDescription(style))
  }

  /// This text struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? adding("strikethrough", color.map(\.description) ?? "") : self
  }

  /// This text underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? adding("underline", color.map(\.description) ?? "") : self
  }

  /// This text with its letters spaced.
  public func kerning(_ kerning: CGFloat) -> Text { adding("kerning", "\(kerning)") }

  /// This text with its letters spaced.
  public func tracking(_ tracking: CGFloat) -> Text { adding("tracking", "\(tracking)") }

  /// This text raised or lowered.
  public func baselineOffset(_ offset: CGFloat) -> Text { adding("baselineOffset", "\(offset)") }
}

// MARK: - Interpolations

extension LocalizedStringKey.StringInterpolation {
  /// Adds a number as a `printf` specifier writes it: `"\(value, specifier: "%.2f")"`.
  public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
    appendInterpolation(String(format: specifier, value))
  }

  /// Adds a value as a format style writes it: `"\(price, format: .number)"`.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatOutput == String {
    appendInterpolation(format.format(input))
  }

  /// Adds a text's words.
  public mutating func appendInterpolation(_ text: Text) {
    appendInterpolation(text.string)
  }

  /// Adds an image's name in brackets.
  public mutating func appendInterpolation(_ image: Image) {
    appendInterpolation("[\(image.name)]")
  }

  /// Adds a date in a style.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendInterpolation(style.text(for: date))
  }
}
