import Composable
import Foundation
import TestHelpers
import Testing

@testable import Composable

/// A timer on the `continuousClock` dependency, whose ticks the state keeps.
private struct TimerFeature: Reducer {
  struct State: Equatable {
    var ticks: [ContinuousClock.Instant] = []
  }

  enum Action: Equatable {
    case startButtonTapped
    case stopButtonTapped
    case tick(ContinuousClock.Instant)
  }

  enum CancelID { case timer }

  static let interval = Duration.milliseconds(20)

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startButtonTapped:
      return .run { send in
        for await tick in clock.timer(interval: Self.interval) {
          await send(.tick(tick as! ContinuousClock.Instant))
        }
      }
      .cancellable(id: CancelID.timer)
    case .stopButtonTapped:
      return .cancel(id: CancelID.timer)
    case let .tick(instant):
      state.ticks.append(instant)
      return .none
    }
  }
}

/// `clock.timer(interval:)` on a real clock ticks at `start + k·interval`: in a live store as
/// time passes, and in a test store, which runs effects only when the test steps, once for every
/// interval that passed while the test waited.
@Suite struct ClockTimerTests {
  /// Whether the ticks are at least an interval apart.
  private static func areSpaced(_ ticks: [ContinuousClock.Instant]) -> Bool {
    zip(ticks, ticks.dropFirst()).allSatisfy { $0.duration(to: $1) >= TimerFeature.interval }
  }

  @Test func aRealTimerTicksEveryIntervalInALiveStore() async throws {
    let store = Store(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    store.send(.startButtonTapped)
    // NB: A generous bound: on a loaded machine the ticks come late, never early.
    let start = ContinuousClock.now
    while store.state.ticks.count < 3, ContinuousClock.now - start < .seconds(600) {
      try await Task.sleep(for: .milliseconds(5))
    }
    store.send(.stopButtonTapped)
    let ticks = store.state.ticks
    #expect(ticks.count >= 3)
    #expect(Self.areSpaced(ticks))
  }

  @Test func aRealTimerInATestStoreTicksForEveryIntervalTheTestWaited() async throws {
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    store.exhaustivity = .off
    await store.send(.startButtonTapped)
    // NB: The test waits in real time, as TCA's VoiceMemos test does: ticks due meanwhile come
    // at the next step, one for each interval, in order.
    try await Task.sleep(for: TimerFeature.interval * 6)
    await store.skipReceivedActions()
    await store.send(.stopButtonTapped)
    let ticks = store.state.ticks
    #expect(ticks.count >= 3)
    #expect(Self.areSpaced(ticks))
  }
}

/// A player after TCA's VoiceMemos: playing runs a timer beside real work (the audio), and the
/// work's end stops the timer.
private struct Player: Reducer {
  struct State: Equatable {
    var log: [Event] = []
  }

  enum Event: Equatable {
    case tick(ContinuousClock.Instant)
    case finished(due: ContinuousClock.Instant)
  }

  enum Action: Equatable {
    case playButtonTapped
    case tick(ContinuousClock.Instant)
    case finished(due: ContinuousClock.Instant)
  }

  enum CancelID { case play }

  static let interval = Duration.milliseconds(20)
  static let length = Duration.milliseconds(110)

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .playButtonTapped:
      return .run { send in
        async let played: Void = {
          let due = ContinuousClock.now.advanced(by: Self.length)
          try? await Task.sleep(until: due, clock: .continuous)
          await send(.finished(due: due))
        }()
        for await tick in clock.timer(interval: Self.interval) {
          await send(.tick(tick as! ContinuousClock.Instant))
        }
        await played
      }
      .cancellable(id: CancelID.play)
    case let .tick(instant):
      state.log.append(.tick(instant))
      return .none
    case let .finished(due):
      state.log.append(.finished(due: due))
      return .cancel(id: CancelID.play)
    }
  }
}

@Suite struct ClockTimerOrderTests {
  @Test func lateTicksComeInOrderWithWorkThatEndedMeanwhile() async throws {
    let store = TestStore(initialState: Player.State()) {
      Player()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    store.exhaustivity = .off
    await store.send(.playButtonTapped)
    try await Task.sleep(for: Player.length * 3)
    await store.skipReceivedActions()
    let log = store.state.log
    let ticks = log.compactMap { if case let .tick(instant) = $0 { instant } else { nil } }
    guard case let .finished(due) = log.last else {
      Issue.record("The work's end is not last: \(log)")
      return
    }
    // NB: Every tick due before the work ended came before it, one an interval; none after.
    #expect(ticks.count >= 3)
    #expect(ticks.last.map { $0.advanced(by: Player.interval) >= due } == true)
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.duration(to: $1) >= Player.interval })
    #expect(store.inFlightEffects.isEmpty)
  }
}
