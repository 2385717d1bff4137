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
    let rendered = Self.renderer(isExhaustive: true).rendered(
      for: events, action: { [".tapped", ".response(1)"][$0] })
    let lines = rendered.lines
    // NB: Apart, what the effects did and what the state did: a replay compares them so.
    #expect(
      rendered.diffs == [
        "  (no state change)",
        "− StepRendererTests.State(count: 0)\n+ StepRendererTests.State(count: 1)",
      ])
    #expect(rendered.events == lines.filter { !rendered.diffs.contains($0) })
    #expect(rendered.events.count == 6)
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

  /// A long run of fed-back actions: a line for each of the first and last three, with what it
  /// changed, a line for the rest, and the diff of the whole run.
  @Test func aLongRunOfReceivedActionsIsFolded() {
    let count = 5_000
    var events: [TestStoreEvent<State, Action>] = [Self.reduced(1, .tapped, from: .sent, 0, 0)]
    for index in 0..<count {
      events.append(
        Self.reduced(
          index + 2, .response(index), from: .received(fromEffect: 4), index, index + 1,
          at: .seconds(index + 1)))
      events.append(.effect(.started(index + 5, ids: []), at: .seconds(index + 1)))
    }
    events.append(.effect(.finished(4), at: .seconds(count)))
    var asked: [Int] = []
    let lines = Self.renderer().rendered(
      for: events,
      action: { index in
        asked.append(index)
        return ".response(\(index - 1))"
      }
    ).lines
    #expect(asked == [1, 2, 3, count - 2, count - 1, count])
    #expect(
      lines == [
        "  (no state change)",
        "  1.000s  received .response(0) from #4 · count: 0 → 1",
        "  started #5",
        "  2.000s  received .response(1) from #4 · count: 1 → 2",
        "  started #6",
        "  3.000s  received .response(2) from #4 · count: 2 → 3",
        "  started #7",
        "  … 4994 more received actions from #4 and 4994 effect events ('log received' lists them)",
        "  4998.000s  received .response(4997) from #4 · count: 4997 → 4998",
        "  started #5002",
        "  4999.000s  received .response(4998) from #4 · count: 4998 → 4999",
        "  started #5003",
        "  5000.000s  received .response(4999) from #4 · count: 4999 → 5000",
        "  started #5004",
        "  finished #4",
        "  together the 5000 received actions changed the state:",
        "− StepRendererTests.State(count: 0)\n+ StepRendererTests.State(count: 5000)",
      ])
  }

  /// Up to the threshold, each received action has its diff.
  @Test func aShortRunIsShownWhole() {
    let count = StepRenderer<State, Action>.foldedRunThreshold
    let events = (0..<count).map { index in
      Self.reduced(index + 1, .response(index), from: .received(fromEffect: 4), index, index + 1)
    }
    let lines = Self.renderer().rendered(for: events, action: { ".response(\($0))" }).lines
    #expect(lines.count == 2 * count)
    #expect(
      Array(lines.suffix(2)) == [
        "  2.000s  received .response(\(count - 1)) from #4",
        "− StepRendererTests.State(count: \(count - 1))\n+ StepRendererTests.State(count: \(count))",
      ])
  }

  /// `diff compact`: a line per changed path; `--ascii`: plain marks.
  @Test func compactAndASCIIDiffs() {
    var renderer = Self.renderer()
    let events = [Self.reduced(1, .tapped, from: .sent, 0, -1)]
    renderer.style.look.diff = .compact
    #expect(renderer.rendered(for: events, action: { _ in ".tapped" }).lines == ["  count: 0 → -1"])
    renderer.style.look = .init(diff: .full, ascii: true)
    #expect(
      renderer.rendered(for: events, action: { _ in ".tapped" }).lines == [
        "- StepRendererTests.State(count: 0)\n+ StepRendererTests.State(count: -1)"
      ])
    let unchanged = [Self.reduced(1, .tapped, from: .sent, 0, 0)]
    renderer.style.look.diff = .compact
    #expect(
      renderer.rendered(for: unchanged, action: { _ in ".tapped" }).lines == ["  (no state change)"]
    )
  }

  @Test func aDismissalIsSaid() {
    #expect(
      Self.renderer().rendered(for: [], action: { _ in "" }, isNewlyDismissed: true).lines == [
        "  the feature dismissed itself with @Dependency(\\.dismiss):",
        "  the store cancelled its effects and takes no more actions ('undo' goes back)",
      ])
  }
}
