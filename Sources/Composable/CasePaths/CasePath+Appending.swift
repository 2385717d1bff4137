precedencegroup CasePathCompositionPrecedence {
  associativity: left
  higherThan: RangeFormationPrecedence
}

/// Appends one case path to another: `/Root.Action.splash .. /Splash.Action.response`.
infix operator .. : CasePathCompositionPrecedence

extension CasePath {
  /// Returns a case path that goes through this path and then another.
  ///
  /// - Parameter path: A case path from this path's value to a deeper value.
  /// - Returns: A case path from this path's root to the deeper value.
  @inlinable
  public func appending<AppendedValue>(
    path: CasePath<Value, AppendedValue>
  ) -> CasePath<Root, AppendedValue> {
    let (embedValue, embedAppended) = (_embed, path._embed)
    return CasePath<Root, AppendedValue>(
      embed: { embedValue(embedAppended($0)) },
      step: _step,
      next: CasePathSteps.joining(_next, CasePathSteps(step: path._step, next: path._next))
    )
  }
}

/// Returns a case path that goes through the left path and then the right one.
///
/// - Parameters:
///   - lhs: A case path from a root to a value.
///   - rhs: A case path from that value to a deeper value.
/// - Returns: A case path from the root to the deeper value.
public func .. <Root, Value, AppendedValue>(
  lhs: CasePath<Root, Value>, rhs: CasePath<Value, AppendedValue>
) -> CasePath<Root, AppendedValue> {
  lhs.appending(path: rhs)
}

/// Returns a case path that goes through the left path and then the enum case on the right:
/// `/Root.Action.splash .. Splash.Action.response`.
///
/// - Parameters:
///   - lhs: A case path from a root to an enum value.
///   - rhs: The case of that enum, as its embed function.
/// - Returns: A case path from the root to the case's payload.
public func .. <Root, Value, AppendedValue>(
  lhs: CasePath<Root, Value>, rhs: @escaping @Sendable (AppendedValue) -> Value
) -> CasePath<Root, AppendedValue> {
  lhs.appending(path: /rhs)
}
