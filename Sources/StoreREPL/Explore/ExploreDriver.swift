/// What ``ExploreSearch`` searches through: a space of states that the driver moves through, one
/// move at a time, and tells apart.
///
/// The search knows states only by their keys and moves only by their indices; the driver does
/// the rest. It puts itself where a state the search reached is (``rebuild(from:making:)``), makes
/// a move from there, says whether the state the move reached is a finding and what its key is,
/// and goes back to the state the move started from when it can do so in place. It takes the
/// bases that states are rebuilt from, says when the search must stop before its depth (Ctrl-C,
/// a budget of time), and hears of each new state reached, to show progress.
///
/// The search calls it in one order for each move: ``stopRequest()``, ``rebuild(from:making:)``
/// when the driver is not where the move starts, ``canMake(_:)``, ``make(_:)``, then, for a move
/// made, ``finding()`` and, when there is none, ``key()``; ``returnToParent(_:)`` when the move
/// could not be made or reached another state, and for a new state
/// ``base(afterWritingOutside:)`` and ``reached(depth:states:)``.
protocol ExploreDriver {
  /// What tells two states apart: a state reached twice is searched from once.
  associatedtype Key: Hashable
  /// What a state is rebuilt from without making the moves that reached it.
  associatedtype Base
  /// What makes a state a finding, and how the driver says why.
  associatedtype Finding

  /// How many moves there are: the search names a move by its index, from 0.
  var moveCount: Int { get }

  /// Where the search starts: the state the driver is at, and a base that stands for it, or
  /// nil when none can (the driver then rebuilds the start its own way).
  mutating func start() -> (key: Key, base: Base?)

  /// Why the search must stop before its next move, if it must.
  mutating func stopRequest() -> ExploreStop?

  /// Puts the driver where a state the search reached is: at `base` (the start when it is nil),
  /// then `moves` made again.
  mutating func rebuild(from base: Base?, making moves: [Int32]) async

  /// Whether `move` can be tried where the driver is; one that cannot is not tried.
  func canMake(_ move: Int) -> Bool

  /// Makes the last move of `sequence`, whose moves before it reached where the driver is.
  ///
  /// - Returns: Whether the move could be made, and whether it wrote something outside what a
  ///   base keeps.
  mutating func make(_ sequence: [Int32]) async -> ExploreMoveOutcome

  /// What makes the state the last move reached a finding, if anything does.
  mutating func finding() -> Finding?

  /// The key of the state the last move reached.
  mutating func key() -> Key

  /// Goes back, in place, to the state the last move started from, whose key is `parent`.
  ///
  /// - Returns: Whether the driver is there; when it is not, the search rebuilds that state
  ///   before its next move.
  mutating func returnToParent(_ parent: Key) -> Bool

  /// A base that stands for where the driver is, if one can.
  ///
  /// - Parameter afterWritingOutside: Whether a move on the way from the start wrote something
  ///   outside what a base keeps.
  mutating func base(afterWritingOutside: Bool) -> Base?

  /// Hears that the search reached a new state, the `states`th, at `depth`.
  mutating func reached(depth: Int, states: Int)
}

/// What came of a move a driver was asked to make.
enum ExploreMoveOutcome: Equatable, Sendable {
  /// The move was made. `wroteOutside`: it wrote something outside what a base keeps (shared
  /// values), which a base taken later on its way cannot go back to.
  case made(wroteOutside: Bool)
  /// The move is not one that can be made where the driver is (an action for a child that is
  /// absent): it is not counted, and the driver is asked to go back.
  case impossible
}
