import Composable
import Testing

@Suite struct AsyncStreamExtrasTests {
  @Test func aFinishedStreamEndsAtOnce() async {
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    #expect(count == 0)
  }

  @Test func aFinishedThrowingStreamThrowsItsError() async {
    struct Failure: Error, Equatable {}
    await #expect(throws: Failure.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
    }
    var count = 0
    do {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
    } catch {
      Issue.record("A stream finished without an error threw \(error)")
    }
    #expect(count == 0)
  }

  @Test func aNeverStreamEndsWhenItsTaskIsCancelled() async {
    let task = Task {
      for await _ in AsyncStream<Int>.never {}
      return Task.isCancelled
    }
    task.cancel()
    #expect(await task.value)
  }

  @Test func makeStreamFeedsTheStreamFromItsContinuation() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    var values: [Int] = []
    for await value in stream { values.append(value) }
    #expect(values == [1, 2])
  }

  @Test func erasesASequenceToAStream() async {
    let numbers = [1, 2, 3].async
    var values: [Int] = []
    for await value in numbers.eraseToStream() { values.append(value) }
    #expect(values == [1, 2, 3])
    values = []
    for await value in AsyncStream(numbers) { values.append(value) }
    #expect(values == [1, 2, 3])
  }

  @Test func erasesASequenceToAThrowingStream() async throws {
    var values: [Int] = []
    for try await value in [4, 5].async.eraseToThrowingStream() { values.append(value) }
    #expect(values == [4, 5])
  }

  @Test func aThrowingStreamRethrowsTheSequencesError() async {
    struct Failure: Error {}
    func failing() -> AsyncThrowingStream<Int, any Error> {
      AsyncThrowingStream { continuation in
        continuation.yield(1)
        continuation.finish(throwing: Failure())
      }
    }
    var values: [Int] = []
    await #expect(throws: Failure.self) {
      for try await value in AsyncThrowingStream(failing()) { values.append(value) }
    }
    #expect(values == [1])
    values = []
    for await value in AsyncStream(failing()) { values.append(value) }
    #expect(values == [1])
  }

  @Test func aDependencyStreamEndsTheEffectThatIteratesIt() async {
    let store = TestStore(initialState: Screenshots.State()) {
      Screenshots()
    } withDependencies: {
      $0[ScreenshotsKey.self] = { .finished }
    }
    await store.send(.task)
  }
}

/// The elements of an array, one at a time, as an async sequence.
private struct ArraySequence<Element: Sendable>: AsyncSequence, Sendable {
  let elements: [Element]

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<Element>
    mutating func next() async -> Element? { remaining.popFirst() }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: elements[...]) }
}

extension Array where Element: Sendable {
  fileprivate var async: ArraySequence<Element> { ArraySequence(elements: self) }
}

private enum ScreenshotsKey: DependencyKey {
  static let liveValue: @Sendable () async -> AsyncStream<Void> = { .never }
}

private struct Screenshots: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case task, screenshotTaken }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      return .run { send in
        @Dependency(ScreenshotsKey.self) var screenshots
        for await _ in await screenshots() { await send(.screenshotTaken) }
      }
    case .screenshotTaken:
      state.count += 1
      return .none
    }
  }
}
