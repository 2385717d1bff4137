// A small benchmark harness.
//
// A suite is a named list of benchmarks, declared in its own file:
//
//     let exampleSuite: BenchmarkSuite = BenchmarkSuite(name: "example") { suite in
//       suite.add("sort.floor") {
//         let numbers = (0..<10_000).map { ($0 * 7919) % 10_007 }  // set-up, not timed
//         return { numbers.min() }                                  // timed
//       }
//       suite.add("sort", target: .atMostTimes(20, of: "sort.floor")) {
//         let numbers = (0..<10_000).map { ($0 * 7919) % 10_007 }
//         return { numbers.sorted() }
//       }
//     }
//
// and listed in `main.swift`. The suite's type is written out: without it, every file that names
// the suite would type-check its whole closure to learn it. `swift run -c release Benchmarks
// [filter]` runs every benchmark whose full name (`suite.name`) starts with or contains the
// filter. Each runs once to warm up, then 5 to 21 times (fewer when slow), and prints its median
// and its ratio to its baseline (measured in the same run, also when the filter leaves the
// baseline out). A target is a ratio to another benchmark, its floor: the two are measured
// together, their runs alternating, so that whatever else the machine does weighs on both
// alike, and the line shows the floor's median beside the ratio:
//
//     valuedump.dump.10k   median 21.0 ms   ×3.1 valuedump.floor.dump.10k (6.7 ms), target ≤ ×8.0  OK
//
// No target is a time of its own: on a shared machine a time moves with the load, a ratio to
// work measured beside it does not (instruction counts, in Instructions.swift, do not either).
// The value a timed closure returns is consumed with `blackHole`, so the optimizer cannot drop
// the work. Timing uses `ContinuousClock`.

/// What a benchmark should achieve.
enum BenchmarkTarget: Sendable {
  /// The median takes at most `factor` times the median of another benchmark of the suite, its
  /// floor, the two measured with their runs alternating.
  case atMostTimes(Double, of: String)
}

/// One benchmark: a set-up that returns the timed work.
struct Benchmark: Sendable {
  /// The full name, `suite.name`.
  let name: String
  /// The full name of the benchmark it is compared with.
  let baseline: String?
  let target: BenchmarkTarget?
  /// How many operations one run of the timed work performs; the median is per operation.
  let iterations: Int
  /// Prepares the input (not timed) and returns the work to time.
  let setUp: SetUp

  /// A synchronous or asynchronous set-up and work.
  enum SetUp: Sendable {
    case sync(@Sendable () -> () -> Any)
    case async(@Sendable () async -> () async -> Any)
    /// Work that times only its own critical part and returns that duration.
    case selfTimed(@Sendable () async -> () async -> Duration)
    /// Work measured once in another unit than time (megabytes), with the most it may be.
    case measured(unit: String, limit: Double, @Sendable () async -> Double)
  }
}

/// A named group of benchmarks, declared in its own file and listed in `main.swift`.
struct BenchmarkSuite: Sendable {
  let name: String
  private(set) var benchmarks: [Benchmark] = []
  /// The workloads whose instructions are counted (see Instructions.swift).
  var counted: [CountedBenchmark] = []

  /// Creates a suite; `build` adds its benchmarks.
  init(name: String, _ build: (inout BenchmarkSuite) -> Void) {
    self.name = name
    build(&self)
  }

  /// Adds a benchmark.
  ///
  /// - Parameters:
  ///   - name: The name within the suite.
  ///   - baseline: The name (within the suite) of the benchmark to print a ratio to.
  ///   - target: What the median should achieve; `atMostTimes` names a benchmark of this suite.
  ///   - iterations: How many operations one run of the work performs; the median printed is
  ///     per operation.
  ///   - setUp: Prepares the input, untimed, and returns the closure to time.
  mutating func add(
    _ name: String, baseline: String? = nil, target: BenchmarkTarget? = nil,
    iterations: Int = 1, setUp: @escaping @Sendable () -> () -> Any
  ) {
    let qualifiedTarget = qualify(target)
    benchmarks.append(
      Benchmark(
        name: "\(self.name).\(name)", baseline: baseline.map { "\(self.name).\($0)" },
        target: qualifiedTarget, iterations: iterations, setUp: .sync(setUp)))
  }

