import Testing

@testable import StoreREPL

extension TerminalTests {
  @Suite struct EditLineReaderTextTests {
    @Test(arguments: [
      ("send .a ", "send .a"),
      ("  advance 1s\t", "advance 1s"),
      ("   ", ""),
      ("", ""),
      ("send .f(\"a \")", "send .f(\"a \")"),
    ])
    func trimsWhatLibEditReturns(raw: String, expected: String) {
      #expect(EditLineReader.trimmed(raw) == expected)
    }

    @Test func marksEscapeSequencesOfThePromptInvisible() {
      let style = TerminalStyle(usesColor: true)
      let prompt = style.bold("EffectsBasics") + " " + style.dim("0.000s") + "> "
      #expect(
        EditLineReader.markingInvisibleSequences(prompt)
          == "\u{1}\u{1B}[1m\u{2}EffectsBasics\u{1}\u{1B}[0m\u{2} "
          + "\u{1}\u{1B}[2m\u{2}0.000s\u{1}\u{1B}[0m\u{2}> ")
      #expect(EditLineReader.markingInvisibleSequences("plain> ") == "plain> ")
      #expect(EditLineReader.markingInvisibleSequences("cut \u{1B}[3") == "cut \u{1}\u{1B}[3\u{2}")
    }
  }
}
