import Composable

/// A state of `explore`'s search with the effects in flight: two are the same when their states
/// are equal (by the state's own `==`) and their effects are the same ones, waiting alike.
///
/// A state need not be `Hashable`: its hash is worked out by reflection, from the values of its
/// stored properties (each `Hashable` value hashed as it hashes itself), and equality is the
/// state's own.
struct ExploreKey<State: Equatable>: Hashable {
  /// An effect in flight: where it was made, its ids, and how long until its deadline (nil when
  /// it waits outside the clock).
  struct Effect: Hashable, Comparable {
    var location: SourceLocation
    var ids: [CancelID]
    var isCancelled: Bool
    var wait: Duration?

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.location.line, lhs.location.column, lhs.wait ?? .zero)
        < (rhs.location.line, rhs.location.column, rhs.wait ?? .zero)
    }
  }

  var state: State
  var effects: [Effect]
  private let hash: Int

  init(state: State, effects: [Effect]) {
    self.state = state
    self.effects = effects
    var hasher = Hasher()
    if let hashable = state as? any Hashable {
      hasher.combine(AnyHashable(hashable))
    } else {
      Self.combine(state, into: &hasher, depth: 0)
    }
    hasher.combine(effects)
    self.hash = hasher.finalize()
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.effects == rhs.effects && lhs.state == rhs.state
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// Hashes what a value holds: itself when it is `Hashable`, else its children, to a depth of
  /// 12 (deeper values count as equal, and equality tells them apart).
  private static func combine(_ value: Any, into hasher: inout Hasher, depth: Int) {
    if let hashable = value as? any Hashable {
      hasher.combine(AnyHashable(hashable))
      return
    }
    guard depth < 12 else { return }
    let mirror = Mirror(reflecting: value)
    hasher.combine(mirror.children.count)
    for child in mirror.children {
      hasher.combine(child.label)
      combine(child.value, into: &hasher, depth: depth + 1)
    }
  }
}
