import Composable

/// A ten-case enum with payloads, the shape of a feature's action.
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
    "extract.labelled", baseline: "switch", target: .atMost(.microseconds(1)),
    iterations: rounds * actions.count
  ) {
    let path: CasePath<BenchmarkAction, (Int, String)> = /BenchmarkAction.select
    return { extractAll(path.extract(from:)) }
  }
  suite.add(
    "extract.result", baseline: "switch", target: .atMost(.microseconds(1)),
    iterations: rounds * actions.count
  ) {
    let path: CasePath<BenchmarkAction, Result<String, any Error>> = /BenchmarkAction.response
    return { extractAll(path.extract(from:)) }
  }
  suite.add(
    "extract.fresh-path", baseline: "switch", target: .atMost(.microseconds(1)),
    iterations: rounds * actions.count
  ) {
    return {
      extractAll { action in
        let path: CasePath<BenchmarkAction, (Int, String)> = /BenchmarkAction.select
        return path.extract(from: action)
      }
    }
  }
}

private func extractAll<Value>(_ extract: (BenchmarkAction) -> Value?) -> Int {
  var found = 0
  for _ in 0..<rounds {
    for action in actions where extract(action) != nil { found += 1 }
  }
  return found
}
