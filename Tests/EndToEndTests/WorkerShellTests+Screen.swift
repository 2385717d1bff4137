import Foundation
import Testing

/// The tally (`tally(adding:)`) with a view its preview starts.
private let tallyWithAView =
  "import SwiftUI\n" + tally(adding: 1)
    + """

    struct TallyView: View {
      let store: StoreOf<Tally>

      var body: some View {
        VStack {
          Text("Count: \\(store.count)")
          Button("Tap") { store.send(.tapped) }
        }
        .navigationTitle("Tally")
        .task { await store.send(.delayed).finish() }
      }
    }

    #Preview {
      TallyView(store: Store(initialState: Tally.State()) { Tally() })
    }

    """

// NB: In the suite of the worker shell's tests, serialized as they are.
extension WorkerShellTests {
  /// `screen on` in a session whose feature runs in a worker: the worker draws the screen
  /// after each step, under the step's output and above the next prompt; `appear` runs the
  /// view's `.task` there, to its end.
  @Test func screenOnRedrawsTheScreenAfterEachStepInAWorker() throws {
    let folder = try TallyFolder()
    try folder.write(tallyWithAView)
    let result = try runStoreREPL(
      ["Tally.swift"], input: "screen on\ntap Tap\nappear\n",
      environment: ["STORE_REPL_CACHE_DIR": drivenCache], in: folder.url)
    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(
      result.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
          started from the preview at Tally.swift:62 (TallyView), with its dependencies
            ('deps' lists them)
        Tally 0.000s> screen on
          the screen is drawn after every step
        ╭─ Tally ──────────────────────────────────────────────────────────────────────╮
        │ 'appear' runs its .task                                                      │
        │ Count: 0                                                                     │
        │ 1[ Tap ]                                                                     │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        Tally 0.000s> tap Tap
          send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        ╭─ Tally ──────────────────────────────────────────────────────────────────────╮
        │ 'appear' runs its .task                                                      │
        │ Count: 1                                                                     │
        │ 1[ Tap ]                                                                     │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        Tally 0.000s> appear
          send .delayed
          (no state change)
          started #1: sleeping on the clock until 1.000s
        ╭─ Tally ──────────────────────────────────────────────────────────────────────╮
        │ 'appear' runs its .task                                                      │
        │ Count: 1                                                                     │
        │ 1[ Tap ]                                                                     │
        ╰──────────────────────────────────────────────────────────────────────────────╯

        """)
  }
}
