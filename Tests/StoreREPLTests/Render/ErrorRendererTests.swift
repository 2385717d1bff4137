import Testing

@testable import StoreREPL

/// The shell's, the feature loader's and the command line's errors are written by one
/// renderer: the same `error: `, the same caret, the same colour.
@Suite struct ErrorRendererTests {
  /// The dark theme's error colour around `text`.
  static func red(_ text: String) -> String { "\u{1B}[38;5;203m" + text + "\u{1B}[0m" }

  static let colour = ErrorRenderer(style: ShellStyle(usesColor: true))

  @Test func aShellErrorWithoutAPlaceIsItsHeadline() {
    let error = ShellError(.strict(.dismissed))
    #expect(
      ErrorRenderer.plain.rendered(error, in: "send .tapped")
        == "error: the feature dismissed itself; 'undo' to go back before it")
    #expect(
      Self.colour.rendered(error, in: "send .tapped")
        == Self.red("error: the feature dismissed itself; 'undo' to go back before it"))
  }

  /// The caret and the lines above it take the colour with the headline.
  @Test func aShellErrorAboutAColumnPointsAtIt() {
    let error = ShellError(.clock(.needsUnit("5")), at: 8)
    #expect(
      error.rendered(in: "advance 5") == """
        error: '5' needs a unit; did you mean '5s'?
         --> input:1:9
        1 | advance 5
          |         ^
        """)
    #expect(
      Self.colour.rendered(error, in: "advance 5")
        == Self.red(
          """
          error: '5' needs a unit; did you mean '5s'?
           --> input:1:9
          1 | advance 5
            |         ^
          """))
  }

  /// What a message quotes of the input is shown without its control characters.
  @Test func aShellErrorQuotesTheInputPrintably() {
    #expect(
      ShellError(.path(.trailingText("a\u{7}b"))).rendered(in: "")
        == "error: unexpected text after the path: 'a\u{FFFD}b'")
  }

  @Test func aLiteralErrorIsWrittenByTheSameRenderer() {
    let error = LiteralParseError(.expectedCloser(.payload), at: 27)
    #expect(
      error.rendered(in: "send .textFieldChanged(\"Hi\"", literalOffset: 0) == """
        error: expected ')' to close the payload
         --> input:1:28
        1 | send .textFieldChanged("Hi"
          |                            ^
        """)
  }

  @Test func aFeatureFileErrorSaysEachLineAndColoursItsHeadlines() {
    let error = FeatureFileError(
      .appleImports([
        .init(file: "Feature.swift", line: 2, column: 8, module: "UIKit"),
        .init(file: "Client.swift", line: 1, column: 8, module: "AVFoundation"),
      ]))
    let fix =
      "  To fix, move the dependency's live implementation that uses them (its 'liveValue') to a "
      + "file of its own that you don't pass to store-repl, and keep a 'previewValue' in the "
      + "feature's files.\n"
    #expect(
      error.message
        == "Feature.swift:2:8: error: 'UIKit' is an Apple framework that Linux does not have\n"
        + "Client.swift:1:8: error: 'AVFoundation' is an Apple framework that Linux does not "
        + "have\n" + fix)
    #expect(
      Self.colour.rendered(error)
        == Self.red(
          "Feature.swift:2:8: error: 'UIKit' is an Apple framework that Linux does not have")
        + "\n"
        + Self.red(
          "Client.swift:1:8: error: 'AVFoundation' is an Apple framework that Linux does not have")
        + "\n" + fix)
    #expect(
      Self.colour.rendered(FeatureFileError(.noSwiftFiles(folder: "Sources/App")))
        == Self.red("error: Sources/App holds no Swift file") + "\n")
  }

  /// A worker's own standard error is said as it is.
  @Test func whatAWorkerSaidIsPassedOn() {
    #expect(FeatureFileError(.workerEnded(status: 1, said: "")).message == "")
    #expect(
      FeatureFileError(.workerEnded(status: 1, said: "error: no feature 'X'\n")).message
        == "error: no feature 'X'\n")
  }

  @Test func aCommandLineErrorSaysWhereHelpIs() {
    let error = StoreREPLOptionError.needsValue(option: "--width", "a number of columns")
    #expect(
      error.rendered(program: "store-repl") == """
        error: '--width' needs a number of columns
        See 'store-repl --help' for more information.

        """)
    #expect(
      Self.colour.rendered(error, program: "store-repl")
        == Self.red("error: '--width' needs a number of columns") + "\n"
        + "See 'store-repl --help' for more information.\n")
  }

  /// What the launcher says of itself is a headline like any other.
  @Test func aLineOfStandardError() {
    #expect(
      ErrorRenderer.plain.line("no session to resume: none was saved in .store-repl")
        == "error: no session to resume: none was saved in .store-repl\n")
    #expect(ErrorRenderer.isHeadline("error: x"))
    #expect(!ErrorRenderer.isHeadline("  error: x"))
  }
}
