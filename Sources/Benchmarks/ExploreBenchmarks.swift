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

/// The fastest of five searches: one search is too short to time alone.
private func fastestSearch(
  _ search: (feature: String, depth: Int, commands: [String])
) async -> ExploreMeasure {
  guard let feature = catalog.first(where: { $0.name == search.feature }) else {
    preconditionFailure("no feature \(search.feature)")
  }
  var fastest: ExploreMeasure?
  for _ in 0..<5 {
    guard let measure = await feature.measureExplore(after: search.commands, depth: search.depth)
    else { preconditionFailure("\(search.commands) did not run") }
    if fastest.map({ measure.seconds < $0.seconds }) ?? true { fastest = measure }
  }
  return fastest!
}

/// The moves a search makes, made on a test store with no search around it: a send that starts
/// the delay, one that cancels it, and the clock to the next deadline. Microseconds a move, the
/// fastest of five runs of 3,000.
private func floorMicrosecondsPerMove() async -> Double {
  var fastest = Double.infinity
  for _ in 0..<5 {
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
    fastest = min(fastest, microseconds(ContinuousClock.now - began) / 3_000)
  }
  return fastest
}

private func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// `explore`'s search: how long a step takes from a state it reached (the target is
/// 20,000 steps a second on one core: 50 µs a step), a move of the engine (the moves that
/// rebuild a state included) beside the same moves with no search around them, a state of
/// Todos, and telling whether a state was visited. Each is measured once, the fastest of five.
let exploreSuite: BenchmarkSuite = BenchmarkSuite(name: "explore") { suite in
  suite.addMeasured("effectsbasics.us-per-step", unit: "µs", atMost: 50) {
    let measure = await fastestSearch(effectsBasicsSearch)
    return measure.seconds * 1e6 / Double(measure.sequences)
  }
  suite.addMeasured("effectsbasics.us-per-move", unit: "µs", atMost: 25) {
    let measure = await fastestSearch(effectsBasicsSearch)
    return measure.seconds * 1e6 / Double(measure.moves)
  }
  suite.addMeasured("floor.us-per-move", unit: "µs", atMost: 25) {
    await floorMicrosecondsPerMove()
  }
  suite.addMeasured("effectsbasics.move-over-floor", unit: "×", atMost: 4) {
    let measure = await fastestSearch(effectsBasicsSearch)
    let floor = await floorMicrosecondsPerMove()
    return measure.seconds * 1e6 / Double(measure.moves) / floor
  }
  suite.addMeasured("effectsbasics.us-per-visited-check", unit: "µs", atMost: 5) {
    let measure = await fastestSearch(effectsBasicsSearch)
    return measure.keySeconds * 1e6 / Double(measure.sequences)
  }
  suite.addMeasured("effectsbasics.us-rebuilding-per-step", unit: "µs", atMost: 40) {
    let measure = await fastestSearch(effectsBasicsSearch)
    return measure.rebuildSeconds * 1e6 / Double(measure.sequences)
  }
  suite.addMeasured("effectsbasics.us-checking-per-step", unit: "µs", atMost: 10) {
    let measure = await fastestSearch(effectsBasicsSearch)
    return measure.checkSeconds * 1e6 / Double(measure.sequences)
  }
  suite.addMeasured("todos.us-per-state", unit: "µs", atMost: 500) {
    let measure = await fastestSearch(todosSearch)
    return measure.seconds * 1e6 / Double(measure.states)
  }
  suite.addMeasured("todos.us-per-visited-check", unit: "µs", atMost: 20) {
    let measure = await fastestSearch(todosSearch)
    return measure.keySeconds * 1e6 / Double(measure.sequences)
  }
}
