import Combine
import Testing

@Suite struct OperatorTests {
  @Test func mapCompactMapAndFilterTransformAndDrop() {
    let recorder = Recorder<String, Never>()
    _ = [1, 2, 3, 4, 5, 6].publisher
      .filter { $0 != 3 }
      .compactMap { value -> Int? in value.isMultiple(of: 2) ? value : nil }
      .map { "#" + String($0) }
      .sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    #expect(recorder.events == ["#2", "#4", "#6", "finished"])
  }

  @Test func droppedValuesDoNotCountAgainstTheDemand() {
    let subscriber = CountingSubscriber(initial: .max(2))
    // NB: A subscription neither finished nor cancelled holds its subscriber, which holds it.
    defer { subscriber.subscription?.cancel() }
    (1...10).publisher.filter { $0.isMultiple(of: 3) }.subscribe(subscriber)
    #expect(subscriber.values == [3, 6])
  }

  @Test func removeDuplicatesDropsARepeatOfTheValueBefore() {
    let recorder = Recorder<Int, Never>()
    _ = [1, 1, 2, 2, 1, 3, 3].publisher.removeDuplicates()
      .sink(receiveValue: recorder.value)
    #expect(recorder.events == ["1", "2", "1", "3"])
  }

  @Test func dropFirstFirstAndCollect() {
    let dropped = Recorder<Int, Never>()
    let first = Recorder<Int, Never>()
    let collected = Recorder<[Int], Never>()
    _ = [1, 2, 3].publisher.dropFirst().sink(receiveValue: dropped.value)
    _ = [1, 2, 3].publisher.first().sink(receiveCompletion: first.end, receiveValue: first.value)
    _ = [1, 2, 3].publisher.collect()
      .sink(receiveCompletion: collected.end, receiveValue: collected.value)
    #expect(dropped.events == ["2", "3"])
    #expect(first.events == ["1", "finished"])
    #expect(collected.events == ["[1, 2, 3]", "finished"])
  }

  @Test func firstCancelsItsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    var cancelled = false
    let recorder = Recorder<Int, Never>()
    let cancellable = subject.handleEvents(receiveCancel: { cancelled = true }).first()
      .sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    subject.send(1)
    subject.send(2)
    #expect(recorder.events == ["1", "finished"])
    #expect(cancelled)
    _ = cancellable
  }

  @Test func prependAndAppendConcatenateInOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    let cancellable = subject.prepend(0).append(9)
      .sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    subject.send(1)
    subject.send(completion: .finished)
    #expect(recorder.events == ["0", "1", "9", "finished"])
    _ = cancellable
  }

  @Test func mergeInterleavesAndFinishesWhenBothHave() {
    let left = PassthroughSubject<String, Never>()
    let right = PassthroughSubject<String, Never>()
    let recorder = Recorder<String, Never>()
    let cancellable = left.merge(with: right)
      .sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    left.send("l1")
    right.send("r1")
    left.send(completion: .finished)
    right.send("r2")
    right.send(completion: .finished)
    #expect(recorder.events == ["l1", "r1", "r2", "finished"])
    _ = cancellable
  }

  @Test func handleEventsSeesEachStepOfASubscription() {
    var events: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.handleEvents(
      receiveSubscription: { _ in events.append("subscription") },
      receiveOutput: { events.append("output \($0)") },
      receiveCompletion: { _ in events.append("completion") },
      receiveCancel: { events.append("cancel") },
      receiveRequest: { events.append("request \($0)") }
    )
    .sink { _ in }
    subject.send(1)
    cancellable.cancel()
    #expect(events == ["subscription", "request unlimited", "output 1", "cancel"])
  }

  @Test func mapErrorTransformsTheFailure() {
    struct Inner: Error {}
    struct Outer: Error {}
    let recorder = Recorder<Int, Outer>()
    _ = Fail<Int, Inner>(error: Inner()).mapError { _ in Outer() }
      .sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    #expect(recorder.events == ["failure(Outer())"])
  }
}
