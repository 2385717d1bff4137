import Composable
import Testing

@testable import StoreREPL

/// What a command printed, written from its events alone.
@Suite struct StepRendererTests {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case tapped
    case response(Int)
  }

  enum ID: Hashable, Sendable { case delay }

  static func renderer(isExhaustive: Bool = false) -> StepRenderer<State, Action> {
    StepRenderer(
      style: .plain, now: .seconds(2), isExhaustive: isExhaustive,
      waitDescription: { $0 == 1 ? "sleeping on the clock until 3.000s" : nil },
      startedIDs: { $0 == 1 ? [CancelID(ID.delay)] : [] })
  }

  static func reduced(
    _ step: Int, _ action: Action, from origin: ReducedStep<State, Action>.Origin, _ before: Int,
    _ after: Int, at time: Duration? = nil
  ) -> TestStoreEvent<State, Action> {
    .reduced(
      ReducedStep(
        step: step, action: action, origin: origin, before: State(count: before),
        after: State(count: after), at: time))
  }

  @Test func aSendItsEffectAndWhatItFedBack() {
    let events: [TestStoreEvent<State, Action>] = [
      Self.reduced(1, .tapped, from: .sent, 0, 0),
      .effect(.started(1, ids: [CancelID(ID.delay)]), at: .seconds(2)),
      Self.reduced(2, .response(1), from: .received(fromEffect: 1), 0, 1, at: .seconds(3)),
      .effect(.finished(1), at: .seconds(3)),
      .effect(.cancelled(1), at: .seconds(3)),
      .effect(.stopped(2), at: .seconds(3)),
      .effect(.nothingToCancel(CancelID(ID.delay)), at: nil),
    ]
    let lines = Self.renderer(isExhaustive: true).lines(
      for: events, action: { [".tapped", ".response(1)"][$0] })
    #expect(
      lines == [
        "  (no state change)",
        "  started #1 [ID.delay]: sleeping on the clock until 3.000s",
        "  3.000s  received .response(1) from #1 (waiting for 'receive')",
        "− StepRendererTests.State(count: 0)\n+ StepRendererTests.State(count: 1)",
        "  finished #1",
        "  cancelled #1 [ID.delay]",
        "  stopped #2: it ran past the step budget",
        "  cancel ID.delay: no effect in flight under that id",
      ])
  }

  @Test func pastTheLimitReceivedActionsAreSummedUpAndNotPrinted() {
    let limit = StepRenderer<State, Action>.shownReceivedLimit
    let events = (0..<(limit + 3)).map { index in
      Self.reduced(index + 1, .response(index), from: .received(fromEffect: 4), index, index + 1)
    }
    var asked: [Int] = []
    let lines = Self.renderer().lines(
      for: events,
      action: { index in
        asked.append(index)
        return ".response(\(index))"
      })
    #expect(asked == Array(0..<limit))
    #expect(lines.count == 2 * limit + 2)
    #expect(
      Array(lines.suffix(2)) == [
        "  … 3 more received actions from #4 not shown ('log' lists them); together they changed the state:",
        "− StepRendererTests.State(count: \(limit))\n+ StepRendererTests.State(count: \(limit + 3))",
      ])
  }

  @Test func aDismissalIsSaid() {
    #expect(
      Self.renderer().lines(for: [], action: { _ in "" }, isNewlyDismissed: true) == [
        "  the feature dismissed itself with @Dependency(\\.dismiss):",
        "  the store cancelled its effects and takes no more actions ('undo' goes back)",
      ])
  }
}
