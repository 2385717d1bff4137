import Foundation

// Instruction counts: `swift run -c release Benchmarks --instructions [--functions] [filter]`.
//
// Wall-clock time on a shared machine moves with its load; the number of instructions a piece
// of work executes does not. A counted benchmark is a workload that performs `n` operations
// after a set-up. The harness runs it under `valgrind --tool=callgrind` at two sizes, each in a
// process of its own, and divides the difference of the two totals by the difference of the
// sizes: what the set-up, the process's start and its end cost falls out, and what is left is
// the cost of one operation.
//
// valgrind 3.19 cannot read DWARF 5, which the Swift toolchain writes: the harness runs a copy
// of this executable stripped of its debug information (its symbols stay, so per-function costs
// still have names). The workload runs in a `Task` while the main thread waits in
// `dispatchMain()`: valgrind stops a program whose top-level `await` suspends.
//
// Each counted benchmark also runs natively, in this process, and its time per operation is
// printed beside the count, with its ratio to its baseline's, both measured in the same run.

/// How many instructions one operation of a counted benchmark may execute.
enum InstructionBudget: Sendable {
  /// At most this many instructions per operation.
  case atMost(Int)
  /// At most `factor` times the instructions per operation of another counted benchmark.
  case atMostTimes(Double, of: String)
}

/// A workload whose instructions are counted: a set-up, then `n` operations.
struct CountedBenchmark: Sendable {
  /// The full name, `suite.name`.
  let name: String
  /// The full name of the counted benchmark it is compared with.
  let baseline: String?
  let budget: InstructionBudget?
  /// The two numbers of operations it is counted at.
  let sizes: (small: Int, large: Int)
  /// Prepares the input (not counted) and returns the work, which performs `n` operations.
  let setUp: @Sendable () async -> @Sendable (_ n: Int) async -> Void
}

extension BenchmarkSuite {
  /// Adds a counted benchmark.
  ///
  /// - Parameters:
  ///   - name: The name within the suite.
  ///   - baseline: The name (within the suite) of the counted benchmark to print ratios to.
  ///   - budget: The most instructions one operation may execute; `atMostTimes` names a
  ///     counted benchmark of this suite.
  ///   - sizes: The two numbers of operations the workload is counted at.
  ///   - setUp: Prepares the input, uncounted, and returns the work: `n` operations.
  mutating func addCounted(
    _ name: String, baseline: String? = nil, budget: InstructionBudget? = nil,
    sizes: (small: Int, large: Int),
    setUp: @escaping @Sendable () async -> @Sendable (_ n: Int) async -> Void
  ) {
    let qualified = budget.map { budget -> InstructionBudget in
      switch budget {
      case .atMost: budget
      case let .atMostTimes(factor, other): .atMostTimes(factor, of: "\(self.name).\(other)")
      }
    }
    counted.append(
      CountedBenchmark(
        name: "\(self.name).\(name)", baseline: baseline.map { "\(self.name).\($0)" },
        budget: qualified, sizes: sizes, setUp: setUp))
  }
}

// MARK: - In the counted process

/// Runs one counted workload at one size, for `valgrind` to count: `--count-one NAME N`.
func runCountedWorkload(_ suites: [BenchmarkSuite], name: String, size: Int) async -> Int32 {
  guard let benchmark = suites.flatMap(\.counted).first(where: { $0.name == name }) else {
    FileHandle.standardError.write(Data("error: no counted benchmark '\(name)'\n".utf8))
    return 2
  }
  let work = await benchmark.setUp()
  await work(size)
  return 0
}

// MARK: - In the process that counts

/// How many of the costliest functions `--functions` lists under each counted benchmark.
private let functionsShown = 15

/// What one counted benchmark measured.
private struct Count {
  var perOperation: Double
  /// The instructions per operation of each function, the largest first.
  var functions: [(name: String, perOperation: Double)]
  var timePerOperation: Duration
}

