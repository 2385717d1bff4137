#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the shell colours its output, and the few ANSI styles it uses.
///
/// Colour is on only when standard output is a terminal, `NO_COLOR` is unset or empty
/// (<https://no-color.org>), and `--no-color` was not given. When it is off, `apply(_:to:)`
/// returns the text unchanged, so that every piped run prints the same bytes.
package struct TerminalStyle: Equatable, Sendable {
  /// An ANSI text style.
  package enum Style: Equatable, Sendable, CaseIterable {
    /// Red foreground (removed lines, failures).
    case red
    /// Green foreground (added lines).
    case green
    /// Faint text (secondary information).
    case dim
    /// Bold text (headlines).
    case bold

    /// The SGR parameter that turns the style on.
    var code: String {
      switch self {
      case .red: "31"
      case .green: "32"
      case .dim: "2"
      case .bold: "1"
      }
    }
  }

  /// Whether styles are applied.
  package var usesColor: Bool

  /// Creates a style with colour on or off.
  ///
  /// - Parameter usesColor: Whether styles are applied.
  package init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// No colour: the style of pipes, files and tests.
  package static let plain = TerminalStyle(usesColor: false)

  /// Decides whether to colour.
  ///
  /// - Parameters:
  ///   - outputIsTerminal: Whether standard output is a terminal.
  ///   - noColor: The value of the `NO_COLOR` environment variable, `nil` when unset.
  ///   - noColorFlag: Whether `--no-color` was given.
  /// - Returns: A style that colours only when all three allow it.
  package static func decide(
    outputIsTerminal: Bool, noColor: String?, noColorFlag: Bool
  )
    -> TerminalStyle
  {
    let environmentAllows = noColor?.isEmpty ?? true
    return TerminalStyle(usesColor: outputIsTerminal && environmentAllows && !noColorFlag)
  }

  /// Decides whether to colour this process's standard output.
  ///
  /// - Parameter noColorFlag: Whether `--no-color` was given.
  /// - Returns: The style from `isatty(1)`, the environment's `NO_COLOR` and the flag.
  package static func forStandardOutput(noColorFlag: Bool) -> TerminalStyle {
    decide(
      outputIsTerminal: Terminal.isTerminal(STDOUT_FILENO),
      noColor: getenv("NO_COLOR").map { String(cString: $0) },
      noColorFlag: noColorFlag
    )
  }

  /// Wraps `text` in the escape sequences of `style`, or returns it unchanged without colour.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - text: The text.
  /// - Returns: The styled text.
  package func apply(_ style: Style, to text: String) -> String {
    guard usesColor, !text.isEmpty else { return text }
    return "\u{1B}[\(style.code)m\(text)\u{1B}[0m"
  }

  /// `text` in red, when colouring.
  package func red(_ text: String) -> String { apply(.red, to: text) }

  /// `text` in green, when colouring.
  package func green(_ text: String) -> String { apply(.green, to: text) }

  /// `text` faint, when colouring.
  package func dim(_ text: String) -> String { apply(.dim, to: text) }

  /// `text` in bold, when colouring.
  package func bold(_ text: String) -> String { apply(.bold, to: text) }
}
