import Testing

@testable import StoreREPL

/// What a crashed worker writes of itself is read back, and the names the toolchain's
/// symbolizer gives are written as the runtime's reports write them.
@Suite struct WorkerFaultReportTests {
  @Test func aStackOverflowAndItsFrameAreReadAndTheRuntimesLinesLeftAlone() throws {
    let report = try #require(
      WorkerFaultReport(
        "store-repl-worker: stack overflow\nstore-repl-worker: in /c/libTally_1a2b3c4d.so +0x2a17\n"
      ))
    #expect(report.isStackOverflow)
    #expect(report.frame?.library == "/c/libTally_1a2b3c4d.so")
    #expect(report.frame?.offset == "0x2a17")
    let abort = try #require(
      WorkerFaultReport("Fatal error: out\nstore-repl-worker: in /c/libT_00000000.so +0x1\n"))
    #expect(!abort.isStackOverflow)
    #expect(WorkerFaultReport("Fatal error: out\n") == nil)
    #expect(WorkerFaultReport.isOwnLine("store-repl-worker: stack overflow"))
    #expect(!WorkerFaultReport.isOwnLine("Fatal error: out"))
  }

  @Test(arguments: [
    ("Tally_1a2b3c4d.deeper(Int) -> Int", "deeper(Int) -> Int"),
    (
      "closure #1 (inout Tally_1a2b3c4d.Tally.State, Tally_1a2b3c4d.Tally.Action) -> "
        + "Composable.Effect<Tally_1a2b3c4d.Tally.Action> in Tally_1a2b3c4d.Tally.body.getter : some",
      "closure #1 in Tally.body.getter"
    ),
    ("closure #1 in closure #2 in Tally_1a2b3c4d.f()", "closure #1 in closure #2 in f()"),
  ])
  func namesReadAsTheRuntimeWritesThem(name: String, simplified: String) {
    #expect(WorkerFaultReport.simplified(name, module: "Tally_1a2b3c4d") == simplified)
  }
}

/// The worker's mark on standard error is found however the reads cut it.
@Suite struct MarkSplitterTests {
  @Test(arguments: 1...12)
  func theMarkIsFoundInPiecesOfAnySize(size: Int) {
    let text = Array("compiling\n\u{1}mark\nFatal error: x\n".utf8)
    var splitter = MarkSplitter(mark: Array("\u{1}mark\n".utf8))
    var before: [UInt8] = []
    var after: [UInt8]?
    var index = 0
    while index < text.count {
      let piece = text[index..<min(index + size, text.count)]
      index += size
      if after != nil {
        after! += piece
        continue
      }
      let split = splitter.split(piece)
      before += split.before
      after = split.after
    }
    #expect(String(decoding: before, as: UTF8.self) == "compiling\n")
    #expect(after.map { String(decoding: $0, as: UTF8.self) } == "Fatal error: x\n")
  }

  @Test func bytesThatOnlyStartLikeTheMarkGoOn() {
    var splitter = MarkSplitter(mark: Array("\u{1}mark\n".utf8))
    let first = splitter.split(Array("a\u{1}ma".utf8)[...])
    #expect(String(decoding: first.before, as: UTF8.self) == "a")
    #expect(first.after == nil)
    let second = splitter.split(Array("ze\n".utf8)[...])
    #expect(String(decoding: second.before, as: UTF8.self) == "\u{1}maze\n")
    #expect(second.after == nil)
    #expect(splitter.held.isEmpty)
  }
}
