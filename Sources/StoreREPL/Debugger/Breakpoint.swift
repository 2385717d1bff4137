import Composable
import ValueDump

/// A place where the session stops: before an action of some case is reduced, after a
/// condition becomes true or an invariant breaks, or at an effect's start, finish or
/// cancellation.
struct Breakpoint: Equatable {
  /// What stops the session.
  enum Kind: Equatable {
    /// An action whose cases, outermost first, start with these names (`.splash(.response)`,
    /// `\.path.element.detail`).
    case action([String])
    /// A condition, when it goes from false to true; with whether it held when last looked at.
    case condition(Predicate, wasTrue: Bool)
    /// An effect event, of effects with the cancellation id written so, if one is given.
    case effect(EffectEventKind, id: String?)
    /// An invariant that breaks, the one numbered so if a number is given, right after the
    /// action that broke it.
    case invariant(Int?)
  }

  /// The effect events a breakpoint can stop at.
  enum EffectEventKind: String, Equatable, CaseIterable {
    case start, finish, cancel
  }

  var number: Int
  var isEnabled = true
  var kind: Kind
  /// What follows `break`, as typed.
  var text: String

  /// The line that lists it.
  var listed: String {
    "  \(number)  \(isEnabled ? "enabled " : "disabled")  \(text)"
  }
}

/// A state path printed after every step.
struct Watch: Equatable {
  var number: Int
  var path: StatePath
  var text: String
}

/// A condition every step must keep (`invariant count >= -1`): a step after which it does not
/// hold fails, and says which and why.
struct Invariant: Equatable {
  var number: Int
  var predicate: Predicate
  var text: String
}
