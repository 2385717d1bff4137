extension EffectRuntime {
  /// Runs an effect inside the task of one in-flight effect, for `.concatenate`.
  ///
  /// It holds the runtime weakly, as everything an effect's task holds does: a task suspended in
  /// an effect must not keep its store's runtime alive.
  struct Interpreter: Sendable {
    weak var runtime: EffectRuntime?
    /// The effect whose task runs the effect.
    let context: EffectContext
    let send: Send<Action>
    /// The effect's registration and those of the scopes the effect runs in, innermost last.
    var enclosing: [Registration]

    init(runtime: EffectRuntime?, context: EffectContext, send: Send<Action>) {
      self.runtime = runtime
      self.context = context
      self.send = send
      self.enclosing = [Registration(number: context.number, scope: 0)]
    }

    /// Runs an effect: handling its case does at once what it can, and leaves the rest as the
    /// work the task then awaits.
    nonisolated(nonsending) func run(_ effect: Effect<Action>) async {
      var work: (nonisolated(nonsending) () async -> Void)?
      effect.handle(
        in: runtime, enclosedBy: enclosing,
        send: { action in
          // `Send` runs off the caller's executor; the action is the effect's own.
          nonisolated(unsafe) let action = action
          work = { await send(action) }
        },
        run: { run in
          work = {
            await DependencyValues.$_current.withValue(run.dependencies.inEffect(context)) {
              await run.perform(send)
            }
          }
        },
        cancellable: { effect, id in
          // The id covers only the effect it wraps, which runs in a task of its own registered
          // under the id, so that cancelling the id ends it and the rest of the concatenation
          // goes on, as `withTaskCancellation(id:)` does in TCA.
          guard let (scope, task) = startScope(effect, id: id) else { return }
          work = {
            await withTaskCancellationHandler {
              await task.value
            } onCancel: {
              task.cancel()
            }
            runtime?.closeScope(scope)
          }
        },
        merge: { effects in
          let effects = UncheckedSendable(effects)
          work = {
            await withTaskGroup(of: Void.self) { group in
              for index in effects.value.indices {
                group.addTask { await run(effects.value[index]) }
              }
            }
          }
        },
        concatenate: { effects in
          work = {
            for effect in effects {
              guard !Task.isCancelled else { return }
              await run(effect)
            }
          }
        })
      await work?()
    }

    /// Opens a scope for a `.cancellable` and starts the task that runs its effect.
    ///
    /// Synchronous, so that the runtime is held only while the scope opens.
    ///
    /// - Returns: The scope and its task, or `nil` when the store or the effect is gone.
    private func startScope(
      _ effect: Effect<Action>, id: CancelID
    ) -> (Registration, Task<Void, Never>)? {
      guard let runtime, let scope = runtime.openScope(in: context.number, under: id) else {
        return nil
      }
      var inner = self
      inner.enclosing.append(scope)
      let effect = UncheckedSendable(effect)
      let task = runtime.makeTask(priority: nil) { await inner.run(effect.value) }
      runtime.attach(task, to: scope)
      return (scope, task)
    }
  }
}
