import Composable
import ExampleFeatures
import StoreREPL

/// `explore` on EffectsBasics, with the invariant of the seed's lesson, 8 moves deep.
private let effectsBasicsSearch = (
  feature: "EffectsBasics", depth: 8,
  commands: ["invariant count >= 0 || effects contains CancelID.delay"]
)

/// `explore` on Todos: an identified array of children, 4 moves deep.
private let todosSearch = (feature: "Todos", depth: 4, commands: [String]())

/// The fastest of five searches (one is too short to time alone), and the fastest of five runs
/// of the floor's moves, the two alternating so that whatever else the machine does weighs on
/// both alike.
private func fastestSearch(
  _ search: (feature: String, depth: Int, commands: [String])
) async -> (search: ExploreMeasure, floor: Double) {
  guard let feature = catalog.first(where: { $0.name == search.feature }) else {
    preconditionFailure("no feature \(search.feature)")
  }
  var fastest: ExploreMeasure?
  var floor = Double.infinity
  for _ in 0..<5 {
    guard let measure = await feature.measureExplore(after: search.commands, depth: search.depth)
    else { preconditionFailure("\(search.commands) did not run") }
    if fastest.map({ measure.seconds < $0.seconds }) ?? true { fastest = measure }
    floor = min(floor, await floorMicrosecondsPerMove())
  }
  return (fastest!, floor)
}

/// The moves a search makes, made on a test store with no search around it: a send that starts
/// the delay, one that cancels it, and the clock to the next deadline. Microseconds a move, over
/// 3,000.
private func floorMicrosecondsPerMove() async -> Double {
  let (store, clock) = effectsBasicsStore()
  store.exhaustivity = .off
  let began = ContinuousClock.now
  for index in 0..<3_000 {
    switch index % 3 {
    case 0: _ = await store.send(.decrementButtonTapped)
    case 1: _ = await store.send(.incrementButtonTapped)
    default:
      if let deadline = clock.nextDeadline { await clock.advance(to: deadline) }
    }
  }
  return microseconds(ContinuousClock.now - began) / 3_000
}

private func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// The searches measured, each once (the fastest of five), shared by the lines that report
/// them: the numbers of one line come from the same searches as the others'.
private let measuredSearches = Lock<[String: (search: ExploreMeasure, floor: Double)]>([:])

private func measured(
  _ search: (feature: String, depth: Int, commands: [String])
) async -> (search: ExploreMeasure, floor: Double) {
  if let known = measuredSearches.withLock({ $0[search.feature] }) { return known }
  let measure = await fastestSearch(search)
  measuredSearches.withLock { $0[search.feature] = measure }
  return measure
}

/// `explore`'s search: how long a step takes from a state it reached (the target is 20,000 steps
/// a second on one core: 50 µs a step), how long a move of the engine takes (the moves that
/// rebuild a state included) beside the same moves made on a test store with no search around
/// them, and the parts of a step: rebuilding the state it starts from, checking the state it
/// reaches for a finding, telling whether that state was visited; then a state of Todos.
let exploreSuite: BenchmarkSuite = BenchmarkSuite(name: "explore") { suite in
  let lines: [(name: String, limit: Double, value: @Sendable (ExploreMeasure) -> Double)] = [
    ("us-per-step", 50, { $0.seconds / Double($0.sequences) }),
    ("us-per-move", 25, { $0.seconds / Double($0.moves) }),
    ("us-rebuilding-per-step", 30, { $0.rebuildSeconds / Double($0.sequences) }),
    ("us-checking-per-step", 15, { $0.checkSeconds / Double($0.sequences) }),
    ("us-per-visited-check", 5, { $0.keySeconds / Double($0.sequences) }),
  ]
  for line in lines {
    suite.addMeasured("effectsbasics.\(line.name)", unit: "µs", atMost: line.limit) {
      line.value(await measured(effectsBasicsSearch).search) * 1e6
    }
  }
  suite.addMeasured("floor.us-per-move", unit: "µs", atMost: 5) {
    await measured(effectsBasicsSearch).floor
  }
  // The search runs the feature's code through the shell's generic session, which is not
  // specialized for the feature (it is loaded at run time); the floor's test store is.
  suite.addMeasured("effectsbasics.move-over-floor", unit: "×", atMost: 20) {
    let (measure, floor) = await measured(effectsBasicsSearch)
    return measure.seconds * 1e6 / Double(measure.moves) / floor
  }
  suite.addMeasured("todos.us-per-state", unit: "µs", atMost: 250) {
    let measure = await measured(todosSearch).search
    return measure.seconds * 1e6 / Double(measure.states)
  }
  suite.addMeasured("todos.us-per-visited-check", unit: "µs", atMost: 10) {
    let measure = await measured(todosSearch).search
    return measure.keySeconds * 1e6 / Double(measure.sequences)
  }
}
