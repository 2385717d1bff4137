import Testing

@testable import StoreREPL

/// The front keeps its latest steps in memory and the older ones on disk, and reads them all
/// back for a replay.
@Suite struct StepLogTests {
  static func entry(_ step: Int) -> WorkerBackend.Entry {
    WorkerBackend.Entry(
      replay: step.isMultiple(of: 2) ? "send .tapped" : "advance 1s",
      output: LineOutput(lines: ["step \(step)"]), digest: UInt64(step), position: step,
      waited: step.isMultiple(of: 3) ? .milliseconds(step) : nil)
  }

  @Test func olderStepsGoToDiskInBatchesAndComeBackAsTheyWere() {
    let log = StepLog(keeping: 10)
    let entries = (1...600).map(Self.entry)
    for entry in entries { log.append(entry) }
    // NB: 256 at a time, once 10 and 256 more are in memory.
    #expect(log.spilledCount == 512)
    #expect(log.recent.count == 88)
    #expect(log.count == 600)
    var expected = entries
    for index in 0..<512 { expected[index].output = nil }
    #expect(log.all == expected)
    log.replace(with: Array(entries.prefix(3)))
    #expect(log.spilledCount == 0)
    #expect(log.all == Array(entries.prefix(3)))
  }

  @Test func aBackendKeepsItsHistoryLimitInMemory() {
    let backend = WorkerBackend(
      launch: WorkerBackend.Launch(
        executable: "/nonexistent", files: [], feature: nil, options: [], environment: [:]),
      style: .plain, journal: nil, writeError: { _ in })
    backend.historyLimit = 1_000
    for step in 1...5_000 {
      backend.note(
        WorkerRun(
          output: LineOutput(lines: ["step \(step)"]), prompt: "p> ", position: step,
          replay: ["send .tapped"], digest: UInt64(step)))
    }
    #expect(backend.steps.recent.count < 1_000 + 256)
    #expect(backend.steps.count == 5_000)
    #expect(backend.entries.map(\.position) == Array(1...5_000))
  }
}
