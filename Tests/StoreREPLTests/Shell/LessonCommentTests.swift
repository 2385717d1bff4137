import ExampleFeatures
import Testing

@testable import StoreREPL

@Suite struct LessonCommentTests {
  @Test func eachCommentMeansOneThing() {
    #expect(LessonComment("# pause") == .pause)
    #expect(LessonComment("  #   pause  ") == .pause)
    #expect(LessonComment("# note: ask first") == .note("ask first"))
    #expect(LessonComment("# A tap.") == .narration("A tap."))
    #expect(LessonComment("#") == .narration(""))
    #expect(
      LessonComment("# edit A.swift as in B.swift: add an id")
        == .edit(file: "A.swift", copy: "B.swift", summary: "add an id"))
    #expect(
      LessonComment("# edit A.swift as in B.swift")
        == .edit(file: "A.swift", copy: "B.swift", summary: ""))
    #expect(LessonComment("# edit the reducer") == .narration("edit the reducer"))
    #expect(LessonComment("send .tapped") == nil)
  }
}

@Suite struct LessonAtATerminalTests {
  func play(_ lines: [String]) async -> (output: String, status: Int32) {
    var output = ""
    let reader = ScriptedLineReader(lines.map(ScriptedLineReader.Entry.line), echoesInput: true)
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load("EffectsBasics", quietly: true)
    let status = await LessonPlayer(
      transcript: LessonTests.narrated, name: "Narrated", shell: shell, reader: reader
    ).run()
    return (output, status)
  }

  /// At a terminal a pause is gone on from without a `▸` line, and the end of the input after a
  /// difference says why the status is 1.
  @Test func aPauseShowsNoCommandAndTheEndSaysWhyItFailed() async {
    let (output, status) = await play(["", ""])
    #expect(status == 1)
    #expect(!output.contains("▸ # pause"))
    #expect(output.contains("  ▸ send .decrementButtonTapped\n"))
    #expect(
      output.hasSuffix(
        """
          A second later, the count comes back.
          exit status 1: a command printed something else than the lesson ('send
            .decrementButtonTapped')

        """))
  }

  @Test func helpListsTheLessonsWordsBeforeTheShells() async {
    let (output, _) = await play(["help"])
    #expect(
      output.contains(
        """
          In a lesson:
            Enter       runs the next command (Up brings it to the prompt to edit first)
            next        shows the next command and what the lesson shows it print
            skip        passes over the next command
            back        goes back one command
            restart     goes back to the lesson's start
            lesson <n>  goes to the lesson's command n
            where       says how far the lesson is
          The shell's commands:

        """), "\(output)")
  }
}
