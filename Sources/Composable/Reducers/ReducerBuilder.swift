/// Builds a reducer from reducers listed one per line; they run in order for every action and
/// their effects are merged.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// A reducer known only as `any Reducer<State, Action>`, `Feature() as any ReducerOf<Feature>`,
  /// runs through a ``Reduce``.
  @inlinable
  @_disfavoredOverload
  public static func buildExpression(
    _ reducer: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(reducer)
  }

  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> _SequenceReducer<R0, R1> {
    _SequenceReducer(accumulated, next)
  }

  @inlinable
  public static func buildOptional<R: Reducer>(_ wrapped: R?) -> R?
  where R.State == State, R.Action == Action {
    wrapped
  }

  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(
    first reducer: R0
  ) -> _ConditionalReducer<R0, R1>
  where R0.State == State, R0.Action == Action {
    .first(reducer)
  }

  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(
    second reducer: R1
  ) -> _ConditionalReducer<R0, R1>
  where R1.State == State, R1.Action == Action {
    .second(reducer)
  }

  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _ArrayReducer<R>
  where R.State == State, R.Action == Action {
    _ArrayReducer(reducers)
  }

  /// A reducer under `if #available(…)` runs through a ``Reduce``, so that the builder's type
  /// does not name a type that may be unavailable.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(wrapped)
  }

  @inlinable
  public static func buildFinalResult<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }
}

/// Two reducers run one after the other.
public struct _SequenceReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  @inlinable
  init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let first = r0.reduce(into: &state, action: action)
    let second = r1.reduce(into: &state, action: action)
    if first.isNone { return second }
    if second.isNone { return first }
    return .merge(first, second)
  }
}

/// One of two reducers, chosen by an `if`/`else` or `switch` in a builder.
public enum _ConditionalReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  case first(R0)
  case second(R1)

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// Reducers built by a `for` loop, run in order.
public struct _ArrayReducer<R: Reducer>: Reducer {
  @usableFromInline let reducers: [R]

  @inlinable
  init(_ reducers: [R]) { self.reducers = reducers }

  @inlinable
  public func reduce(into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  public typealias State = Wrapped.State
  public typealias Action = Wrapped.Action
  public typealias _Body = Never

  /// Runs the wrapped reducer, if any.
  @inlinable
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<
    Wrapped.Action
  > {
    self?.reduce(into: &state, action: action) ?? .none
  }
}
