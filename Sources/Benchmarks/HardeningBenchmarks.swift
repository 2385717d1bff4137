import Composable
import ExampleFeatures
import StoreREPL
import ValueDump

/// A state of many elements, for timing the shell on large states.
private struct ManyElements: Reducer, Sendable {
  struct State: Equatable, Sendable {
    var values: [Int] = []
  }

  enum Action: Sendable {
    case fill(Int)
    case bump(Int)
    case append(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fill(let count): state.values = Array(0..<count)
      case .bump(let index): state.values[index] += 1
      case .append(let value): state.values.append(value)
      }
      return .none
    }
  }
}

private let manyElements = REPLFeature(
  "ManyElements", summary: "a state of many elements",
  initialState: ManyElements.State(), reducer: { ManyElements() })

/// A shell with `ManyElements` loaded and `count` elements in its state.
private func shellWithManyElements(_ count: Int = 100_000) async -> Shell {
  let shell = Shell(
    features: [manyElements], reader: ScriptedLineReader(lines: []), write: { _ in })
  shell.load("ManyElements", quietly: true)
  _ = await shell.perform("send .fill(\(count))")
  return shell
}

/// A literal of about `bytes` bytes: an action whose payload is an array of strings.
private func literal(bytes: Int) -> String {
  let element = #""abcdefgh", "#
  let count = bytes / element.utf8.count
  return ".searchResponse(.success([" + String(repeating: element, count: count) + "\"z\"]))"
}

/// A search query of about `bytes` bytes: words, with a UUID written in now and then.
private func searchQuery(bytes: Int) -> String {
  let piece = "a search for UUID(12345678-90AB-CDEF-1234-567890ABCDEF) among words, "
  return String(repeating: piece, count: max(1, bytes / piece.utf8.count))
}

/// Bad input, large inputs and large states: parse time per byte on 10 KB and 1 MB (linear
/// time shows as a ratio near 1), and the shell on a state of 100,000 elements.
let hardeningSuite: BenchmarkSuite = BenchmarkSuite(name: "hardening") { suite in
  for (name, bytes) in [("10KB", 10_000), ("1MB", 1_000_000)] {
    let baseline = name == "10KB" ? nil : "parse.10KB"
    suite.add(
      "parse.\(name)", baseline: baseline,
      target: baseline.map { .atMostTimes(2, of: $0) }, iterations: bytes
    ) {
      let text = literal(bytes: bytes)
      return { (try? LiteralParser.parse(text)) as Any }
    }
    let unterminatedBaseline = name == "10KB" ? nil : "parse.unterminated.10KB"
    suite.add(
      "parse.unterminated.\(name)", baseline: unterminatedBaseline,
      target: unterminatedBaseline.map { .atMostTimes(2, of: $0) }, iterations: bytes
    ) {
      let text = ".a(\"" + String(repeating: "\\n", count: bytes / 2)
      return { (try? LiteralParser.parse(text)) as Any }
    }
    let sendBaseline = name == "10KB" ? nil : "send.line.10KB"
    suite.addAsync(
      "send.line.\(name)", baseline: sendBaseline,
      target: sendBaseline.map { .atMostTimes(2, of: $0) }, iterations: bytes
    ) {
      let shell = Shell(
        features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
      shell.load("DebouncedSearch", quietly: true)
      let line = "send " + literal(bytes: bytes)
      return { await shell.perform(line) }
    }
  }
  // A string payload goes through every stage a command has: parsing, decoding, the state
  // diff, the log's dump of the action and its state changes, and the history.
  for (name, bytes) in [("10KB", 10_000), ("1MB", 1_000_000)] {
    let baseline = name == "10KB" ? nil : "send.string.10KB"
    suite.addSelfTimed(
      "send.string.\(name)", baseline: baseline,
      target: baseline.map { .atMostTimes(2, of: $0) }, iterations: bytes
    ) {
      let line = "send .searchQueryChanged(\"" + searchQuery(bytes: bytes) + "\")"
      return {
        let shell = Shell(
          features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
        shell.load("DebouncedSearch", quietly: true)
        let began = ContinuousClock.now
        let (output, failed) = await shell.perform(line)
        let elapsed = began.duration(to: .now)
        precondition(!failed && output.contains("started #1"), output)
        return elapsed
      }
    }
  }
  // A multi-line string replaced by another: the diff compares them line by line.
  for (name, bytes) in [("10KB", 10_000), ("1MB", 1_000_000)] {
    let baseline = name == "10KB" ? nil : "send.lines.10KB"
    suite.addSelfTimed(
      "send.lines.\(name)", baseline: baseline,
      target: baseline.map { .atMostTimes(2, of: $0) }, iterations: bytes
    ) {
      func lines(_ word: String) -> String {
        (0..<(bytes / 12)).map { "\(word) \($0)" }.joined(separator: "\\n")
      }
      let first = "send .searchQueryChanged(\"" + lines("first") + "\")"
      let second = "send .searchQueryChanged(\"" + lines("second") + "\")"
      return {
        let shell = Shell(
          features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
        shell.load("DebouncedSearch", quietly: true)
        _ = await shell.perform(first)
        let began = ContinuousClock.now
        let (output, failed) = await shell.perform(second)
        let elapsed = began.duration(to: .now)
        precondition(!failed && output.contains("−     first 0"), output)
        return elapsed
      }
    }
  }
  // The floors of the shell on 100,000 elements: the dump of the state, which `state`
  // prints and a step's diff starts from, and the diff of a change of one element; commands
  // that do not show the state are measured against the same command on an empty state.
  let elements = ManyElements.State(values: Array(0..<100_000))
  suite.add("elements.100k.floor.dump") {
    return { ValueDump.customDump(elements) }
  }
  suite.add("elements.100k.floor.diff") {
    var bumped = elements
    bumped.values[50_000] += 1
    return { ValueDump.diff(elements, bumped) as Any }
  }
  suite.addSelfTimed(
    "elements.100k.fill", target: .atMostTimes(10, of: "elements.100k.floor.dump")
  ) {
    return {
      let shell = Shell(
        features: [manyElements], reader: ScriptedLineReader(lines: []), write: { _ in })
      shell.load("ManyElements", quietly: true)
      let began = ContinuousClock.now
      _ = await shell.perform("send .fill(100000)")
      return began.duration(to: .now)
    }
  }
  for (name, command) in [("effects", "effects"), ("log", "log")] {
    suite.addAsync("elements.0.\(name)") {
      let shell = await shellWithManyElements(0)
      return { await shell.perform(command) }
    }
  }
  for (name, command, target) in [
    ("state", "state", BenchmarkTarget.atMostTimes(10, of: "elements.100k.floor.dump")),
    ("bump", "send .bump(50000)", .atMostTimes(60, of: "elements.100k.floor.diff")),
    ("append", "send .append(-1)", .atMostTimes(60, of: "elements.100k.floor.diff")),
    ("effects", "effects", .atMostTimes(2, of: "elements.0.effects")),
    ("log", "log", .atMostTimes(2, of: "elements.0.log")),
  ] {
    suite.addAsync("elements.100k.\(name)", target: target) {
      let shell = await shellWithManyElements()
      return { await shell.perform(command) }
    }
  }
}
