// Runs the benchmarks:
//
//     swift run -c release Benchmarks [filter]                              # times (Harness.swift)
//     swift run -c release Benchmarks --instructions [--functions] [filter] # instruction counts
//
// The work runs in a `Task` while the main thread runs the run loop, without top-level `await`:
// valgrind, which counts the instructions, stops a program whose top-level code suspends (and
// `dispatchMain()` in its place).

import Foundation

let suites = [
  valueDumpSuite, casePathSuite, engineSuite, testStoreSuite, shellSuite, navigationSuite,
  hardeningSuite, macroSuite, featureFileSuite, sharingSuite, syncUpsSuite, exploreSuite,
  userProgramSuite,
]

/// Runs what the arguments ask for.
///
/// - Returns: The exit status.
@Sendable func main(_ arguments: [String]) async -> Int32 {
  var arguments = arguments
  if arguments.first == "--count-one", arguments.count == 3, let size = Int(arguments[2]) {
    return await runCountedWorkload(suites, name: arguments[1], size: size)
  }
  guard arguments.first == "--instructions" else {
    let allMet = await runBenchmarks(suites, filter: arguments.first)
    if !allMet { print("Some targets were missed.") }
    return 0
  }
  arguments.removeFirst()
  let functions = arguments.first == "--functions"
  if functions { arguments.removeFirst() }
  switch await countInstructions(suites, filter: arguments.first, functions: functions) {
  case nil: return 1
  case false?:
    print("Some budgets were missed.")
    return 0
  case true?: return 0
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
Task.detached {
  let status = await main(arguments)
  removeFeatureFileFolder()
  exit(status)
}
while true { RunLoop.main.run() }
