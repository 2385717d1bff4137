import Composable
import Dispatch
import StoreREPL
import Synchronization

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
