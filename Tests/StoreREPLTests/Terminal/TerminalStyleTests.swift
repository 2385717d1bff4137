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

    /// The high-contrast theme: bright bold colours, and what the standard theme shows faint at
    /// full strength.
    @Test func theHighContrastThemeHasNoFaintText() {
      let standard = ShellStyle(usesColor: true)
      let bright = ShellStyle(usesColor: true, theme: .highContrast)
      #expect(standard.secondary("1.000s") == "\u{1B}[2m1.000s\u{1B}[0m")
      #expect(bright.secondary("1.000s") == "1.000s")
      #expect(standard.error("error: x") == "\u{1B}[31merror: x\u{1B}[0m")
      #expect(bright.error("error: x") == "\u{1B}[1;91merror: x\u{1B}[0m")
      #expect(standard.hint("  next: advance 1s") == "\u{1B}[33m  next: advance 1s\u{1B}[0m")
      #expect(bright.hint("  next: advance 1s") == "\u{1B}[1;93m  next: advance 1s\u{1B}[0m")
      #expect(bright.narration("  Now wait.") == "\u{1B}[1;96m  Now wait.\u{1B}[0m")
      #expect(
        bright.diff("  A(\n\u{2212}   count: 0,\n+   count: 1\n  )")
          == "  A(\n\u{1B}[1;91m\u{2212}   count: 0,\u{1B}[0m\n\u{1B}[1;92m+   count: 1\u{1B}[0m\n  )"
      )
      #expect(ShellStyle(usesColor: false, theme: .highContrast).error("x") == "x")
      #expect(bright.workerOptions == ["--worker-color", "--theme", "high-contrast"])
      #expect(standard.workerOptions == ["--worker-color"])
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
