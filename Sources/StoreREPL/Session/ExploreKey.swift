import Composable
@_spi(Reflection) import Swift
import ValueDump

/// A state of `explore`'s search with the effects in flight: two are the same when their states
/// are equal (by the state's own `==`, or by their dumps for a state that is not `Equatable`)
/// and their effects are the same ones, waiting alike.
///
/// A state need not be `Hashable`: its hash is worked out from its stored fields, read at their
/// offsets by a plan made once for its type (each `Hashable` field hashed as it hashes itself,
/// a field of a struct type by that struct's plan); fields the plan cannot read are left out of
/// the hash, and equality tells apart the states they make alike. A state compared by its dump
/// is hashed by its dump.
struct ExploreKey<State>: Hashable {
  var state: State
  var effects: [InFlightShape]
  private let hash: Int
  private let comparison: Comparison

  /// How the key's state compares with another's.
  private enum Comparison {
    /// By the state's `==`.
    case equality((State, State) -> Bool)
    /// By the state's dump, made once for the key.
    case dump(String)
  }

  init(state: State, effects: [InFlightShape], equality: StateEquality<State>) {
    self.state = state
    self.effects = effects
    var hasher = Hasher()
    if equality.isByDump {
      let dump = customDump(state)
      hasher.combine(dump)
      comparison = .dump(dump)
    } else {
      comparison = .equality(equality.isEqual)
      if let hashable = state as? any Hashable {
        hasher.combine(AnyHashable(hashable))
      } else {
        let plan = FieldHashPlan.plan(for: State.self)
        withUnsafeBytes(of: state) { bytes in
          if let base = bytes.baseAddress { plan.combine(base, into: &hasher) }
        }
      }
    }
    hasher.combine(effects)
    self.hash = hasher.finalize()
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.hash == rhs.hash, lhs.effects == rhs.effects else { return false }
    switch (lhs.comparison, rhs.comparison) {
    case let (.equality(isEqual), .equality): return isEqual(lhs.state, rhs.state)
    case let (.dump(left), .dump(right)): return left == right
    default: return false
    }
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// How to hash a struct from its memory: for each field it can read, where it is and how to
/// hash it. Made once for each type, with `_forEachField`, as dumps read fields. A field typed
/// as a class, or an optional of one, is not read: it may be `weak` or `unowned`, whose storage
/// is no ordinary reference.
// NB: `@unchecked` because the closures capture nothing but a field's type, which never changes.
struct FieldHashPlan: @unchecked Sendable {
  typealias Combine = (UnsafeRawPointer, inout Hasher) -> Void
  var fields: [(offset: Int, combine: Combine)] = []

  func combine(_ base: UnsafeRawPointer, into hasher: inout Hasher) {
    for field in fields { field.combine(base + field.offset, &hasher) }
  }

  private static let plans = Lock<[ObjectIdentifier: FieldHashPlan]>([:])

  /// The plan for `type`, made the first time it is asked for.
  static func plan(for type: Any.Type) -> FieldHashPlan {
    if let plan = plans.withLock({ $0[ObjectIdentifier(type)] }) { return plan }
    let plan = make(for: type, depth: 0)
    plans.withLock { $0[ObjectIdentifier(type)] = plan }
    return plan
  }

  private static func make(for type: Any.Type, depth: Int) -> FieldHashPlan {
    var plan = FieldHashPlan()
    _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      guard !StoredField.holdsAReferenceDirectly(fieldType) else { return true }
      if let hashable = fieldType as? any Hashable.Type {
        plan.fields.append((offset, _openExistential(hashable, do: fieldHasher)))
      } else if depth < 8 {
        let nested = make(for: fieldType, depth: depth + 1)
        plan.fields += nested.fields.map { (offset + $0.offset, $0.combine) }
      }
      return true
    }
    return plan
  }
}

/// Hashes a field of type `Field` read at its address.
private func fieldHasher<Field: Hashable>(_: Field.Type) -> FieldHashPlan.Combine {
  { pointer, hasher in hasher.combine(pointer.load(as: Field.self)) }
}
