import Composable
import Testing

/// A feature whose session effect stays in flight, on `Task.never()`, until it is cancelled.
private struct Session: Reducer {
  struct State: Equatable { var isActive = false }
  enum Action: Equatable { case start, stop }
  enum CancelID { case session }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.isActive = true
      return .run { _ in
        do {
          try await Task.never()
        } catch {
          #expect(error is CancellationError)
        }
      }
      .cancellable(id: CancelID.session)
    case .stop:
      state.isActive = false
      return .cancel(id: CancelID.session)
    }
  }
}

@Suite struct TaskNeverTests {
  @Test func suspendsUntilItsTaskIsCancelled() async {
    let reached = LockIsolated<[String]>([])
    let task = Task {
      reached.withValue { $0.append("waiting") }
      do {
        try await Task.never()
      } catch {
        reached.withValue { $0.append(error is CancellationError ? "cancelled" : "other") }
      }
    }
    while reached.value.isEmpty { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(50))
    #expect(reached.value == ["waiting"])
    task.cancel()
    await task.value
    #expect(reached.value == ["waiting", "cancelled"])
  }

  @Test func throwsAtOnceInATaskAlreadyCancelled() async {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      do {
        try await Task.never()
      } catch {
        return error is CancellationError
      }
    }
    #expect(await task.value)
  }

  @Test func endsWhenCancelledAtAnyMoment() async {
    // NB: Cancelling right after creating the task races with the continuation being stored;
    // every task must end either way.
    let ended = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        let task = Task {
          do { try await Task.never() } catch { ended.withValue { $0 += 1 } }
        }
        group.addTask {
          task.cancel()
          await task.value
        }
      }
    }
    #expect(ended.value == 200)
  }

  @Test func aTestStoreSeesItInFlightUntilTheEffectIsCancelled() async {
    let store = TestStore(initialState: Session.State()) { Session() }
    await store.send(.start) { $0.isActive = true }
    #expect(store.inFlightEffects.count == 1)
    await store.send(.stop) { $0.isActive = false }
    #expect(store.inFlightEffects.isEmpty)
  }
}
