import Composable
import StoreREPL
import Testing

/// Two rows, each with a timer of its own under one cancellation id.
struct TimerRows: Reducer {
  struct Row: Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }

  enum RowAction: Equatable {
    case started
    case ticked
  }

  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
  }

  enum Action: Equatable {
    case rows(IdentifiedAction<Int, RowAction>)
  }

  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: /Action.rows) {
        Reduce<Row, RowAction> { row, action in
          switch action {
          case .started:
            return .run { send in
              @Dependency(\.continuousClock) var clock
              while true {
                try await clock.sleep(for: .seconds(1))
                await send(.ticked)
              }
            }
            .cancellable(id: CancelID.timer)
          case .ticked:
            row.ticks += 1
            return .none
          }
        }
      }
  }
}

/// A child's effects are listed with the child's path, and `cancel <id>` cancels as the root
/// feature's `.cancel(id:)` would: in every child.
@Suite struct ChildCancellationSessionTests {
  static let feature = REPLFeature(
    "TimerRows", summary: "two rows with a timer each",
    initialState: TimerRows.State(), reducer: { TimerRows() })

  @Test func effectsNameTheChildAndCancelByIDReachesEveryChild() async {
    let output = await Shell.replay(
      Transcript(
        feature: "TimerRows",
        commands: [
          "send .rows(.element(id: 1, action: .started))",
          "send .rows(.element(id: 2, action: .started))", "effects", "cancel timer", "effects",
        ],
        output: ""),
      features: [Self.feature]
    ).output
    #expect(
      output == """
        TimerRows loaded. Type 'help' for commands, Tab to complete.
        TimerRows 0.000s> send .rows(.element(id: 1, action: .started))
          (no state change)
          started #1 [CancelID.timer in \\.rows[id: 1]]: sleeping on the clock until
            1.000s
        TimerRows 0.000s> send .rows(.element(id: 2, action: .started))
          (no state change)
          started #2 [CancelID.timer in \\.rows[id: 2]]: sleeping on the clock until
            1.000s
        TimerRows 0.000s> effects
          #1  CancelID.timer in \\.rows[id: 1]  from step 1 .rows(.element(id: 1, action:
              .started)) at 0.000s  clock until 1.000s (in 1.000s)
          #2  CancelID.timer in \\.rows[id: 2]  from step 2 .rows(.element(id: 2, action:
              .started)) at 0.000s  clock until 1.000s (in 1.000s)
        TimerRows 0.000s> cancel timer
          cancelled #1 [CancelID.timer in \\.rows[id: 1]]
          cancelled #2 [CancelID.timer in \\.rows[id: 2]]
          finished #1
          finished #2
        TimerRows 0.000s> effects
          no effects in flight

        """)
  }
}
