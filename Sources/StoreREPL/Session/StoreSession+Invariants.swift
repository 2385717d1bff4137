import Composable
import ValueDump

/// Invariants are looked at after every action a command reduces, not only where the command
/// ends: an `advance` whose first action fed back breaks one and whose second keeps it again
/// says so, and `break invariant` stops the `advance` right after the action that broke it.
extension StoreSession {
  /// The numbers of the invariants that do not hold in `context`.
  func brokenNumbers(in context: PredicateContext) -> Set<Int> {
    Set(debugger.invariants.filter { (try? $0.predicate.holds(in: context)) != true }.map(\.number))
  }

  /// Notes which invariants hold where a command starts.
  func beginInvariantLook() {
    guard !debugger.invariants.isEmpty else { return }
    scratch.invariantLook = InvariantLook(broken: brokenNumbers(in: predicateContext))
  }

  /// Looks at the invariants after an action was reduced, before `action` (fed back by
  /// `effect`) is, or where the command ends when `action` is nil: notes each that broke since
  /// the last look, when and after which action, with what it read.
  ///
  /// - Returns: The invariants that broke since the last look.
  @discardableResult
  func lookAtInvariants(before action: Action?, from effect: Int?) -> [Invariant] {
    guard !debugger.invariants.isEmpty else { return [] }
    let context = predicateContext
    let broken = brokenNumbers(in: context)
    let newly = debugger.invariants.filter {
      broken.contains($0.number) && !scratch.invariantLook.broken.contains($0.number)
    }
    let when =
      scratch.invariantLook.after.map { "after \($0)" }
      ?? action.map { "before \(Self.before($0, from: effect).dropFirst(8))" }
    for invariant in newly {
      scratch.invariantLook.breaks.append(
        (
          invariant.number,
          [
            "  invariant \(invariant.number) broken at \(now.formattedSeconds)"
              + (when.map { " \($0)" } ?? "") + ": \(invariant.text)"
          ]
            + Self.values(read: invariant.predicate, in: context)
        ))
    }
    scratch.invariantLook.broken = broken
    scratch.invariantLook.after = action.map { String(Self.before($0, from: effect).dropFirst(8)) }
    return newly
  }

  /// What an enabled `break invariant` says of invariants that just broke, if one names one.
  func invariantStop(_ newly: [Invariant]) -> String? {
    guard !newly.isEmpty else { return nil }
    for breakpoint in debugger.breakpoints where breakpoint.isEnabled {
      guard case let .invariant(number) = breakpoint.kind,
        let invariant = newly.first(where: { number == nil || $0.number == number })
      else { continue }
      return ": invariant \(invariant.number) broken (breakpoint \(breakpoint.number))"
    }
    return nil
  }

  /// The lines of the invariants an action of the command broke that hold again where it ends
  /// (`stillBroken` are those that do not): the end of the command does not see them.
  func invariantsBrokenOnTheWay(stillBroken: Set<Int>, style: ShellStyle) -> [String] {
    var said = Set<Int>()
    return scratch.invariantLook.breaks.compactMap { number, lines in
      guard !stillBroken.contains(number), said.insert(number).inserted else { return nil }
      return style.error(
        (lines + ["    and kept again by the end of the step"]).joined(separator: "\n"))
    }
  }
}
