import ValueDump

// MARK: - The state the speed targets are stated for

/// An array of rows of five fields, as a large feature state might hold.
struct BenchmarkState: Equatable {
  var rows: [BenchmarkRow]

  /// A state of `count` rows whose contents vary with the index.
  static func make(count: Int) -> BenchmarkState {
    BenchmarkState(
      rows: (0..<count).map { index in
        BenchmarkRow(
          id: index, title: "Row \(index)", isDone: index % 2 == 0, score: Double(index) * 0.5,
          status: index % 3 == 0 ? .idle : .loaded(index))
      })
  }

  /// A copy with one row, in the middle, changed.
  func withOneRowChanged() -> BenchmarkState {
    var copy = self
    copy.rows[rows.count / 2].title += " (edited)"
    copy.rows[rows.count / 2].status = .loaded(-1)
    return copy
  }
}

struct BenchmarkRow: Equatable {
  var id: Int
  var title: String
  var isDone: Bool
  var score: Double
  var status: BenchmarkStatus
}

enum BenchmarkStatus: Equatable {
  case idle
  case loaded(Int)
}

/// The state's text written by hand, field by field, as its dump lays it out: the least work a
/// dump of it does, with no reflection.
func textWrittenByHand(_ state: BenchmarkState) -> String {
  var text = "BenchmarkState(\n  rows: [\n"
  for (index, row) in state.rows.enumerated() {
    text += "    [\(index)]: BenchmarkRow(\n      id: \(row.id),\n      title: \"\(row.title)\",\n"
    text += "      isDone: \(row.isDone),\n      score: \(row.score),\n      status: "
    switch row.status {
    case .idle: text += ".idle"
    case .loaded(let value): text += ".loaded(\(value))"
    }
    text += "\n    )\(index == state.rows.count - 1 ? "" : ",")\n"
  }
  return text + "  ]\n)"
}

// MARK: - Suite

let valueDumpSuite: BenchmarkSuite = BenchmarkSuite(name: "valuedump") { suite in
  for (count, label) in [(10_000, "10k"), (100_000, "100k")] {
    suite.add("baseline.\(label)") {
      let changed = BenchmarkState.make(count: count).withOneRowChanged()
      return { BenchmarkState.make(count: count) == changed }
    }
    suite.add("floor.dump.\(label)") {
      let state = BenchmarkState.make(count: count)
      return { textWrittenByHand(state) }
    }
    suite.add(
      "dump.\(label)", baseline: "floor.dump.\(label)",
      target: count == 10_000
        ? .atMostTimes(8, of: "floor.dump.10k") : .atMostTimes(12, of: "dump.10k")
    ) {
      let state = BenchmarkState.make(count: count)
      return { customDump(state) }
    }
    suite.add(
      "diff.\(label)", baseline: "baseline.\(label)",
      target: count == 10_000
        ? .atMostTimes(3, of: "baseline.10k") : .atMostTimes(12, of: "diff.10k")
    ) {
      let state = BenchmarkState.make(count: count)
      let changed = state.withOneRowChanged()
      return { diff(state, changed) as Any }
    }
  }
}
