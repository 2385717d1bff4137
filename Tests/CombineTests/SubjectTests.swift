import Combine
import Testing

@Suite struct SubjectTests {
  @Test func aPassthroughSubjectSendsToThoseSubscribedAtTheTime() {
    let subject = PassthroughSubject<Int, Never>()
    let early = Recorder<Int, Never>()
    let late = Recorder<Int, Never>()
    let first = subject.sink(receiveCompletion: early.end, receiveValue: early.value)
    subject.send(1)
    let second = subject.sink(receiveCompletion: late.end, receiveValue: late.value)
    subject.send(2)
    subject.send(completion: .finished)
    subject.send(3)
    #expect(early.events == ["1", "2", "finished"])
    #expect(late.events == ["2", "finished"])
    _ = (first, second)
  }

  @Test func aSubscriberAfterTheEndGetsTheEndAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(completion: .finished)
    let recorder = Recorder<Int, Never>()
    let cancellable = subject.sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    #expect(recorder.events == ["finished"])
    _ = cancellable
  }

  @Test func aCurrentValueSubjectSendsItsValueFirstAndEachNewOne() {
    let subject = CurrentValueSubject<String, Never>("a")
    let recorder = Recorder<String, Never>()
    let cancellable = subject.sink(receiveValue: recorder.value)
    subject.value = "b"
    subject.send("c")
    #expect(recorder.events == ["a", "b", "c"])
    #expect(subject.value == "c")
    _ = cancellable
  }

  @Test func aCancelledSubscriptionGetsNothingMore() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    let cancellable = subject.sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    subject.send(completion: .finished)
    #expect(recorder.events == ["1"])
  }

  @Test func releasingTheCancellableCancels() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    var cancellables: Set<AnyCancellable> = []
    subject.sink(receiveValue: recorder.value).store(in: &cancellables)
    subject.send(1)
    cancellables.removeAll()
    subject.send(2)
    #expect(recorder.events == ["1"])
  }

  @Test func aSubjectCanFail() {
    struct Failure: Error, Equatable {}
    let subject = PassthroughSubject<Void, Failure>()
    let recorder = Recorder<Void, Failure>()
    let cancellable = subject.sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    subject.send()
    subject.send(completion: .failure(Failure()))
    #expect(recorder.events == ["()", "failure(Failure())"])
    _ = cancellable
  }

  @Test func aSubscriberGetsNoMoreThanItAskedFor() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = CountingSubscriber(initial: .max(2))
    // NB: A subscription neither finished nor cancelled holds its subscriber, which holds it.
    defer { subscriber.subscription?.cancel() }
    subject.subscribe(subscriber)
    for value in 1...4 { subject.send(value) }
    #expect(subscriber.values == [1, 2])
    subscriber.subscription?.request(.max(1))
    subject.send(5)
    #expect(subscriber.values == [1, 2, 5])
  }
}
