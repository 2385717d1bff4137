import Testing

@testable import StoreREPL

/// `export test [<file>]` and `export html <file>`, read once before anything is written.
@Suite struct ExportCommandTests {
  @Test(arguments: [
    ("test", ExportCommand.test(path: nil)),
    ("  test   Tests/SessionTests.swift ", .test(path: "Tests/SessionTests.swift")),
    ("html handout.html", .html(path: "handout.html")),
    (" html  class notes/handout.html ", .html(path: "class notes/handout.html")),
  ])
  func readsWhatToWrite(arguments: String, command: ExportCommand) throws {
    #expect(try ExportCommand(arguments: Substring(arguments), offset: 6) == command)
  }

  @Test(arguments: [
    (
      "export html",
      """
      error: expected a file to write, as in 'export html handout.html'
       --> input:1:12
      1 | export html
        |            ^
      """
    ),
    (
      "export htm notes.html",
      """
      error: expected 'export test', 'export test <file>' or 'export html <file>'; did you mean 'export html notes.html'?
       --> input:1:8
      1 | export htm notes.html
        |        ^
      """
    ),
    (
      "export pdf notes.pdf",
      """
      error: expected 'export test', 'export test <file>' or 'export html <file>'
       --> input:1:8
      1 | export pdf notes.pdf
        |        ^
      """
    ),
  ])
  func aMalformedExportSaysWhatItTakes(line: String, message: String) async {
    let shell = loadedShell("EffectsBasics")
    _ = await shell.perform("send .incrementButtonTapped")
    #expect(await shell.outcome(line) == .failure(message))
    #expect(await shell.perform("log").output == "  1  0.000s  sent      .incrementButtonTapped")
  }

  @Test func tabCompletesWhatToExport() {
    let shell = loadedShell("EffectsBasics")
    #expect(shell.completions(for: "export ") == ["html", "test"])
    #expect(shell.completions(for: "export h") == ["html"])
    #expect(shell.completions(for: "export html hand") == [])
  }
}
