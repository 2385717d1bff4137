// Runs the benchmarks: `swift run -c release Benchmarks [filter]`. See Harness.swift.

let suites = [
  valueDumpSuite, casePathSuite, engineSuite, testStoreSuite, shellSuite, navigationSuite,
  hardeningSuite, macroSuite, featureFileSuite, sharingSuite, syncUpsSuite,
]
let filter = CommandLine.arguments.dropFirst().first
let allMet = await runBenchmarks(suites, filter: filter)
if !allMet { print("Some targets were missed.") }
