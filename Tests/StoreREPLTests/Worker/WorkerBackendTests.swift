import Testing

@testable import StoreREPL

/// What the shell in front of a worker keeps of a long session.
@Suite struct WorkerBackendTests {
  @Test func aLongSessionKeepsWhatTheLatestStepsPrintedAndDigestsOfTheRest() {
    let backend = WorkerBackend(
      launch: WorkerBackend.Launch(
        executable: "/nonexistent", files: [], feature: nil, options: [], environment: [:]),
      style: .plain, journal: nil, writeError: { _ in })
    let kept = WorkerBackend.outputsKept
    backend.entries = (0..<kept + 5).map { step in
      WorkerBackend.Entry(
        replay: "send .tapped", output: LineOutput(lines: ["step \(step)"]), position: step + 1)
    }
    backend.trimOutputs()
    #expect(backend.entries.prefix(5).allSatisfy { $0.output == nil })
    #expect(backend.entries.suffix(kept).allSatisfy { $0.output != nil })
    // NB: A replay still tells a step that printed the same from one that did not.
    #expect(backend.entries[0].digest == LineOutput(lines: ["step 0"]).digest)
    #expect(backend.entries[0].digest != LineOutput(lines: ["step 1"]).digest)
    #expect(
      LineOutput(lines: ["step 0"], failed: true).digest != LineOutput(lines: ["step 0"]).digest)
  }
}