  /// Adds a benchmark whose work is asynchronous.
  ///
  /// - Parameters:
  ///   - name: The name within the suite.
  ///   - baseline: The name (within the suite) of the benchmark to print a ratio to.
  ///   - target: What the median (per iteration) should achieve.
  ///   - iterations: How many operations one run of the work performs.
  ///   - setUp: Prepares the input, untimed, and returns the closure to time.
  mutating func addAsync(
    _ name: String, baseline: String? = nil, target: BenchmarkTarget? = nil,
    iterations: Int = 1, setUp: @escaping @Sendable () async -> () async -> Any
  ) {
    benchmarks.append(
      Benchmark(
        name: "\(self.name).\(name)", baseline: baseline.map { "\(self.name).\($0)" },
        target: qualify(target), iterations: iterations, setUp: .async(setUp)))
  }

  /// Adds a benchmark whose work prepares each run itself and returns the time of the part
  /// that counts (for work that cannot be repeated on the same input).
  ///
  /// - Parameters:
  ///   - name: The name within the suite.
  ///   - baseline: The name (within the suite) of the benchmark to print a ratio to.
  ///   - target: What the median (per iteration) should achieve.
  ///   - iterations: How many operations one run of the work performs.
  ///   - setUp: Prepares shared input, untimed, and returns the work, which returns its time.
  mutating func addSelfTimed(
    _ name: String, baseline: String? = nil, target: BenchmarkTarget? = nil,
    iterations: Int = 1, setUp: @escaping @Sendable () async -> () async -> Duration
  ) {
    benchmarks.append(
      Benchmark(
        name: "\(self.name).\(name)", baseline: baseline.map { "\(self.name).\($0)" },
        target: qualify(target), iterations: iterations, setUp: .selfTimed(setUp)))
  }

  /// Adds a measurement in another unit than time, run once: `reload.100.memory  +12.0 MB`.
  mutating func addMeasured(
    _ name: String, unit: String, atMost limit: Double,
    measure: @escaping @Sendable () async -> Double
  ) {
    benchmarks.append(
      Benchmark(
        name: "\(self.name).\(name)", baseline: nil, target: nil, iterations: 1,
        setUp: .measured(unit: unit, limit: limit, measure)))
  }

  private func qualify(_ target: BenchmarkTarget?) -> BenchmarkTarget? {
    target.map { target -> BenchmarkTarget in
      switch target {
      case let .atMostTimes(factor, other): .atMostTimes(factor, of: "\(self.name).\(other)")
      }
    }
  }
}

/// Consumes a value so that the optimizer must compute it.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Runs the benchmarks that match `filter` (and the ones they are compared with), printing one
/// line per benchmark.
///
/// - Returns: Whether every target printed was met.
func runBenchmarks(_ suites: [BenchmarkSuite], filter: String?) async -> Bool {
  let all = suites.flatMap(\.benchmarks)
  let selected = select(all.map(\.name), filter: filter, kind: "benchmark")
  guard !selected.isEmpty else { return false }
  var medians: [String: Duration] = [:]
  var allMet = true
  func find(_ name: String) -> Benchmark? {
    all.first { $0.name == name }
  }
  func median(of name: String) async -> Duration? {
    if let median = medians[name] { return median }
    guard let benchmark = find(name) else { return nil }
    let median = await measure([benchmark])[0]
    medians[name] = median
    return median
  }
  let width = selected.map(\.count).max() ?? 0
  for benchmark in all where selected.contains(benchmark.name) {
    if case let .measured(unit, limit, measure) = benchmark.setUp {
      let value = await measure()
      let met = value <= limit
      allMet = allMet && met
      // Limits under one (a rate) with two decimals, so that the line shows the limit it
      // checks: `target ≤ 0.01 per cycle`, not `≤ 0`.
      let digits = limit < 1 ? 2 : 0
      print(
        benchmark.name.padding(to: width) + "   " + fixedDigits(value, max(digits, 1)) + " "
          + unit + "   target ≤ " + fixedDigits(limit, digits) + " " + unit + "  "
          + (met ? "OK" : "MISSED"))
      continue
    }
    // A benchmark with a target is measured with its floor, their runs alternating; its
    // median from that pairing is the one printed, and kept for those that compare with it.
    var time: Duration
    var floor: (name: String, time: Duration, factor: Double)?
    if case .atMostTimes(let factor, let other)? = benchmark.target,
      let floorBenchmark = find(other)
    {
      let pair = await measure([benchmark, floorBenchmark])
      time = pair[0]
      floor = (other, pair[1], factor)
      medians[benchmark.name] = medians[benchmark.name] ?? time
    } else {
      guard let median = await median(of: benchmark.name) else { continue }
      time = median
    }
    var line = benchmark.name.padding(to: width) + "   median " + formatDuration(time)
    if benchmark.iterations > 1 { line += " per op" }
    if let baseline = benchmark.baseline, baseline != floor?.name,
      let baselineTime = await median(of: baseline)
    {
      line += "   ×" + ratio(time, baselineTime) + " baseline"
    }
    if let floor {
      let met = time <= floor.time * floor.factor
      allMet = allMet && met
      line +=
        "   ×\(ratio(time, floor.time)) \(floor.name) (\(formatDuration(floor.time))), "
        + "target ≤ ×\(fixedDigits(floor.factor, floor.factor < 10 ? 1 : 0))  "
        + (met ? "OK" : "MISSED")
    }
    print(line)
  }
  return allMet
}

