import Composable

private let writes = 1_000_000

private struct Counter {
  var count = 0
}

/// Shared state: a `withLock` write and a read of a shared value against the same on a plain
/// field.
let sharingSuite: BenchmarkSuite = BenchmarkSuite(name: "sharing") { suite in
  suite.add("field.write-read", iterations: writes) {
    return {
      var counter = Counter()
      for _ in 0..<writes {
        counter.count &+= 1
        blackHole(counter.count)
      }
      return counter
    }
  }
  suite.add(
    "shared.withLock-read", baseline: "field.write-read",
    target: .atMostTimes(5, of: "field.write-read"), iterations: writes
  ) {
    let count = Shared(value: 0)
    return {
      for _ in 0..<writes {
        count.withLock { $0 &+= 1 }
        blackHole(count.wrappedValue)
      }
      return count.wrappedValue
    }
  }
  suite.add(
    "shared.withLock-read.in-memory-key", baseline: "field.write-read", iterations: writes
  ) {
    @Shared(.inMemory("benchmark")) var count = 0
    let shared = $count
    return {
      for _ in 0..<writes {
        shared.withLock { $0 &+= 1 }
        blackHole(shared.wrappedValue)
      }
      return shared.wrappedValue
    }
  }
}