/// Counts the instructions of the counted benchmarks that match `filter` (and their
/// baselines), printing one line per benchmark and, with `functions`, where they go.
///
/// - Returns: Whether every budget was met, or `nil` when nothing could be counted.
func countInstructions(
  _ suites: [BenchmarkSuite], filter: String?, functions: Bool
) async -> Bool? {
  let all = suites.flatMap(\.counted)
  let names = select(all.map(\.name), filter: filter, kind: "counted benchmark")
  guard !names.isEmpty else { return nil }
  let selected = all.filter { names.contains($0.name) }
  let counter: CallgrindRunner
  do {
    counter = try CallgrindRunner()
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return nil
  }
  defer { counter.removeFolder() }
  var counts: [String: Count] = [:]
  func measured(_ name: String) async -> Count? {
    if let count = counts[name] { return count }
    guard let benchmark = all.first(where: { $0.name == name }) else { return nil }
    do {
      let count = try await counter.count(benchmark, functions: functions)
      counts[name] = count
      return count
    } catch {
      FileHandle.standardError.write(Data("error: \(benchmark.name): \(error)\n".utf8))
      return nil
    }
  }
  var allMet = true
  let width = selected.map(\.name.count).max() ?? 0
  for benchmark in selected {
    guard let count = await measured(benchmark.name) else {
      allMet = false
      continue
    }
    var line =
      benchmark.name.padding(to: width) + "   "
      + grouped(count.perOperation).leftPadding(to: 9) + " instr/op   "
      + formatDuration(count.timePerOperation) + "/op"
    var floorName: String?
    if case .atMostTimes(_, let other)? = benchmark.budget { floorName = other }
    if let baseline = benchmark.baseline, baseline != floorName,
      let other = await measured(baseline)
    {
      line +=
        "   ×" + fixedDigits(count.perOperation / other.perOperation, 1) + " instr, ×"
        + fixedDigits(count.timePerOperation / other.timePerOperation, 1) + " time "
        + baseline
    }
    switch benchmark.budget {
    case .atMost(let limit)?:
      let met = count.perOperation <= Double(limit)
      allMet = allMet && met
      line += "   budget ≤ \(grouped(Double(limit)))  \(met ? "OK" : "MISSED")"
    case .atMostTimes(let factor, let name)?:
      if let other = await measured(name) {
        let met = count.perOperation <= other.perOperation * factor
        allMet = allMet && met
        line +=
          "   ×" + fixedDigits(count.perOperation / other.perOperation, 2) + " instr, ×"
          + fixedDigits(count.timePerOperation / other.timePerOperation, 1) + " time \(name) ("
          + grouped(other.perOperation) + "), budget ≤ ×\(fixedDigits(factor, 1))  "
          + (met ? "OK" : "MISSED")
      }
    case nil:
      break
    }
    print(line)
    if functions {
      for function in count.functions.prefix(functionsShown) {
        print(
          "    " + grouped(function.perOperation).leftPadding(to: 9) + "  "
            + function.name.prefix(120))
      }
    }
  }
  return allMet
}

/// Runs workloads under callgrind.
private final class CallgrindRunner {
  let folder: URL
  let executable: URL

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init() throws {
    guard Self.which("valgrind") != nil else {
      throw Failure(
        description:
          "counting instructions needs valgrind, which is not installed (apt-get install valgrind)"
      )
    }
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "benchmarks-callgrind-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // NB: A copy without its DWARF 5 debug information, which valgrind 3.19 cannot read; the
    // symbol table stays, for per-function costs.
    let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    executable = folder.appendingPathComponent("Benchmarks")
    let (status, output) = try Self.run(
      "strip", ["--strip-debug", "-o", executable.path, own.path])
    guard status == 0 else {
      throw Failure(description: "strip failed: \(output)")
    }
  }

  func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  func count(_ benchmark: CountedBenchmark, functions: Bool) async throws -> Count {
    let (small, large) = benchmark.sizes
    let smallOutput = try callgrind(benchmark.name, size: small)
    let largeOutput = try callgrind(benchmark.name, size: large)
    let delta = Double(large - small)
    let perOperation = Double(try total(of: largeOutput) - total(of: smallOutput)) / delta
    var perFunction: [(name: String, perOperation: Double)] = []
    if functions {
      let before = try self.functions(of: smallOutput)
      let after = try self.functions(of: largeOutput)
      perFunction = after.map { name, cost in
        (name, Double(cost - (before[name] ?? 0)) / delta)
      }
      .filter { $0.perOperation >= 1 }
      .sorted { $0.perOperation > $1.perOperation }
      perFunction = try demangled(perFunction)
    }
    let time = await timeNatively(benchmark)
    return Count(perOperation: perOperation, functions: perFunction, timePerOperation: time)
  }