/// The names that start with or contain `filter` (all without one), in order; when none does,
/// says so and lists them all.
func select(_ names: [String], filter: String?, kind: String) -> [String] {
  let selected = names.filter { name in
    guard let filter, !filter.isEmpty else { return true }
    return name.hasPrefix(filter) || name.contains(filter)
  }
  if selected.isEmpty {
    print("No \(kind) matches '\(filter ?? "")'. The \(kind)s:")
    for name in names { print("  \(name)") }
  }
  return selected
}

/// Times each of `benchmarks`, one run of each in turn, and returns their medians per
/// operation, in order.
///
/// Each runs once to warm up, then at least 5 times, and up to 21 while the whole measurement
/// stays under about two seconds a benchmark.
private func measure(_ benchmarks: [Benchmark]) async -> [Duration] {
  var runs: [() async -> Duration] = []
  for benchmark in benchmarks { runs.append(await prepare(benchmark)) }
  let clock = ContinuousClock()
  let start = clock.now
  let limit = Duration.seconds(2) * benchmarks.count
  var times = Array(repeating: [Duration](), count: benchmarks.count)
  while times[0].count < 5 || (times[0].count < 21 && start.duration(to: clock.now) < limit) {
    for index in runs.indices {
      times[index].append(await runs[index]())
    }
  }
  return zip(times, benchmarks).map { times, benchmark in
    times.sorted()[times.count / 2] / benchmark.iterations
  }
}

/// Prepares a benchmark, warms it up, and returns what times one run of its work.
private func prepare(_ benchmark: Benchmark) async -> () async -> Duration {
  let clock = ContinuousClock()
  switch benchmark.setUp {
  case .sync(let setUp):
    let work = setUp()
    blackHole(work())  // Warm-up: caches, lazy initialisation, page faults.
    return {
      let began = clock.now
      blackHole(work())
      return began.duration(to: clock.now)
    }
  case .async(let setUp):
    let work = await setUp()
    blackHole(await work())
    return {
      let began = clock.now
      blackHole(await work())
      return began.duration(to: clock.now)
    }
  case .selfTimed(let setUp):
    let work = await setUp()
    _ = await work()
    return { await work() }
  case .measured:
    return { .zero }
  }
}

func formatDuration(_ duration: Duration) -> String {
  let milliseconds =
    Double(duration.components.seconds) * 1000
    + Double(duration.components.attoseconds) / 1e15
  if milliseconds >= 1000 { return fixedDigits(milliseconds / 1000, 2) + " s" }
  if milliseconds >= 1 { return fixedDigits(milliseconds, 1) + " ms" }
  if milliseconds >= 0.001 { return fixedDigits(milliseconds * 1000, 2) + " µs" }
  return fixedDigits(milliseconds * 1_000_000, 1) + " ns"
}

private func ratio(_ time: Duration, _ other: Duration) -> String {
  fixedDigits(time / other, time / other >= 10 ? 0 : 1)
}

func fixedDigits(_ value: Double, _ digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
  return text
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
