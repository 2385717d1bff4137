import Composable
import TestHelpers
import Testing

/// A feature whose effect hands its `send` to a task of its own and returns at once.
private struct Escaper: Reducer {
  enum Action: Equatable { case tap, response }

  let gate: AsyncStream<Void>
  let escaped: LockIsolated<Task<Void, Never>?>

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      return .run { [gate, escaped] send in
        escaped.setValue(
          Task {
            for await _ in gate {}
            await send(.response)
          })
      }
    case .response:
      state += 1
      return .none
    }
  }
}

@MainActor
@Suite struct StoreEscapedSendTests {
  @Test func anActionSentAfterItsEffectCompletedIsReportedAndDropped() async {
    let (gate, open) = AsyncStream<Void>.makeStream()
    let escaped = LockIsolated<Task<Void, Never>?>(nil)
    let store = Store(initialState: 0) { Escaper(gate: gate, escaped: escaped) }
    // NB: The task the effect hands its `send` to reports: it is made inside the block.
    await withKnownIssue {
      await store.send(.tap).finish()
      open.finish()
      await escaped.value?.value
    } matching: { issue in
      issue.hasMessage(
        """
        An action was sent from a completed effect.

          Action:
            Escaper.Action.response

          Effect returned from:
            Escaper.Action.tap

        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured context.

        To fix this, make sure that your 'run' closure does not return until you're done \
        calling 'send'.
        """, at: 15)
    }
    #expect(store.withState { $0 } == 0)
  }
}
