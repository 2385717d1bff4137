import Testing

@testable import StoreREPL

/// The terminal's answer to the question for its background, read into a theme.
@Suite struct TerminalBackgroundTests {
  @Test func theQueryAsksForTheBackgroundThenTheDevicesAttributes() {
    #expect(TerminalBackground.query == "\u{1B}]11;?\u{1B}\\\u{1B}[c")
  }

  @Test(arguments: [
    ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c", true),
    ("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{7}\u{1B}[?1;2c", true),
    ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62c", false),
    ("\u{1B}]11;rgb:28/2c/34\u{7}\u{1B}[?64;1c", false),
    ("\u{1B}]11;rgb:3/3/3\u{7}", false), ("\u{1B}]11;rgb:c/c/c\u{7}", true),
  ])
  func anAnswerSaysWhetherTheBackgroundIsLight(answer: String, isLight: Bool) throws {
    let color = try #require(TerminalBackground.color(inAnswer: Array(answer.utf8)))
    #expect(TerminalBackground.isLight(color) == isLight)
  }

  @Test func anAnswerWithoutAColourSaysNothing() {
    #expect(TerminalBackground.color(inAnswer: Array("\u{1B}[?62;22c".utf8)) == nil)
    #expect(TerminalBackground.color(inAnswer: Array("\u{1B}]11;rgb:zz/00/00\u{7}".utf8)) == nil)
    #expect(TerminalBackground.color(inAnswer: []) == nil)
  }

  @Test func colorFGBGComesBeforeTheAnswerAndTheAnswerBeforeTheDefault() {
    #expect(ShellStyle.Theme.forTerminal(colorFGBG: "0;15", isLightBackground: false) == .light)
    #expect(ShellStyle.Theme.forTerminal(colorFGBG: "15;0", isLightBackground: true) == .dark)
    #expect(ShellStyle.Theme.forTerminal(colorFGBG: nil, isLightBackground: true) == .light)
    #expect(ShellStyle.Theme.forTerminal(colorFGBG: nil, isLightBackground: false) == .dark)
    #expect(ShellStyle.Theme.forTerminal(colorFGBG: nil) == .dark)
  }
}
