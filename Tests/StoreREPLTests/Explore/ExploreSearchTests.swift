import Testing

@testable import StoreREPL

/// The search of `explore` on a state space of its own, with no store: integers, moved by
/// arithmetic.
@Suite struct ExploreSearchTests {
  @Test func theShortestSequenceIsFoundFirstInTheOrderOfTheMoves() async {
    var line = NumberLine(from: 1, moves: [.add(1), .double])
    line.isFinding = { $0 == 10 }
    var search = ExploreSearch<NumberLine>(depth: 6, stateLimit: 100)
    let result = await search.run(with: &line)
    #expect(result.found.map { line.names($0.moves) } == ["+1", "×2", "+1", "×2"])
    #expect(result.found?.finding == "reached 10")
    #expect(result.depth == 4)
    #expect(result.sequencesTried == 12)
    #expect(result.statesVisited == 9)
    #expect(result.stopped == nil)
    #expect(
      line.tried.map(line.names) == [
        ["+1"], ["×2"],
        ["+1", "+1"], ["+1", "×2"],
        ["+1", "+1", "+1"], ["+1", "+1", "×2"], ["+1", "×2", "+1"], ["+1", "×2", "×2"],
        ["+1", "+1", "×2", "+1"], ["+1", "+1", "×2", "×2"], ["+1", "×2", "+1", "+1"],
        ["+1", "×2", "+1", "×2"],
      ])
  }

  @Test func aStateReachedTwiceIsSearchedFromOnce() async {
    var circle = NumberLine(from: 0, moves: [.add(1, modulo: 3), .add(2, modulo: 3)])
    var search = ExploreSearch<NumberLine>(depth: 5, stateLimit: 100)
    let result = await search.run(with: &circle)
    #expect(result.found == nil)
    #expect(result.stopped == nil)
    #expect(result.depth == 2)
    #expect(result.sequencesTried == 6)
    #expect(result.statesVisited == 3)
    #expect(circle.triedFrom == [0, 0, 1, 1, 2, 2])
    #expect(search.visited == [0, 1, 2])
    #expect(search.frontier.isEmpty)
  }

  @Test func theStateLimitStopsItWithThatManyStatesKept() async {
    var line = NumberLine(from: 0, moves: [.add(1), .add(2)])
    var search = ExploreSearch<NumberLine>(depth: 10, stateLimit: 4)
    let result = await search.run(with: &line)
    #expect(result.stopped == .keptStates(4))
    #expect(result.stopped?.description == "it keeps 4 states at most")
    #expect(result.found == nil)
    #expect(result.depth == 2)
    #expect(result.sequencesTried == 4)
    #expect(result.statesVisited == 4)
    #expect(search.visited == [0, 1, 2, 3])
    #expect(line.tried.map(line.names) == [["+1"], ["+2"], ["+1", "+1"], ["+1", "+2"]])
  }

  /// The driver's stop (Ctrl-C, its budget of time) is asked for before every move, and ends
  /// the search before the move it answers.
  @Test(arguments: [ExploreStop.interrupted, .ranOut(.milliseconds(10))])
  func theDriversStopEndsItBeforeTheNextMove(stop: ExploreStop) async {
    var line = NumberLine(from: 0, moves: [.add(1), .add(2)])
    line.stop = (afterRequests: 3, stop)
    var search = ExploreSearch<NumberLine>(depth: 10, stateLimit: 100)
    let result = await search.run(with: &line)
    #expect(result.stopped == stop)
    #expect(line.stopRequests == 4)
    #expect(result.found == nil)
    #expect(result.depth == 2)
    #expect(result.sequencesTried == 3)
    #expect(result.statesVisited == 3)
    #expect(line.tried.map(line.names) == [["+1"], ["+2"], ["+1", "+1"]])
  }

  @Test func theStopsSayWhyAsExploreSaysIt() {
    #expect(ExploreStop.interrupted.description == "interrupted")
    #expect(ExploreStop.ranOut(.milliseconds(10)).description == "its 10ms ran out")
  }

  /// A move the driver cannot try is skipped; one it finds it could not make is not counted,
  /// and the driver goes back to the state it started from.
  @Test func movesThatCannotBeMadeAreNotCounted() async {
    var line = NumberLine(from: 0, moves: [.add(1), .halve, .subtract(1)])
    line.isFinding = { $0 == 2 }
    var search = ExploreSearch<NumberLine>(depth: 4, stateLimit: 100)
    let result = await search.run(with: &line)
    #expect(result.found.map { line.names($0.moves) } == ["+1", "+1"])
    #expect(result.sequencesTried == 2)
    #expect(result.movesMade == 2)
    #expect(result.statesVisited == 2)
    #expect(line.asked.map(line.names) == [["+1"], ["−1"], ["+1", "+1"]])
    #expect(line.tried.map(line.names) == [["+1"], ["+1", "+1"]])
    #expect(line.returns == [0, 0])
  }

  /// A state with no base of its own is rebuilt from the nearest base on its way, with the
  /// moves made since then made again, which count as moves made.
  @Test func aStateIsRebuiltFromTheNearestBaseOnItsWay() async {
    var line = NumberLine(from: 0, moves: [.add(1)])
    line.takesBase = { $0.isMultiple(of: 2) }
    var search = ExploreSearch<NumberLine>(depth: 4, stateLimit: 100)
    let result = await search.run(with: &line)
    #expect(line.rebuilds == ["0", "0 +1", "2", "2 +1"])
    #expect(search.bases == [0, 2, 4])
    #expect(result.sequencesTried == 4)
    #expect(result.movesMade == 6)
  }

  /// Between the moves from one state, the driver goes back to it in place when it can; the
  /// state is rebuilt only when it could not, and not after a move that left it as it was.
  @Test(arguments: [(true, ["0"]), (false, ["0", "0", "0"])])
  func theDriverGoesBackInPlaceWhenItCan(returnsInPlace: Bool, rebuilds: [String]) async {
    var line = NumberLine(from: 0, moves: [.add(1), .add(0), .add(2), .add(3)])
    line.returnsInPlace = returnsInPlace
    var search = ExploreSearch<NumberLine>(depth: 1, stateLimit: 100)
    let result = await search.run(with: &line)
    #expect(line.rebuilds == rebuilds)
    #expect(line.returns == [0, 0, 0])
    #expect(result.sequencesTried == 4)
  }

  /// A base is asked for with whether a move on the way wrote outside what a base keeps.
  @Test func aWriteOutsideIsKnownToEveryStateAfterIt() async {
    var line = NumberLine(from: 0, moves: [.add(1)])
    line.writesOutside = { $0 == 1 }
    line.takesBase = { _ in false }
    var search = ExploreSearch<NumberLine>(depth: 3, stateLimit: 100)
    _ = await search.run(with: &line)
    #expect(line.basesAsked == [false, true, true])
    #expect(search.bases == [nil])
    #expect(search.frontier.map(\.movesSinceBase) == [[0, 0, 0]])
  }
}

