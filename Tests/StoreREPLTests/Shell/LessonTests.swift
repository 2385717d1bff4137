import ExampleFeatures
import StoreREPL
import Testing

@Suite struct LessonTests {
  static let lesson = Transcript(
    feature: "EffectsBasics", commands: [],
    output: """
      EffectsBasics loaded. Type 'help' for commands, Tab to complete.
      EffectsBasics 0.000s> state count
        count: 0
      EffectsBasics 0.000s> send .incrementButtonTapped
        EffectsBasics.State(…)
      EffectsBasics 0.000s> state count
        count: 1

      """)

  func play(_ lines: [String]) async -> (output: String, status: Int32) {
    var output = ""
    let reader = ScriptedLineReader(lines: lines)
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load("EffectsBasics", quietly: true)
    let status = await LessonPlayer(
      transcript: Self.lesson, name: "Mini", shell: shell, reader: reader
    ).run()
    return (output, status)
  }

  @Test func enterRunsTheNextCommandAndTheOutputIsCompared() async {
    let (output, status) = await play(["", "where", "next", "skip", "where", "", "where"])
    // NB: Skipping the increment makes the last count differ from the lesson's.
    #expect(status == 1)
    #expect(
      output == """
        Lesson Mini: 3 commands. Enter on an empty line runs the next one; 'next' shows
          what it prints, 'skip' passes it, 'where' says how far you are.
        EffectsBasics 0.000s> state count
          count: 0
        EffectsBasics 0.000s> where
          lesson step 2 of 3; next: send .incrementButtonTapped
        EffectsBasics 0.000s> next
          next: send .incrementButtonTapped
          the lesson shows:
          │   EffectsBasics.State(…)
        EffectsBasics 0.000s> skip
          skipped: send .incrementButtonTapped
        EffectsBasics 0.000s> where
          lesson step 3 of 3; next: state count
        EffectsBasics 0.000s> state count
          count: 0
          (this differs from the lesson; 'next' before running a command shows what it
            expects)
          That was the lesson's last command.
        EffectsBasics 0.000s> where
          the lesson is over: 3 of 3 commands run

        """)
  }

  /// Every lesson and golden transcript, played with Enter for each command, prints what it
  /// shows: `load` included.
  @Test(arguments: TranscriptTests.transcripts)
  func everyTranscriptPlaysAsALessonWithoutADifference(_ path: String) async throws {
    let transcript = try Transcript(
      parsing: String(
        contentsOf: TranscriptTests.root.appendingPathComponent(path), encoding: .utf8))
    var output = ""
    let reader = ScriptedLineReader(lines: transcript.commands.map { _ in "" })
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load(transcript.feature, quietly: true)
    let status = await LessonPlayer(
      transcript: transcript, name: path, shell: shell, reader: reader
    ).run()
    #expect(!output.contains("(this differs from the lesson"), "\(path)")
    #expect(status == 0, "\(path)")
  }

  @Test func aLoadPrintsItsBannerAsItsOutput() async {
    let shell = Shell(features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load("EffectsBasics", quietly: true)
    #expect(
      await shell.perform("load Root")
        == ("Root loaded. Type 'help' for commands, Tab to complete.", false))
  }

  @Test func thePresentersOwnCommandsRunInBetween() async {
    let (output, _) = await play(["", "send .decrementButtonTapped", "where"])
    #expect(output.hasSuffix("  lesson step 2 of 3; next: send .incrementButtonTapped\n"))
    #expect(output.contains("EffectsBasics 0.000s> send .decrementButtonTapped\n"))
  }
}