  /// Times the workload in this process: the median of five runs at the larger size, less the
  /// median at the smaller, per operation.
  private func timeNatively(_ benchmark: CountedBenchmark) async -> Duration {
    let work = await benchmark.setUp()
    let clock = ContinuousClock()
    func median(_ size: Int) async -> Duration {
      var times: [Duration] = []
      for _ in 0..<5 {
        let began = clock.now
        await work(size)
        times.append(began.duration(to: clock.now))
      }
      return times.sorted()[2]
    }
    await work(benchmark.sizes.small)  // Warm-up.
    let small = await median(benchmark.sizes.small)
    let large = await median(benchmark.sizes.large)
    let delta = large > small ? large - small : .zero
    return delta / (benchmark.sizes.large - benchmark.sizes.small)
  }

  private func callgrind(_ name: String, size: Int) throws -> URL {
    let output = folder.appendingPathComponent("\(name).\(size).out")
    let (status, text) = try Self.run(
      "valgrind",
      [
        "--tool=callgrind", "--callgrind-out-file=\(output.path)",
        executable.path, "--count-one", name, String(size),
      ],
      environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
    guard status == 0 else {
      throw Failure(
        description: "valgrind exited with \(status):\n" + text.suffix(2000))
    }
    return output
  }

  /// The instructions a callgrind output counts in all.
  private func total(of output: URL) throws -> Int {
    let text = try String(contentsOf: output, encoding: .utf8)
    for line in text.split(separator: "\n") {
      for prefix in ["summary: ", "totals: "] where line.hasPrefix(prefix) {
        if let total = Int(line.dropFirst(prefix.count).split(separator: " ").first ?? "") {
          return total
        }
      }
    }
    throw Failure(description: "no total in \(output.lastPathComponent)")
  }

  /// The instructions each function executed itself, by mangled name.
  private func functions(of output: URL) throws -> [String: Int] {
    let (status, text) = try Self.run(
      "callgrind_annotate", ["--threshold=100", "--inclusive=no", output.path])
    guard status == 0 else { throw Failure(description: "callgrind_annotate failed: \(text)") }
    var costs: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      // `  1,234 (12.34%)  file:function [object]`, or without the percentage.
      let trimmed = line.drop { $0 == " " }
      guard let first = trimmed.first, first.isNumber else { continue }
      let number = trimmed.prefix { $0.isNumber || $0 == "," }
      guard let cost = Int(number.filter { $0 != "," }) else { continue }
      var rest = trimmed.dropFirst(number.count).drop { $0 == " " }
      if rest.hasPrefix("(") {
        rest = rest.drop { $0 != ")" }.dropFirst().drop { $0 == " " }
      }
      guard !rest.hasPrefix("PROGRAM TOTALS") else { continue }
      var name = rest
      if let bracket = name.range(of: " [", options: .backwards) {
        name = name[..<bracket.lowerBound]
      }
      if let colon = name.firstIndex(of: ":") { name = name[name.index(after: colon)...] }
      costs[String(name), default: 0] += cost
    }
    return costs
  }

  private func demangled(
    _ functions: [(name: String, perOperation: Double)]
  ) throws -> [(name: String, perOperation: Double)] {
    let shown = Array(functions.prefix(functionsShown))
    guard !shown.isEmpty else { return [] }
    let input = folder.appendingPathComponent("names.txt")
    try shown.map(\.name).joined(separator: "\n").write(
      to: input, atomically: true, encoding: .utf8)
    let (status, text) = try Self.run(
      "sh", ["-c", "swift demangle --simplified < '\(input.path)'"])
    let names = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard status == 0, names.count >= shown.count else { return shown }
    return zip(shown, names).map { ($1, $0.perOperation) }
  }

  private static func which(_ tool: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(folder)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  private static func run(
    _ tool: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (Int32, String) {
    guard let path = which(tool) else {
      throw Failure(description: "'\(tool)' is not on PATH")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// `1234567.8` as `1,234,568`.
private func grouped(_ value: Double) -> String {
  let digits = String(Int(value.rounded()).magnitude)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { result += "," }
    result.append(digit)
  }
  return value < 0 ? "-" + result : result
}

extension String {
  fileprivate func leftPadding(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
