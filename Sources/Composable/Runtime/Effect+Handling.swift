extension Effect {
  /// Handles the effect's case: the one handling of an effect's cases, for the effects a
  /// reducer returns (whose work starts tasks of its own) and for those a concatenation's task
  /// runs in turn.
  ///
  /// Wherever the effect is, `.none` does nothing, `.cancel(id:)` cancels at once, and
  /// `.cancellable(id:cancelInFlight: true)` first cancels what runs under its id, but not what
  /// encloses the effect. What sending, running, covering by an id, merging and concatenating
  /// mean depends on where the effect is: the caller says, in closures rather than through a
  /// protocol that each place conforms to. The modules that use the engine specialize its generic
  /// code (see Package.swift) but cannot see an internal conformance's witness table, so a call
  /// through one would look it up at run time and run the unspecialized code.
  ///
  /// - Parameters:
  ///   - runtime: The runtime that cancels, if it is still there (a task holds it weakly).
  ///   - enclosing: The registrations that enclose the effect, which cancelling in flight spares:
  ///     a `.cancellable(id:cancelInFlight: true)` does not cancel the effect that runs it.
  ///   - send: `.send`: the action goes to the store before what follows.
  ///   - run: `.run`: the work runs, sending its actions.
  ///   - cancellable: `.cancellable`: the effect runs registered under the id.
  ///   - merge: `.merge`: the effects run side by side.
  ///   - concatenate: `.concatenate`: each effect runs once the one before has finished.
  func handle(
    in runtime: EffectRuntime<Action>?, enclosedBy enclosing: [EffectRegistration],
    send: (Action) -> Void,
    run: (RunOperation<Action>) -> Void,
    cancellable: (_ effect: Self, _ id: CancelID) -> Void,
    merge: ([Self]) -> Void,
    concatenate: ([Self]) -> Void
  ) {
    switch operation {
    case .none:
      return
    case let .send(action):
      send(action)
    case let .run(operation):
      run(operation)
    case let .cancel(id):
      runtime?.cancel(id: id, reportsNothingToCancel: !id.isInternal)
    case let .cancellable(id, cancelInFlight, inner):
      if cancelInFlight { runtime?.cancel(id: id, sparing: Set(enclosing)) }
      cancellable(inner, id)
    case let .merge(effects):
      merge(effects)
    case let .concatenate(effects):
      concatenate(effects)
    }
  }

  /// The navigation path of the first `.run` in the effect: the path of the feature a
  /// concatenation's task runs for.
  var firstRunPath: [CancelID] {
    switch operation {
    case .none, .send, .cancel: return []
    case let .run(run): return run.path
    case let .cancellable(_, _, effect): return effect.firstRunPath
    case let .merge(effects), let .concatenate(effects):
      return effects.lazy.map(\.firstRunPath).first { !$0.isEmpty } ?? []
    }
  }

  /// The location of the first `.run` in the effect, for naming it; `nil` when the effect runs
  /// no task and does all it does at once.
  var firstLocation: SourceLocation? {
    switch operation {
    case .none, .send, .cancel: return nil
    case let .run(run): return run.location
    case let .cancellable(_, _, effect): return effect.firstLocation
    case let .merge(effects), let .concatenate(effects):
      return effects.lazy.compactMap(\.firstLocation).first
    }
  }
}
