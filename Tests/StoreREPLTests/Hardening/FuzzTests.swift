import ExampleFeatures
import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

extension Hardening {
  /// Seeded fuzzing of the literal parser, the decoder and whole shell lines: no crash, no hang.
  ///
  /// `STORE_REPL_FUZZ_ITERATIONS` sets how many literals are tried (20,000 by default; the shell
  /// gets a tenth as many lines), and `STORE_REPL_FUZZ_SEED` the seed.
  @Suite(.timeLimit(.hang)) struct FuzzTests {
    static let iterations =
      ProcessInfo.processInfo.environment["STORE_REPL_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 20_000
    static let seed =
      ProcessInfo.processInfo.environment["STORE_REPL_FUZZ_SEED"].flatMap(UInt64.init) ?? 2024

    @Test func literalsParseAndDecodeWithoutCrashOrHang() {
      var random = SeededGenerator(seed: Self.seed)
      let clock = ContinuousClock()
      let began = clock.now
      var slowest: Duration = .zero
      var bytes = 0
      var outcomes: [String: String] = [:]
      for _ in 0..<Self.iterations {
        let input = Fuzzer.mutate(Fuzzer.literals.randomElement(using: &random)!, &random)
        bytes += input.utf8.count
        let start = clock.now
        let outcome = Fuzzer.parseAndDecode(input)
        slowest = max(slowest, start.duration(to: clock.now))
        if outcomes[outcome] == nil { outcomes[outcome] = input }
      }
      let elapsed = began.duration(to: clock.now)
      report(
        "literals", count: Self.iterations, bytes: bytes, elapsed: elapsed, slowest: slowest,
        kinds: outcomes.count)
      if let path = ProcessInfo.processInfo.environment["STORE_REPL_FUZZ_CORPUS"] {
        // NB: One input per distinct outcome, to choose regression cases from.
        let lines = outcomes.sorted { $0.key < $1.key }.map {
          "\($0.value.debugDescription)\t\($0.key.debugDescription)"
        }
        _ = FileManager.default.createFile(
          atPath: path, contents: Data(lines.joined(separator: "\n").utf8))
      }
      // NB: A generous guard: an input that takes seconds is a hang, not a slow machine.
      #expect(slowest < .seconds(2))
    }

    @Test func shellLinesRunWithoutCrashOrHang() async {
      var random = SeededGenerator(seed: Self.seed &+ 1)
      let clock = ContinuousClock()
      let began = clock.now
      var slowest: Duration = .zero
      var slowestLine = ""
      let count = max(1, Self.iterations / 10)
      var shell = loadedShell("EffectsBasics")
      for index in 0..<count {
        if index.isMultiple(of: 200) {
          shell = loadedShell(Bool.random(using: &random) ? "EffectsBasics" : "Root")
        }
        let line = Fuzzer.shellLine(&random)
        let start = clock.now
        _ = await shell.perform(line)
        let time = start.duration(to: clock.now)
        if time > slowest { (slowest, slowestLine) = (time, line) }
      }
      let elapsed = began.duration(to: clock.now)
      report(
        "shell lines", count: count, bytes: 0, elapsed: elapsed, slowest: slowest, kinds: 0,
        note: "slowest: \(slowestLine.prefix(80).debugDescription)")
      #expect(slowest < .seconds(10))
      // NB: After all that, the session still answers.
      #expect(await shell.perform("features").failed == false)
    }

    func report(
      _ name: String, count: Int, bytes: Int, elapsed: Duration, slowest: Duration, kinds: Int,
      note: String = ""
    ) {
      guard ProcessInfo.processInfo.environment["STORE_REPL_FUZZ_ITERATIONS"] != nil else { return }
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      print(
        "fuzz \(name): \(count) inputs, \(bytes) bytes in \(seconds) s, "
          + "\(Int(Double(count) / seconds)) inputs/s, slowest \(slowest), \(kinds) outcomes \(note)"
      )
    }
  }
}
