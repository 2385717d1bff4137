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

/// Times case-path `extract` on a ten-case enum against a hand-written `switch` doing the same
/// extraction, and prints the medians and their ratio.
func runCasePathBenchmarks() {
  let actions: [BenchmarkAction] = [
    .increment(1), .decrement(2), .rename("Blob"), .select(id: 4, name: "four"), .move(5, 6),
    .fail(CancellationError()), .response(.success("seven")), .toggle(true), .optional(9),
    .tick(10),
  ]
  let select: CasePath<BenchmarkAction, (Int, String)> = /BenchmarkAction.select
  let response: CasePath<BenchmarkAction, Result<String, any Error>> = /BenchmarkAction.response
  let switchSelect: (BenchmarkAction) -> (Int, String)? = {
    if case .select(let id, let name) = $0 { return (id, name) }
    return nil
  }

  print("Case paths: extract from each case of a ten-case enum (median of 15 runs)")
  let switchTime = medianNanoseconds(over: actions) { switchSelect($0)?.0 }
  let pathTime = medianNanoseconds(over: actions) { select.extract(from: $0)?.0 }
  let resultTime = medianNanoseconds(over: actions) {
    response.extract(from: $0).map { _ in 1 }
  }
  let freshTime = medianNanoseconds(over: actions) {
    let fresh: CasePath<BenchmarkAction, (Int, String)> = /BenchmarkAction.select
    return fresh.extract(from: $0)?.0
  }
  printRow("switch (hand-written)", switchTime, baseline: switchTime)
  printRow("/BenchmarkAction.select", pathTime, baseline: switchTime)
  printRow("/BenchmarkAction.response", resultTime, baseline: switchTime)
  printRow("fresh path each time", freshTime, baseline: switchTime)
}

/// The median over runs of the time per extraction, in nanoseconds.
private func medianNanoseconds(
  over actions: [BenchmarkAction], runs: Int = 15, iterations: Int = 20_000,
  _ extract: (BenchmarkAction) -> Int?
) -> Double {
  let clock = ContinuousClock()
  var checksum = 0
  var samples: [Double] = []
  for _ in 0..<runs {
    let elapsed = clock.measure {
      for index in 0..<iterations {
        checksum &+= extract(actions[index % actions.count]) ?? 0
      }
    }
    let (seconds, attoseconds) = elapsed.components
    samples.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations))
  }
  // NB: The checksum keeps the optimizer from dropping the extractions.
  if checksum == .min { print(checksum) }
  return samples.sorted()[runs / 2]
}

private func printRow(_ name: String, _ nanoseconds: Double, baseline: Double) {
  let padded = name + String(repeating: " ", count: max(0, 28 - name.count))
  let ratio = nanoseconds / max(baseline, 0.001)
  print("  \(padded) \(formatted(nanoseconds)) ns  \(formatted(ratio))× switch")
}

private func formatted(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
