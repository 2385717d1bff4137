/// How the shell dresses its output: plain, or with ANSI colours on a terminal.
public struct ShellStyle: Sendable {
  /// Whether ANSI colours are used.
  public var usesColor: Bool
  /// How many columns the output has: what draws to a width (`timeline`) fits it, and the
  /// shell folds every other line to it.
  public var width: Int

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - usesColor: Whether ANSI colours are used.
  ///   - width: How many columns the output has.
  public init(usesColor: Bool, width: Int = 80) {
    self.usesColor = usesColor
    self.width = width
  }

  /// No colour.
  public static let plain = ShellStyle(usesColor: false)

  /// The escape sequence that clears a terminal's screen and its scrollback, and homes the
  /// cursor.
  static let clearScreen = "\u{1B}[H\u{1B}[2J\u{1B}[3J"

  /// `text` without the ANSI style sequences `paint` adds (`ESC [ … m`): to compare output with
  /// recorded text, or to measure how many columns it takes.
  static func unstyled(_ text: some StringProtocol) -> String {
    guard text.utf8.contains(0x1B) else { return String(text) }
    var result = ""
    var inSequence = false
    for scalar in text.unicodeScalars {
      if inSequence {
        if scalar == "m" { inSequence = false }
      } else if scalar == "\u{1B}" {
        inSequence = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  func paint(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func error(_ text: String) -> String { paint(text, "31") }
  func dim(_ text: String) -> String { paint(text, "2") }
  func bold(_ text: String) -> String { paint(text, "1") }
  /// A lesson's narration: bold cyan, apart from commands and their output.
  func narration(_ text: String) -> String { paint(text, "1;36") }

  /// A diff with removed lines red and inserted lines green.
  func diff(_ text: String) -> String {
    guard usesColor else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("\u{2212}") { return paint(String(line), "31") }
      if line.hasPrefix("+") { return paint(String(line), "32") }
      return String(line)
    }.joined(separator: "\n")
  }
}
