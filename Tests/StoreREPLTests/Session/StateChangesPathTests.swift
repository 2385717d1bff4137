import Composable
import ExampleFeatures
import Foundation
import Tagged
import Testing

@testable import StoreREPL

/// The paths ``StateChanges`` writes a change at: the deepest that changed, as TCA's tests write
/// them.
@Suite struct StateChangesPathTests {
  typealias Stack = NavigationStackDemo.State

  static func stack(_ screens: NavigationStackDemo.Path.State...) -> Stack {
    var state = Stack()
    for screen in screens { state.path.append(screen) }
    return state
  }

  @Test func aChangeInsideAScreenIsWrittenThroughTheScreensCase() {
    let before = Self.stack(.counter(CounterScreen.State()), .timer(TimerScreen.State()))
    var after = before
    after.path[id: 1] = .timer(TimerScreen.State(isTimerRunning: true, secondsElapsed: 2))
    #expect(
      StateChanges.between(before, after, path: "$0") == [
        """
        $0.path[id: 1]?.modify(\\.timer) {
          $0.isTimerRunning = true
          $0.secondsElapsed = 2
        }
        """
      ])
  }

  @Test func aScreenThatBecameAnotherCaseIsWrittenWhole() {
    let before = Self.stack(.counter(CounterScreen.State()))
    var after = before
    after.path[id: 0] = .timer(TimerScreen.State())
    #expect(
      StateChanges.between(before, after, path: "$0") == [
        "$0.path[id: 0]? = .timer(TimerScreen.State(isTimerRunning: false, secondsElapsed: 0))"
      ])
  }

  @Test func pushesAndPopsAreWrittenByID() {
    let before = Self.stack(.counter(CounterScreen.State()), .counter(CounterScreen.State()))
    var after = before
    after.path.pop(from: 1)
    after.path.append(.timer(TimerScreen.State()))
    after.path[id: 0] = .counter(CounterScreen.State(count: 3))
    #expect(
      StateChanges.between(before, after, path: "$0") == [
        "$0.path[id: 1] = nil",
        "$0.path[id: 0]?.modify(\\.counter) { $0.count = 3 }",
        "$0.path[id: 2] = .timer(TimerScreen.State(isTimerRunning: false, secondsElapsed: 0))",
      ])
  }

  @Test func anEmptiedCollectionIsWrittenWhole() {
    let before = Self.stack(.counter(CounterScreen.State()))
    #expect(StateChanges.between(before, Stack(), path: "$0") == ["$0.path = []"])
  }

  @Test func presentedStateIsChangedInPlaceThroughItsCase() {
    let syncUp = SyncUp(
      id: SyncUp.ID(rawValue: UUID(0)), attendees: [Attendee(id: Attendee.ID(rawValue: UUID(1)))],
      title: "Design")
    let before = SyncUpDetail.State(
      destination: .edit(SyncUpForm.State(syncUp: syncUp)), syncUp: Shared(value: syncUp))
    var after = before
    after.destination?.modify(\.edit) { $0.syncUp.title = "Daily" }
    #expect(
      StateChanges.between(before, after, path: "$0") == [
        #"$0.destination?.modify(\.edit) { $0.syncUp.title = "Daily" }"#
      ])
    after.destination = nil
    #expect(StateChanges.between(before, after, path: "$0") == ["$0.destination = nil"])
  }
}
