/// What an ``ExploreSearch`` found, if anything, and what it covered, as plain values: counts
/// and times, which ``ExploreMeasure`` reports. Beside it, the search's other values: the
/// states it reached (``ExploreNode``), a finding with its sequence (``ExploreFound``), and why it
/// stopped before its depth (``ExploreStop``).
struct ExploreResult<Finding> {
  /// Why the search ended before its depth, when it did.
  var stopped: ExploreStop?
  /// The depth it reached: that of its last move.
  var depth = 0
  /// The moves tried from a state reached and made (one that could not be made is not counted).
  var sequencesTried = 0
  /// The moves made: those tried, and those made again to rebuild a state.
  var movesMade = 0
  /// The states reached, the start included.
  var statesVisited = 0
  /// How long the search took.
  var duration = Duration.zero
  /// The time spent telling whether a state was visited, rebuilding states, and checking each
  /// state for a finding.
  var keyTime = Duration.zero
  var rebuildTime = Duration.zero
  var checkTime = Duration.zero
  /// What the search found. Last: the fields before it then sit at offsets known when the
  /// search is compiled, and the search, which runs unspecialized for a feature loaded at run
  /// time, reads them without looking up the layout of the result's type.
  var found: ExploreFound<Finding>?
}

/// A finding, and the shortest sequence of moves from the start that reaches it.
struct ExploreFound<Finding> {
  /// The moves, each by its index.
  var moves: [Int32]
  var finding: Finding
}

/// Why a search ended before its depth.
enum ExploreStop: Equatable, Sendable, CustomStringConvertible {
  /// Ctrl-C.
  case interrupted
  /// The budget of real time ran out.
  case ranOut(Duration)
  /// The search keeps this many states at most, and reached them.
  case keptStates(Int)

  /// Why, as `explore` says it: `stopped at depth 3 (<description>)`.
  var description: String {
    switch self {
    case .interrupted: "interrupted"
    case let .ranOut(budget): "its \(DurationLiteral.format(budget)) ran out"
    case let .keptStates(limit): "it keeps \(limit) states at most"
    }
  }
}

/// A state the search reached: where it is rebuilt from, and how it got there.
struct ExploreNode<Key: Hashable> {
  /// The base its state is rebuilt from (an index in the search's bases), and the moves made
  /// after it.
  var base: Int
  var movesSinceBase: [Int32]
  /// Every move from the start, each by its index.
  var moves: [Int32]
  /// Whether a move on the way wrote something outside what a base keeps: a base taken after it
  /// may not stand for the state.
  var wroteOutside: Bool
  var key: Key
}

/// How many states `explore` keeps at most, to know it has seen them: its memory stays bounded,
/// and it says so when it stops there.
let exploreStateLimit = 200_000
