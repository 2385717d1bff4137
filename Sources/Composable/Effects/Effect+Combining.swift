extension Effect {
  /// An effect that runs the given effects at the same time.
  ///
  /// - Parameter effects: The effects.
  /// - Returns: An effect.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// An effect that runs the given effects at the same time.
  ///
  /// - Parameter effects: The effects.
  /// - Returns: An effect.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .merge(effects))
    }
  }

  /// An effect that runs the given effects one after another, each starting when the one before
  /// it has finished.
  ///
  /// - Parameter effects: The effects.
  /// - Returns: An effect.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// An effect that runs the given effects one after another, each starting when the one before
  /// it has finished.
  ///
  /// - Parameter effects: The effects.
  /// - Returns: An effect.
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .concatenate(effects))
    }
  }

  /// This effect merged with another.
  ///
  /// - Parameter other: Another effect.
  /// - Returns: An effect that runs both at the same time.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// This effect followed by another.
  ///
  /// - Parameter other: Another effect.
  /// - Returns: An effect that runs `other` after this one finishes.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// The same effect, with every action it sends transformed.
  ///
  /// - Parameter transform: Turns this effect's actions into another type's.
  /// - Returns: An effect of the other action type.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return Effect<T>(operation: .send(transform(action)))
    case let .run(run):
      return Effect<T>(operation: .run(run.map(transform)))
    case let .cancel(id):
      return Effect<T>(operation: .cancel(id))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T>(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case let .merge(effects):
      return Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    }
  }
}
