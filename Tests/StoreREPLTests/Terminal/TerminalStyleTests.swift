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
