import Composable
import ComposableArchitecture

/// A ten-case enum with payloads, the shape of a feature's action.
@CasePathable
private enum BenchmarkAction: Sendable {
  case increment(Int)
  case decrement(Int)
  case rename(String)
  case select(id: Int, name: String)
  case move(Int, Int)
  case fail(any Error)
  case response(Result<String, any Error>)
  case toggle(Bool)
  case optional(Int?)
  case tick(Double)
}

private let actions: [BenchmarkAction] = [
  .increment(1), .decrement(2), .rename("Blob"), .select(id: 4, name: "four"), .move(5, 6),
  .fail(CancellationError()), .response(.success("seven")), .toggle(true), .optional(9),
  .tick(10),
]

private let rounds = 2_000

/// Case-path `extract` over every case of a ten-case enum, beside a hand-written `switch`.
let casePathSuite: BenchmarkSuite = BenchmarkSuite(name: "casepath") { suite in
  suite.add("switch", iterations: rounds * actions.count) {
    let extract: (BenchmarkAction) -> (Int, String)? = {
      if case .select(let id, let name) = $0 { return (id, name) }
      return nil
    }
    return { extractAll(extract) }
  }
  suite.add(
    "extract.labelled", target: .atMostTimes(100, of: "switch"),
    iterations: rounds * actions.count
  ) {
    let path: CasePath<BenchmarkAction, (Int, String)> = /BenchmarkAction.select
    return { extractAll(path.extract(from:)) }
  }
  suite.add(
    "extract.result", target: .atMostTimes(100, of: "switch"),
    iterations: rounds * actions.count
  ) {
    let path: CasePath<BenchmarkAction, Result<String, any Error>> = /BenchmarkAction.response
    return { extractAll(path.extract(from:)) }
  }
  suite.add(
    "extract.fresh-path", target: .atMostTimes(1_000, of: "switch"),
    iterations: rounds * actions.count
  ) {
    return {
      extractAll { action in
        let path: CasePath<BenchmarkAction, (Int, String)> = /BenchmarkAction.select
        return path.extract(from: action)
      }
    }
  }
  addCountedCasePaths(to: &suite)
}

/// Counted: the extraction of one case over every case of the enum (an operation: ten
/// extractions, one of them a match whose payload is used), by a `switch` and by a case path
/// made from a case key path, as `Scope(action: \.child)` and `receive(\.child)` make theirs
/// once and extract with at every action.
///
/// The budget's baseline is a `switch` in a function of its own, as a hand-written extraction
/// is called; `switch.inlined` is the same `switch` that the optimizer inlines into the loop.
private func addCountedCasePaths(to suite: inout BenchmarkSuite) {
  suite.addCounted("switch.inlined", sizes: (100, 1_100)) {
    return { n in
      blackHole(
        sumOfSelectedIDs(
          {
            if case .select(let id, let name) = $0 { return (id, name) }
            return nil
          }, rounds: n))
    }
  }
  suite.addCounted("switch", sizes: (100, 1_100)) {
    return { n in blackHole(sumOfSelectedIDs(extractBySwitch, rounds: n)) }
  }
  suite.addCounted(
    "extract.keypath", baseline: "switch", budget: .atMostTimes(3, of: "switch"),
    sizes: (100, 1_100)
  ) {
    let path = AnyCasePath(\BenchmarkAction.Cases.select)
    return { n in blackHole(sumOfSelectedIDs(path.extract(from:), rounds: n)) }
  }
  suite.addCounted("extract.reflected", baseline: "switch", sizes: (100, 1_100)) {
    let path: CasePath<BenchmarkAction, (Int, String)> = /BenchmarkAction.select
    return { n in blackHole(sumOfSelectedIDs(path.extract(from:), rounds: n)) }
  }
  // The key path literal evaluated at every extraction, as `action[case: \.select]` in a
  // reducer's body does.
  suite.addCounted("extract.subscript", baseline: "switch", sizes: (100, 1_100)) {
    return { n in blackHole(sumOfSelectedIDs({ $0[case: \.select] }, rounds: n)) }
  }
}

/// The hand-written extraction the counted case paths are compared with.
@inline(never)
private func extractBySwitch(_ action: BenchmarkAction) -> (Int, String)? {
  if case .select(let id, let name) = action { return (id, name) }
  return nil
}

/// Extracts `.select` from every action, `rounds` times, and adds up the ids it finds.
private func sumOfSelectedIDs(
  _ extract: (BenchmarkAction) -> (Int, String)?, rounds: Int
) -> Int {
  var sum = 0
  for _ in 0..<rounds {
    for index in actions.indices {
      if let (id, _) = extract(actions[index]) { sum &+= id }
    }
  }
  return sum
}

private func extractAll<Value>(_ extract: (BenchmarkAction) -> Value?) -> Int {
  var found = 0
  for _ in 0..<rounds {
    for action in actions where extract(action) != nil { found += 1 }
  }
  return found
}
