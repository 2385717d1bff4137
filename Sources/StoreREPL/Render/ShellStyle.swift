import ValueDump

/// How the shell dresses its output: plain, or with ANSI colours on a terminal.
///
/// Each theme names its colours from the 256-colour palette, whose colours 16–255 every
/// terminal that has them draws alike, so that their contrast against a background is known: a
/// test holds every colour at 4.5:1 or more (WCAG AA) against the backgrounds its theme is for.
/// Nothing a reader needs is only faint: `secondary` text (what repeats something shown
/// elsewhere: a received action's time, the timeline's scale) is a grey that still passes.
package struct ShellStyle: Sendable {
  /// A set of colours (`--theme`).
  package enum Theme: String, CaseIterable, Sendable {
    /// Colours for a dark background: the default.
    case dark
    /// Colours for a white or pale background.
    case light
    /// White and black text on coloured bands, bold: the same on any background, for a
    /// projector or a washed-out screen.
    case highContrast = "high-contrast"

    /// The theme called `name`: one of the raw values, or `standard`, the name `dark` once had.
    package init?(named name: String) {
      if name == "standard" { self = .dark } else { self.init(rawValue: name) }
    }

    /// The theme for a terminal that says its colours in `COLORFGBG` (`"0;15"`: foreground
    /// black, background white), as rxvt, Konsole and others do: `light` for a white, grey or
    /// bright background, `dark` otherwise. Without `COLORFGBG`, what the terminal answered when
    /// asked for its background (``TerminalBackground``), if it did; else `dark`.
    package static func forTerminal(colorFGBG: String?, isLightBackground: Bool? = nil) -> Theme {
      guard let last = colorFGBG?.split(separator: ";").last, let background = Int(last) else {
        return isLightBackground == true ? .light : .dark
      }
      return [7, 9, 10, 11, 12, 13, 14, 15].contains(background) ? .light : .dark
    }
  }

  /// How a step's state change is shown (`--diff`, the `diff` command).
  package enum DiffLayout: String, CaseIterable, Sendable, Codable {
    /// The whole state, the changed lines marked.
    case full
    /// One line for each changed path: `count: 0 → -1`.
    case compact
  }

  /// What the command line chose of how output looks.
  package struct Look: Equatable, Sendable {
    /// The colours (`--theme`).
    package var theme: Theme
    /// How state changes are shown (`--diff`).
    package var diff: DiffLayout
    /// Whether diffs mark lines with ASCII ` `, `-` and `+` (`--ascii`), which paste into a
    /// Markdown `diff` block, rather than a figure space, `−` and `+`, which keep their widths
    /// in a proportional font.
    package var ascii: Bool
    /// Whether the feature's screen is drawn again after every step (`--screen`, `screen on`).
    package var screen: Bool

    /// Creates a look.
    package init(
      theme: Theme = .dark, diff: DiffLayout = .full, ascii: Bool = false, screen: Bool = false
    ) {
      self.theme = theme
      self.diff = diff
      self.ascii = ascii
      self.screen = screen
    }
  }

  /// A part of the output the theme colours.
  enum Role: CaseIterable {
    /// Failures and error messages.
    case error
    /// A diff's removed line.
    case removed
    /// A diff's inserted line.
    case inserted
    /// What repeats something shown elsewhere.
    case secondary
    /// A lesson's narration.
    case narration
    /// A lesson's hint of the command Enter runs.
    case hint
  }

  /// How a theme draws one role: a colour of the 256-colour palette for the text, and for the
  /// high-contrast theme one for the band behind it.
  struct Paint: Equatable {
    var foreground: Int?
    var background: Int?
    var bold = false

    /// The SGR parameters.
    var code: String {
      var parts: [String] = []
      if bold { parts.append("1") }
      if let foreground { parts.append("38;5;\(foreground)") }
      if let background { parts.append("48;5;\(background)") }
      return parts.joined(separator: ";")
    }
  }

  /// Whether ANSI colours are used.
  package var usesColor: Bool
  /// How many columns the output has: what draws to a width (`timeline`) fits it, and the
  /// shell folds every other line to it.
  package var width: Int
  /// The colours, the layout of diffs and their marks.
  package var look: Look
  /// The colours.
  package var theme: Theme {
    get { look.theme }
    set { look.theme = newValue }
  }

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - usesColor: Whether ANSI colours are used.
  ///   - width: How many columns the output has.
  ///   - look: The colours, the layout of diffs and their marks.
  package init(usesColor: Bool, width: Int = 80, look: Look = Look()) {
    self.usesColor = usesColor
    self.width = width
    self.look = look
  }

  /// Creates a style with the default diffs.
  package init(usesColor: Bool, width: Int = 80, theme: Theme) {
    self.init(usesColor: usesColor, width: width, look: Look(theme: theme))
  }

  /// The style of standard output: colours when it is a terminal that echoes what is typed,
  /// `NO_COLOR` is unset and `--no-color` was not given.
  static func forStandardOutput(echoesInput: Bool, noColor: Bool, look: Look) -> ShellStyle {
    ShellStyle(
      usesColor: echoesInput
        && TerminalStyle.forStandardOutput(noColorFlag: noColor).usesColor,
      look: look)
  }

  /// No colour.
  package static let plain = ShellStyle(usesColor: false)

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

  /// How `theme` draws `role`.
  static func paint(_ role: Role, in theme: Theme) -> Paint {
    switch (theme, role) {
    case (.dark, .error), (.dark, .removed): Paint(foreground: 203)
    case (.dark, .inserted): Paint(foreground: 114)
    case (.dark, .secondary): Paint(foreground: 246)
    case (.dark, .narration): Paint(foreground: 80, bold: true)
    case (.dark, .hint): Paint(foreground: 221)
    case (.light, .error), (.light, .removed): Paint(foreground: 124)
    case (.light, .inserted): Paint(foreground: 22)
    case (.light, .secondary): Paint(foreground: 241)
    case (.light, .narration): Paint(foreground: 25, bold: true)
    case (.light, .hint): Paint(foreground: 94)
    case (.highContrast, .error), (.highContrast, .removed):
      Paint(foreground: 231, background: 124, bold: true)
    case (.highContrast, .inserted): Paint(foreground: 231, background: 22, bold: true)
    case (.highContrast, .secondary): Paint()
    case (.highContrast, .narration): Paint(foreground: 231, background: 18, bold: true)
    case (.highContrast, .hint): Paint(foreground: 16, background: 220, bold: true)
    }
  }

  /// `text` in the SGR style `code` (no style when it is empty).
  private func paint(_ text: String, code: String) -> String {
    usesColor && !code.isEmpty && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// `text` as the theme draws `role`.
  func paint(_ text: String, as role: Role) -> String {
    paint(text, code: Self.paint(role, in: theme).code)
  }

  func error(_ text: String) -> String { paint(text, as: .error) }
  /// What repeats something shown elsewhere: a grey that still reads.
  func secondary(_ text: String) -> String { paint(text, as: .secondary) }
  func bold(_ text: String) -> String { paint(text, code: "1") }
  /// A lesson's narration, apart from commands and their output.
  func narration(_ text: String) -> String { paint(text, as: .narration) }
  /// A lesson's hint of the command Enter runs.
  func hint(_ text: String) -> String { paint(text, as: .hint) }

  /// The marks of a state diff.
  var diffFormat: DiffFormat { look.ascii ? .default : .proportional }

  /// `text` with the marks of each diff line in it made ASCII under `--ascii`: a line that
  /// starts, after its indent, with `−` or a figure space and a space.
  func asciiMarks(_ text: String) -> String {
    guard look.ascii, text.contains(where: { $0 == "\u{2212}" || $0 == "\u{2007}" }) else {
      return text
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let indent = line.prefix { $0 == " " }
      let rest = line[indent.endIndex...]
      guard let mark = rest.first, mark == "\u{2212}" || mark == "\u{2007}",
        rest.dropFirst().first == " " || rest.count == 1
      else { return String(line) }
      return indent + (mark == "\u{2212}" ? "-" : " ") + rest.dropFirst()
    }.joined(separator: "\n")
  }

  /// A diff with removed lines red and inserted lines green.
  func diff(_ text: String) -> String {
    guard usesColor else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("\u{2212}") || line.hasPrefix("-") {
        return paint(String(line), as: .removed)
      }
      if line.hasPrefix("+") { return paint(String(line), as: .inserted) }
      return String(line)
    }.joined(separator: "\n")
  }
}
