extension EffectRuntime {
  /// Runs an effect inside the task of one in-flight effect, for `.concatenate`.
  ///
  /// It holds the runtime weakly, as everything an effect's task holds does: a task suspended in
  /// an effect must not keep its store's runtime alive.
  struct Interpreter: Sendable {
    weak var runtime: EffectRuntime?
    /// The number of the effect whose task runs the effect.
    let number: Int
    let send: Send<Action>

    func run(_ effect: Effect<Action>) async {
      switch effect.operation {
      case .none:
        return
      case let .send(action):
        await send(action)
      case let .run(run):
        await DependencyValues.$_current.withValue(run.dependencies) { await run.body(send) }
      case let .cancel(id):
        runtime?.cancel(id: id, reportsNothingToCancel: !id.isInternal)
      case let .cancellable(id, cancelInFlight, inner):
        runtime?.register(number, under: id, cancelInFlight: cancelInFlight)
        await run(inner)
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
  }
}
