import Composable
import Dispatch
import Synchronization
import Testing

@testable import StoreREPL

extension Misbehaving {
  /// Work outside the virtual clock that ends, for `wait`. (Here rather than in `features`, so
  /// that the lines the tests quote of the features above stay where they are.)
  static let realWork = REPLFeature(
    "RealWork", summary: "an effect that works for a few milliseconds of real time",
    initialState: RealWork.State(), reducer: { RealWork() })
}

/// `.start` returns an effect that waits 5 ms of real time, outside the virtual clock, and
/// feeds back how many times such work was started in this process.
struct RealWork: Reducer, Sendable {
  static let runs = Atomic<Int>(0)
  /// How many runs have waited their 5 ms.
  static let finished = Atomic<Int>(0)

  struct State: Equatable, Sendable {
    var result: Int?
  }

  enum Action: Sendable {
    case start
    case done(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          let run = Self.runs.add(1, ordering: .relaxed).newValue
          // NB: On a thread of Dispatch's own, not the concurrency pool, which the tests running
          // beside this one may keep busy for seconds.
          await withCheckedContinuation { continuation in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) {
              Self.finished.add(1, ordering: .relaxed)
              continuation.resume()
            }
          }
          await send(.done(run))
        }
      case let .done(run):
        state.result = run
        return .none
      }
    }
  }
}

extension Hardening {
  /// `wait` on work outside the virtual clock. Serialized: the tests count the runs of the work.
  @Suite(.serialized, .timeLimit(.hang)) struct RealWorkTests {
    @Test func waitRunsWhatRealWorkFeedsBackAndTimeTravelSaysWhenItDiffers() async {
      let shell = Shell(
        features: [Misbehaving.realWork], reader: ScriptedLineReader(lines: []), write: { _ in })
      #expect(shell.load("RealWork", quietly: true))
      _ = await shell.outcome("send .start")
      let first = RealWork.runs.load(ordering: .relaxed)
      #expect(
        await shell.outcome("wait 5s")
          == .ok(
            """
              0.000s  received .done(\(first)) from #1
            − RealWork.State(result: nil)
            + RealWork.State(result: \(first))
              finished #1
            """))
      #expect(
        await shell.outcome("undo 2")
          == .ok(
            """
              at step 0 of 2, 0.000s; 'goto 2' comes back, a new step drops the 2 after this one
            − RealWork.State(result: \(first))
            + RealWork.State(result: nil)
            """))
      // NB: The replay starts the work again, which counts another run: what it feeds back is
      // not what the log recorded.
      #expect(
        await shell.outcome("goto 2")
          == .ok(
            """
              at step 2 of 2, 0.000s
            − RealWork.State(result: nil)
            + RealWork.State(result: \(first + 1))
              step 2 'wait 5s' reduced .done(\(first + 1)) this time, .done(\(first)) when it was made: effects outside the virtual clock run on real time
            """))
      #expect(
        await shell.outcome("state")
          == .ok("  RealWork.State(result: \(first + 1))"))
    }

    @Test func waitShowsWhatWorkThatEndedBeforeItFedBack() async {
      let shell = Shell(
        features: [Misbehaving.realWork], reader: ScriptedLineReader(lines: []), write: { _ in })
      #expect(shell.load("RealWork", quietly: true))
      _ = await shell.outcome("send .start")
      let run = RealWork.runs.load(ordering: .relaxed)
      // NB: The work ends on its own thread meanwhile; what it fed back waits for a command.
      while RealWork.finished.load(ordering: .relaxed) < run { await Task.yield() }
      #expect(
        await shell.outcome("wait")
          == .ok(
            """
              0.000s  received .done(\(run)) from #1
            − RealWork.State(result: nil)
            + RealWork.State(result: \(run))
              finished #1
            """))
    }
  }
}
