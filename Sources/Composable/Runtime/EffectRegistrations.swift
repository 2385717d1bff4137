// NB: Outside the generic runtime, so that the sets and dictionaries of them are specialized,
// instead of looking up their generic metadata on every effect.

/// What a cancellation id is registered for: a whole effect (`scope` 0), or one `.cancellable`
/// that a concatenation's task runs, in a task of its own (the scope's number).
struct EffectRegistration: Hashable, Comparable {
  var number: Int
  var scope: Int

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.number, lhs.scope) < (rhs.number, rhs.scope)
  }
}

/// The registrations under one cancellation id: most often a single one, kept without a set
/// (a set is an allocation, and hashes each registration it holds).
struct EffectRegistrations {
  private var single: EffectRegistration?
  private var several: Set<EffectRegistration> = []

  init() {}

  init(_ registrations: Set<EffectRegistration>) {
    if registrations.count == 1 { single = registrations.first } else { several = registrations }
  }

  var isEmpty: Bool { single == nil && several.isEmpty }

  /// Every registration.
  var all: Set<EffectRegistration> { single.map { [$0] } ?? several }

  mutating func insert(_ registration: EffectRegistration) {
    if single == nil, several.isEmpty {
      single = registration
      return
    }
    if let single {
      several.insert(single)
      self.single = nil
    }
    several.insert(registration)
  }

  mutating func remove(_ registration: EffectRegistration) {
    if single == registration {
      single = nil
    } else {
      several.remove(registration)
    }
  }
}

/// What an effect's `send` does once the runtime has taken its action.
enum EffectDelivery {
  /// Nothing more: the effect is cancelled, or its store is gone.
  case dropped
  /// Suspend, so that `settle()` reduces the action first.
  case reduceFirst
  /// Reduce the action now, in the job that sent it, then go on.
  case reduceNow
  /// Hand the action to the live store.
  case live
  /// Suspend for good: the effect was stopped.
  case park
}

/// A `.cancellable` inside a concatenation, running in a task of its own.
struct EffectScope {
  var id: CancelID
  var task: Task<Void, Never>?
  var isCancelled = false
}
