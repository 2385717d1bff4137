import Testing

@testable import StoreREPL

extension TerminalTests {
  @Suite struct ScriptedLineReaderTests {
    @Test func playsLinesInterruptsAndEndOfInput() throws {
      let reader = ScriptedLineReader(["send .a", .interrupt, "advance 1s", .endOfInput, "never"])
      #expect(try reader.readLine(prompt: "1> ") == "send .a")
      #expect(throws: LineReaderInterrupt.self) { try reader.readLine(prompt: "2> ") }
      #expect(try reader.readLine(prompt: "3> ") == "advance 1s")
      #expect(try reader.readLine(prompt: "4> ") == nil)
      #expect(try reader.readLine(prompt: "5> ") == "never")
      #expect(try reader.readLine(prompt: "6> ") == nil)
      #expect(reader.prompts == ["1> ", "2> ", "3> ", "4> ", "5> ", "6> "])
    }

    @Test func recordsHistoryAndEcho() throws {
      let reader = ScriptedLineReader(lines: ["a", "b"])
      reader.addHistory("a")
      reader.addHistory("b")
      #expect(reader.history == ["a", "b"])
      #expect(reader.echoesInput == false)
      #expect(ScriptedLineReader([], echoesInput: true).echoesInput)
    }

    @Test func isALineReader() throws {
      let reader: any LineReader = ScriptedLineReader(lines: ["x"])
      #expect(try reader.readLine(prompt: "") == "x")
      #expect(try reader.readLine(prompt: "") == nil)
    }
  }
}
