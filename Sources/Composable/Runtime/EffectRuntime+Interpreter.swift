extension EffectRuntime {
  /// Runs an effect inside the task of one in-flight effect, for `.concatenate`.
  ///
  /// It holds the runtime weakly, as everything an effect's task holds does: a task suspended in
  /// an effect must not keep its store's runtime alive.
  struct Interpreter: Sendable {
    weak var runtime: EffectRuntime?
    /// The effect whose task runs the effect.
    let context: EffectContext
    /// The number of that effect.
    var number: Int { context.number }
    let send: Send<Action>
    /// The effect's registration and those of the scopes the effect runs in, innermost last.
    var enclosing: [Registration]

    init(runtime: EffectRuntime?, context: EffectContext, send: Send<Action>) {
      self.runtime = runtime
      self.context = context
      self.send = send
      self.enclosing = [Registration(number: context.number, scope: 0)]
    }

    nonisolated(nonsending) func run(_ effect: Effect<Action>) async {
      switch effect.operation {
      case .none:
        return
      case let .send(action):
        // NB: `Send` runs off the caller's executor; the action is the effect's own.
        nonisolated(unsafe) let action = action
        await send(action)
      case let .run(run):
        await DependencyValues.$_current.withValue(run.dependencies.inEffect(context)) {
          await run.perform(send)
        }
      case let .cancel(id):
        runtime?.cancel(id: id, reportsNothingToCancel: !id.isInternal)
      case let .cancellable(id, cancelInFlight, inner):
        // NB: The id covers only the effect it wraps: that effect runs in a task of its own,
        // registered under the id while it runs, so that cancelling the id ends it and the rest
        // of the concatenation goes on, as `withTaskCancellation(id:)` does in TCA.
        guard let (scope, task) = startScope(inner, id: id, cancelInFlight: cancelInFlight) else {
          return
        }
        await withTaskCancellationHandler {
          await task.value
        } onCancel: {
          task.cancel()
        }
        runtime?.closeScope(scope)
      case let .merge(effects):
        let effects = UncheckedSendable(effects)
        await withTaskGroup(of: Void.self) { group in
          for index in effects.value.indices {
            group.addTask { await run(effects.value[index]) }
          }
        }
      case let .concatenate(effects):
        for effect in effects {
          guard !Task.isCancelled else { return }
          await run(effect)
        }
      }
    }

    /// Opens a scope for a `.cancellable` and starts the task that runs its effect.
    ///
    /// - Returns: The scope and its task, or `nil` when the store or the effect is gone.
    private func startScope(
      _ effect: Effect<Action>, id: CancelID, cancelInFlight: Bool
    ) -> (Registration, Task<Void, Never>)? {
      // NB: Synchronous, so that the runtime is held only while the scope opens.
      guard let runtime,
        let scope = runtime.openScope(
          in: number, under: id, cancelInFlight: cancelInFlight, sparing: enclosing)
      else { return nil }
      var inner = self
      inner.enclosing.append(scope)
      let effect = UncheckedSendable(effect)
      let task = runtime.makeTask(priority: nil) { await inner.run(effect.value) }
      runtime.attach(task, to: scope)
      return (scope, task)
    }
  }
}
