import Composable
import StoreREPL
import Synchronization

/// Features whose effects misbehave on purpose, for the hardening tests: each shows one way an
/// effect can go wrong in front of a class, and the shell must survive it.
enum Misbehaving {
  /// The misbehaving features, registered as a user's package would register its own.
  static let features: [REPLFeature] = [
    REPLFeature(
      "Runaway", summary: "an effect that sends forever without suspending",
      initialState: Runaway.State(), reducer: { Runaway() }),
    REPLFeature(
      "Throwing", summary: "an effect that throws an error nobody handles",
      initialState: Throwing.State(), reducer: { Throwing() }),
    REPLFeature(
      "OutsideTheClock", summary: "an effect that sleeps for real, outside the virtual clock",
      initialState: OutsideTheClock.State(), reducer: { OutsideTheClock() }),
    REPLFeature(
      "Stubborn", summary: "an effect that ignores cancellation",
      initialState: Stubborn.State(), reducer: { Stubborn() }),
    REPLFeature(
      "PressesCtrlC", summary: "a timer whose fifth tick presses Ctrl-C",
      initialState: PressesCtrlC.State(), reducer: { PressesCtrlC() }),
    REPLFeature(
      "DismissesItself", summary: "a screen that dismisses itself, loaded with no parent",
      initialState: DismissesItself.State(), reducer: { DismissesItself() }),
  ]
}

/// `.start` returns an effect that sends `.tick` in a loop that never suspends on a clock.
struct Runaway: Reducer, Sendable {
  struct State: Equatable, Sendable {
    var ticks = 0
  }

  enum Action: Sendable {
    case start
    case tick
    case poke
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          while true { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .poke:
        return .none
      }
    }
  }
}

/// `.start` returns an effect that throws without a `catch:` handler.
struct Throwing: Reducer, Sendable {
  struct State: Equatable, Sendable {
    var count = 0
  }

  enum Action: Sendable {
    case start
    case increment
  }

  struct Failure: Error, Equatable {
    var code: Int
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { _ in throw Failure(code: 42) }
      case .increment:
        state.count += 1
        return .none
      }
    }
  }
}

/// `.start` returns an effect that sleeps an hour of real time, which the virtual clock never
/// sees; `.startAfterASecond`, one that first sleeps a second on the clock; `.startBriefly`, one
/// that sleeps some milliseconds of real time.
struct OutsideTheClock: Reducer, Sendable {
  struct State: Equatable, Sendable {
    var isWaiting = false
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case startAfterASecond
    case startBriefly(milliseconds: Int)
    case done
    case increment
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        state.isWaiting = true
        return .run { send in
          try await Task.sleep(for: .seconds(3600))
          await send(.done)
        }
      case let .startBriefly(milliseconds):
        state.isWaiting = true
        return .run { send in
          try await Task.sleep(for: .milliseconds(milliseconds))
          await send(.done)
        }
      case .startAfterASecond:
        state.isWaiting = true
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          try await Task.sleep(for: .seconds(3600))
          await send(.done)
        }
      case .done:
        state.isWaiting = false
        return .none
      case .increment:
        state.count += 1
        return .none
      }
    }
  }
}

/// `.start` returns a cancellable effect that waits on a gate that takes no notice of
/// cancellation; `Stubborn.gate.open()` lets it go on.
struct Stubborn: Reducer, Sendable {
  struct State: Equatable, Sendable {
    var finished = 0
    var count = 0
  }

  enum Action: Sendable {
    case start
    case finished
    case increment
  }

  enum CancelID: Sendable { case stubborn }

  /// What the stubborn effects wait on.
  static let gate = Gate()

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          await Stubborn.gate.wait()
          await send(.finished)
        }
        .cancellable(id: CancelID.stubborn)
      case .finished:
        state.finished += 1
        return .none
      case .increment:
        state.count += 1
        return .none
      }
    }
  }
}

/// Continuations that wait, without any cancellation handler, until `open()`.
final class Gate: Sendable {
  private let waiters = Mutex<[UnsafeContinuation<Void, Never>]>([])

  /// Suspends until `open()`; cancelling the task changes nothing.
  func wait() async {
    await withUnsafeContinuation { continuation in
      waiters.withLock { $0.append(continuation) }
    }
  }

  /// How many are waiting.
  var count: Int { waiters.withLock(\.count) }

  /// Resumes every waiter.
  func open() {
    let resumed = waiters.withLock { waiters in
      defer { waiters.removeAll() }
      return waiters
    }
    for waiter in resumed { waiter.resume() }
  }
}

/// `.start` starts a timer ticking every second; on its fifth tick it raises
/// `PressesCtrlC.interrupts`, as Ctrl-C would while `advance all` runs.
struct PressesCtrlC: Reducer, Sendable {
  struct State: Equatable, Sendable {
    var ticks = 0
  }

  enum Action: Sendable {
    case start
    case tick
  }

  /// The flag the fifth tick raises; a test binds it as `InterruptFlag.current`.
  static let interrupts = InterruptFlag()

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for tick in 1... {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
            if tick == 5 { PressesCtrlC.interrupts.raise() }
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// `.closeButtonTapped` dismisses the feature with `@Dependency(\.dismiss)`, while nothing
/// presents it: the feature loaded on its own, at the root of the session's store.
struct DismissesItself: Reducer, Sendable {
  struct State: Equatable, Sendable {
    var taps = 0
  }

  enum Action: Equatable, Sendable {
    case closeButtonTapped
    case tapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .tapped:
        state.taps += 1
        return .none
      }
    }
  }
}
