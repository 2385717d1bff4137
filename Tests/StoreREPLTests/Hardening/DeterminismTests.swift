import ExampleFeatures
import TestHelpers
import Testing

@testable import StoreREPL

extension Hardening {
  /// Same script, same bytes: a session's output depends on its commands only.
  @Suite(.timeLimit(.hang)) struct DeterminismTests {
    /// A seeded random script: commands of every kind, some of them mutated.
    static func script(seed: UInt64) -> Transcript {
      var random = SeededGenerator(seed: seed)
      let feature = ["EffectsBasics", "Root", "Timers", "DebouncedSearch"].randomElement(
        using: &random)!
      let commands = (0..<30).map { _ in Fuzzer.shellLine(&random) }
      return Transcript(feature: feature, commands: commands, output: "")
    }

    @Test func aHundredRandomSessionsPrintTheSameBytesTwice() async {
      for seed in UInt64(1)...100 {
        let transcript = Self.script(seed: seed)
        let first = await Shell.replay(transcript, features: catalog)
        let second = await Shell.replay(transcript, features: catalog)
        #expect(first.output == second.output, "seed \(seed)")
        #expect(first.status == second.status, "seed \(seed)")
      }
    }
  }
}
