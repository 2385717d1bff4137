import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalTests {
  @Suite struct TerminalStyleTests {
    @Test(
      arguments: [
        // (stdout is a terminal, NO_COLOR, --no-color) → colour
        (true, nil, false, true),
        (true, "", false, true),
        (true, "1", false, false),
        (true, "0", false, false),
        (true, nil, true, false),
        (true, "1", true, false),
        (false, nil, false, false),
        (false, "", false, false),
        (false, "1", true, false),
      ] as [(Bool, String?, Bool, Bool)])
    func decidesColour(terminal: Bool, noColor: String?, flag: Bool, expected: Bool) {
      let style = TerminalStyle.decide(
        outputIsTerminal: terminal, noColor: noColor, noColorFlag: flag)
      #expect(style.usesColor == expected)
    }

    @Test func appliesStylesOnlyWithColour() {
      let colour = TerminalStyle(usesColor: true)
      #expect(colour.red("−") == "\u{1B}[31m−\u{1B}[0m")
      #expect(colour.green("+") == "\u{1B}[32m+\u{1B}[0m")
      #expect(colour.dim("x") == "\u{1B}[2mx\u{1B}[0m")
      #expect(colour.bold("x") == "\u{1B}[1mx\u{1B}[0m")
      #expect(colour.red("") == "")
      for style in TerminalStyle.Style.allCases {
        #expect(TerminalStyle.plain.apply(style, to: "text") == "text")
      }
    }

    /// What each theme writes: 256-colour codes, bold narration, and bands of colour behind
    /// the high-contrast theme's text.
    @Test func themesWriteTheirColours() {
      let dark = ShellStyle(usesColor: true)
      let light = ShellStyle(usesColor: true, theme: .light)
      let bright = ShellStyle(usesColor: true, theme: .highContrast)
      #expect(dark.secondary("1.000s") == "\u{1B}[38;5;246m1.000s\u{1B}[0m")
      #expect(light.secondary("1.000s") == "\u{1B}[38;5;241m1.000s\u{1B}[0m")
      #expect(bright.secondary("1.000s") == "1.000s")
      #expect(dark.error("error: x") == "\u{1B}[38;5;203merror: x\u{1B}[0m")
      #expect(light.error("error: x") == "\u{1B}[38;5;124merror: x\u{1B}[0m")
      #expect(bright.error("error: x") == "\u{1B}[1;38;5;231;48;5;124merror: x\u{1B}[0m")
      #expect(light.hint("  next: advance 1s") == "\u{1B}[38;5;94m  next: advance 1s\u{1B}[0m")
      #expect(
        bright.hint("  next: advance 1s") == "\u{1B}[1;38;5;16;48;5;220m  next: advance 1s\u{1B}[0m"
      )
      #expect(light.narration("  Now wait.") == "\u{1B}[1;38;5;25m  Now wait.\u{1B}[0m")
      #expect(
        light.diff("\u{2007} A(\n\u{2212}   count: 0,\n+   count: 1\n\u{2007} )")
          == "\u{2007} A(\n\u{1B}[38;5;124m\u{2212}   count: 0,\u{1B}[0m\n"
          + "\u{1B}[38;5;22m+   count: 1\u{1B}[0m\n\u{2007} )")
      #expect(ShellStyle(usesColor: false, theme: .highContrast).error("x") == "x")
      #expect(bright.workerOptions == ["--worker-color", "--theme", "high-contrast"])
      #expect(dark.workerOptions == ["--worker-color"])
      let look = ShellStyle.Look(theme: .light, diff: .compact, ascii: true)
      #expect(
        ShellStyle(usesColor: false, look: look).workerOptions == [
          "--theme", "light", "--diff", "compact", "--ascii",
        ])
    }

    /// The backgrounds each theme is for: black and common dark greys, white and common pale
    /// ones; the high-contrast theme draws its own.
    static let backgrounds: [ShellStyle.Theme: [(name: String, rgb: RGB)]] = [
      .dark: [
        ("black", RGB(0, 0, 0)), ("grey 12%", RGB(0x1E, 0x1E, 0x1E)),
        ("slate", RGB(0x28, 0x2C, 0x34)),
      ],
      .light: [
        ("white", RGB(0xFF, 0xFF, 0xFF)), ("cream", RGB(0xFD, 0xF6, 0xE3)),
        ("grey 94%", RGB(0xF0, 0xF0, 0xF0)),
      ],
      .highContrast: [("black", RGB(0, 0, 0)), ("white", RGB(0xFF, 0xFF, 0xFF))],
    ]

    /// Every colour a theme gives text reads at 4.5:1 or more (WCAG 2 AA) against each
    /// background the theme is for, or against the band the theme draws behind it.
    @Test(arguments: ShellStyle.Theme.allCases)
    func everyColourPassesWCAGAA(theme: ShellStyle.Theme) {
      for role in ShellStyle.Role.allCases {
        let paint = ShellStyle.paint(role, in: theme)
        let behind =
          paint.background.map { [("its band", RGB(palette: $0))] } ?? Self.backgrounds[theme]!
        guard let foreground = paint.foreground else {
          // NB: The terminal's own foreground, chosen by the user for their background.
          #expect(paint.background == nil, "\(role) in \(theme)")
          continue
        }
        for (name, background) in behind {
          let ratio = RGB(palette: foreground).contrast(with: background)
          #expect(ratio >= 4.5, "\(role) in \(theme) on \(name): \(ratio):1")
        }
      }
    }

    /// The arithmetic of the test above, on colours whose ratios are known.
    @Test func contrastRatiosAreWCAGs() {
      #expect(abs(RGB(0, 0, 0).contrast(with: RGB(255, 255, 255)) - 21) < 1e-9)
      #expect(RGB(255, 255, 255).contrast(with: RGB(255, 255, 255)) == 1)
      // NB: #777777 on white is the grey WCAG's examples put just under 4.5:1.
      #expect(abs(RGB(0x77, 0x77, 0x77).contrast(with: RGB(255, 255, 255)) - 4.48) < 0.01)
      #expect(RGB(palette: 16) == RGB(0, 0, 0))
      #expect(RGB(palette: 231) == RGB(255, 255, 255))
      #expect(RGB(palette: 203) == RGB(0xFF, 0x5F, 0x5F))
      #expect(RGB(palette: 241) == RGB(0x62, 0x62, 0x62))
    }

    @Test(
      arguments: [
        (nil, ShellStyle.Theme.dark), ("15;0", .dark), ("0;15", .light), ("0;7", .light),
        ("default;default;0", .dark), ("12;8", .dark), ("0;default", .dark),
      ] as [(String?, ShellStyle.Theme)])
    func aTerminalThatSaysItsBackgroundGetsItsTheme(colorFGBG: String?, theme: ShellStyle.Theme) {
      #expect(ShellStyle.Theme.forTerminal(colorFGBG: colorFGBG) == theme)
    }

    @Test func themesAreNamed() {
      #expect(ShellStyle.Theme(named: "standard") == .dark)
      #expect(ShellStyle.Theme(named: "light") == .light)
      #expect(ShellStyle.Theme(named: "high-contrast") == .highContrast)
      #expect(ShellStyle.Theme(named: "bright") == nil)
    }

    @Test func asciiMarksReplaceADiffsMarksOnly() {
      let style = ShellStyle(usesColor: false, look: .init(ascii: true))
      #expect(
        style.asciiMarks(
          "\u{2007} A(\n\u{2212}   x: \"a − b\",\n+   x: 1\n  \u{2212} y\n\u{2007} )")
          == "  A(\n-   x: \"a − b\",\n+   x: 1\n  - y\n  )")
      #expect(ShellStyle.plain.asciiMarks("\u{2212} x") == "\u{2212} x")
    }

    /// A colour as red, green and blue from 0 to 255.
    struct RGB: Equatable {
      var red, green, blue: Int

      init(_ red: Int, _ green: Int, _ blue: Int) {
        (self.red, self.green, self.blue) = (red, green, blue)
      }

      /// A colour of the 256-colour palette past the 16 a terminal may redefine: the 6×6×6
      /// cube (16–231) and the greys (232–255), as xterm defines them.
      init(palette index: Int) {
        precondition((16...255).contains(index))
        if index >= 232 {
          let level = 8 + 10 * (index - 232)
          self.init(level, level, level)
        } else {
          let levels = [0, 95, 135, 175, 215, 255]
          let cube = index - 16
          self.init(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        }
      }

      /// WCAG 2's relative luminance.
      var luminance: Double {
        func linear(_ channel: Int) -> Double {
          let value = Double(channel) / 255
          return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
      }

      /// WCAG 2's contrast ratio, from 1 to 21.
      func contrast(with other: RGB) -> Double {
        let (lighter, darker) = (
          max(luminance, other.luminance), min(luminance, other.luminance)
        )
        return (lighter + 0.05) / (darker + 0.05)
      }
    }

    @Test(arguments: [(true, true, true), (true, false, false), (false, true, false)])
    func editsLinesOnlyWhenBothEndsAreTerminals(input: Bool, output: Bool, expected: Bool) {
      #expect(
        Terminal.usesLineEditing(inputIsTerminal: input, outputIsTerminal: output) == expected)
    }

    @Test func aPipeIsNoTerminal() {
      var ends: [Int32] = [0, 0]
      #expect(pipe(&ends) == 0)
      #expect(Terminal.isTerminal(ends[0]) == false)
      close(ends[0])
      close(ends[1])
    }
  }
}