/// Integers for the search to move through: each move a function of the integer, a finding
/// the integers the test names, a base any integer it allows. It notes what the search asked of
/// it.
private struct NumberLine: ExploreDriver {
  /// A move: how it names itself, whether it is tried from an integer, whether it can be made
  /// there, and where it goes.
  struct Move: Sendable {
    var name: String
    var isTried: @Sendable (Int) -> Bool = { _ in true }
    var canBeMade: @Sendable (Int) -> Bool = { _ in true }
    var apply: @Sendable (Int) -> Int

    static func add(_ amount: Int) -> Move { Move(name: "+\(amount)") { $0 + amount } }
    static func add(_ amount: Int, modulo: Int) -> Move {
      Move(name: "+\(amount)") { ($0 + amount) % modulo }
    }
    static func subtract(_ amount: Int) -> Move {
      Move(name: "−\(amount)", canBeMade: { $0 >= amount }) { $0 - amount }
    }
    static let double = Move(name: "×2") { $0 * 2 }
    static let halve = Move(name: "÷2", isTried: { $0.isMultiple(of: 2) && $0 != 0 }) { $0 / 2 }
  }

  let origin: Int
  let moves: [Move]
  var isFinding: (Int) -> Bool = { _ in false }
  var takesBase: (Int) -> Bool = { _ in true }
  var writesOutside: (Int) -> Bool = { _ in false }
  var returnsInPlace = true
  /// After how many requests the driver stops the search, and how.
  var stop: (afterRequests: Int, ExploreStop)?

  private(set) var at: Int
  private var parent: Int
  /// The sequences the search asked to make, and those made, in order.
  private(set) var asked: [[Int32]] = []
  private(set) var tried: [[Int32]] = []
  /// Where each move was made from.
  private(set) var triedFrom: [Int] = []
  /// Each rebuild: its base, then the moves made again.
  private(set) var rebuilds: [String] = []
  /// The integers gone back to in place.
  private(set) var returns: [Int] = []
  /// Whether a write outside was on the way, each time a base was asked for.
  private(set) var basesAsked: [Bool] = []
  private(set) var stopRequests = 0

  init(from origin: Int, moves: [Move]) {
    self.origin = origin
    self.moves = moves
    self.at = origin
    self.parent = origin
  }

  func names(_ sequence: [Int32]) -> [String] { sequence.map { moves[Int($0)].name } }

  var moveCount: Int { moves.count }

  func start() -> (key: Int, base: Int?) { (origin, takesBase(origin) ? origin : nil) }

  mutating func stopRequest() -> ExploreStop? {
    stopRequests += 1
    guard let stop, stopRequests > stop.afterRequests else { return nil }
    return stop.1
  }

  mutating func rebuild(from base: Int?, making sequence: [Int32]) async {
    at = base ?? origin
    rebuilds.append(([String(at)] + names(sequence)).joined(separator: " "))
    for move in sequence { at = moves[Int(move)].apply(at) }
  }

  func canMake(_ move: Int) -> Bool { moves[move].isTried(at) }

  mutating func make(_ sequence: [Int32]) async -> ExploreMoveOutcome {
    let move = moves[Int(sequence[sequence.count - 1])]
    asked.append(sequence)
    parent = at
    guard move.canBeMade(at) else { return .impossible }
    tried.append(sequence)
    triedFrom.append(at)
    at = move.apply(at)
    return .made(wroteOutside: writesOutside(parent))
  }

  func finding() -> String? { isFinding(at) ? "reached \(at)" : nil }

  func key() -> Int { at }

  mutating func returnToParent(_ parent: Int) -> Bool {
    #expect(parent == self.parent)
    returns.append(parent)
    guard returnsInPlace else { return false }
    at = parent
    return true
  }

  mutating func base(afterWritingOutside: Bool) -> Int? {
    basesAsked.append(afterWritingOutside)
    return takesBase(at) ? at : nil
  }

  func reached(depth: Int, states: Int) {}
}
