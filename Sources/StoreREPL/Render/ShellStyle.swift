/// How the shell dresses its output: plain, or with ANSI colours on a terminal.
///
/// Nothing a reader needs is only faint: faint text (`secondary`) is kept for what repeats
/// something shown elsewhere (a received action's time, the timeline's scale), and the
/// high-contrast theme shows even that at full strength.
public struct ShellStyle: Sendable {
  /// A set of colours (`--theme`).
  public enum Theme: String, CaseIterable, Sendable {
    /// Red and green diffs, a yellow lesson hint, faint secondary text.
    case standard
    /// Bright, bold colours and no faint text: for a projector or a washed-out screen.
    case highContrast = "high-contrast"
  }

  /// Whether ANSI colours are used.
  public var usesColor: Bool
  /// How many columns the output has: what draws to a width (`timeline`) fits it, and the
  /// shell folds every other line to it.
  public var width: Int
  /// The colours.
  public var theme: Theme

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - usesColor: Whether ANSI colours are used.
  ///   - width: How many columns the output has.
  ///   - theme: The colours.
  public init(usesColor: Bool, width: Int = 80, theme: Theme = .standard) {
    self.usesColor = usesColor
    self.width = width
    self.theme = theme
  }

  /// The style of standard output: colours when it is a terminal that echoes what is typed,
  /// `NO_COLOR` is unset and `--no-color` was not given.
  static func forStandardOutput(echoesInput: Bool, noColor: Bool, theme: Theme) -> ShellStyle {
    ShellStyle(
      usesColor: echoesInput
        && TerminalStyle.forStandardOutput(noColorFlag: noColor).usesColor,
      theme: theme)
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

  /// `text` in the SGR style `code`, or in `highContrast` under the high-contrast theme (no
  /// style when it is empty).
  func paint(_ text: String, _ code: String, highContrast: String? = nil) -> String {
    let code = theme == .highContrast ? highContrast ?? code : code
    return usesColor && !code.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func error(_ text: String) -> String { paint(text, "31", highContrast: "1;91") }
  /// What repeats something shown elsewhere: faint, or plain under the high-contrast theme.
  func secondary(_ text: String) -> String { paint(text, "2", highContrast: "") }
  func bold(_ text: String) -> String { paint(text, "1") }
  /// A lesson's narration: bold cyan, apart from commands and their output.
  func narration(_ text: String) -> String { paint(text, "1;36", highContrast: "1;96") }
  /// A lesson's hint of the command Enter runs: yellow.
  func hint(_ text: String) -> String { paint(text, "33", highContrast: "1;93") }

  /// A diff with removed lines red and inserted lines green.
  func diff(_ text: String) -> String {
    guard usesColor else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("\u{2212}") { return paint(String(line), "31", highContrast: "1;91") }
      if line.hasPrefix("+") { return paint(String(line), "32", highContrast: "1;92") }
      return String(line)
    }.joined(separator: "\n")
  }
}
