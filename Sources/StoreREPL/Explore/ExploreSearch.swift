/// The breadth-first search behind `explore`: the shortest sequence of moves, from where a
/// driver starts, that reaches a finding, over any space of states an ``ExploreDriver`` moves
/// through.
///
/// The search goes one depth at a time. From each state of the depth before (its frontier) it
/// tries every move, in the driver's order, so the first finding is on a shortest sequence, and
/// the first of those in that order. A state reached twice (the same key) is searched from once,
/// and the search keeps at most `stateLimit` keys, so its memory stays bounded.
///
/// A state is rebuilt from a base, not kept: what a driver moves (a store with effects in flight,
/// which are suspended tasks) may not be copyable. Where the driver can take a base, the state
/// reached gets one; otherwise it is rebuilt from its nearest base on the way, with the moves
/// made since then made again. Between the moves tried from one state, the driver goes back to
/// it in place when it can, and the search rebuilds it only when the driver could not; a move
/// that reached the same state leaves the driver there.
///
/// The search knows nothing of how its driver moves, shows progress or reports what it found:
/// what it returns is plain values, ``ExploreResult``.
struct ExploreSearch<Driver: ExploreDriver> {
  typealias Node = ExploreNode<Driver.Key>

  /// How many moves deep the search goes at most.
  let depthLimit: Int
  /// How many states the search keeps at most, to tell whether it has seen them.
  let stateLimit: Int
  /// The keys of the states reached: each is searched from once.
  private(set) var visited = Set<Driver.Key>()
  /// The bases states are rebuilt from, which nodes name by their index; the first stands for the
  /// start, or is nil when none could.
  private(set) var bases: [Driver.Base?] = []
  /// The states the depth being searched starts from; after the search, those of its last depth.
  private(set) var frontier: [Node] = []

  /// A search `depth` moves deep at most, keeping `stateLimit` states at most.
  init(depth: Int, stateLimit: Int) {
    self.depthLimit = depth
    self.stateLimit = stateLimit
  }

  /// Searches from where `driver` is, until a finding, the depth limit, a state space with no
  /// new state left, the state limit, or a stop the driver asks for.
  ///
  /// - Parameter driver: What moves through the states; the search leaves it wherever it was
  ///   last.
  /// - Returns: The finding and the sequence that reaches it, if any, and what was covered.
  mutating func run(with driver: inout Driver) async -> ExploreResult<Driver.Finding> {
    let began = ContinuousClock.now
    var result = ExploreResult<Driver.Finding>()
    let root = driver.start()
    bases = [root.base]
    visited = [root.key]
    frontier = [Node(base: 0, movesSinceBase: [], moves: [], wroteOutside: false, key: root.key)]
    search: for depth in 1...max(1, depthLimit) {
      result.depth = depth
      var next: [Node] = []
      for parent in frontier {
        var isAtParent = false
        for move in 0..<driver.moveCount {
          if let stop = driver.stopRequest() {
            result.stopped = stop
            break search
          }
          if !isAtParent {
            let rebuilding = ContinuousClock.now
            await driver.rebuild(from: bases[parent.base], making: parent.movesSinceBase)
            result.movesMade += parent.movesSinceBase.count
            result.rebuildTime += ContinuousClock.now - rebuilding
            isAtParent = true
          }
          guard driver.canMake(move) else { continue }
          let sequence = parent.moves + [Int32(move)]
          guard case let .made(wroteOutside) = await driver.make(sequence) else {
            isAtParent = driver.returnToParent(parent.key)
            continue
          }
          result.sequencesTried += 1
          result.movesMade += 1
          let checkingFindings = ContinuousClock.now
          if let finding = driver.finding() {
            result.found = ExploreFound(moves: sequence, finding: finding)
            break search
          }
          result.checkTime += ContinuousClock.now - checkingFindings
          let checking = ContinuousClock.now
          let key = driver.key()
          let isNew = visited.insert(key).inserted
          result.keyTime += ContinuousClock.now - checking
          defer {
            isAtParent = key == parent.key ? true : driver.returnToParent(parent.key)
          }
          guard isNew else { continue }
          guard visited.count < stateLimit else {
            result.stopped = .keptStates(stateLimit)
            break search
          }
          var child = Node(
            base: parent.base, movesSinceBase: parent.movesSinceBase + [Int32(move)],
            moves: sequence, wroteOutside: parent.wroteOutside || wroteOutside, key: key)
          if let base = driver.base(afterWritingOutside: child.wroteOutside) {
            bases.append(base)
            child.base = bases.count - 1
            child.movesSinceBase = []
          }
          next.append(child)
          driver.reached(depth: depth, states: visited.count)
        }
      }
      frontier = next
      if frontier.isEmpty { break }
    }
    result.statesVisited = visited.count
    result.duration = ContinuousClock.now - began
    return result
  }
}
