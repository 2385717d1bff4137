import Combine
import Testing

@Suite struct PublisherTests {
  @Test func justSendsItsValueThenFinishes() {
    let recorder = Recorder<Int, Never>()
    _ = Just(7).sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    #expect(recorder.events == ["7", "finished"])
  }

  @Test func emptyFinishesAtOnceOrNever() {
    let now = Recorder<Int, Never>()
    let never = Recorder<Int, Never>()
    _ = Empty<Int, Never>().sink(receiveCompletion: now.end, receiveValue: now.value)
    _ = Empty<Int, Never>(completeImmediately: false)
      .sink(receiveCompletion: never.end, receiveValue: never.value)
    #expect(now.events == ["finished"])
    #expect(never.events == [])
  }

  @Test func failEndsWithItsError() {
    struct Failure: Error {}
    let recorder = Recorder<Int, Failure>()
    _ = Fail<Int, Failure>(error: Failure())
      .sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    #expect(recorder.events == ["failure(Failure())"])
  }

  @Test func deferredMakesItsPublisherForEachSubscriber() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    let recorder = Recorder<Int, Never>()
    _ = deferred.sink(receiveValue: recorder.value)
    _ = deferred.sink(receiveValue: recorder.value)
    #expect(recorder.events == ["1", "2"])
  }

  @Test func aFutureRunsItsWorkOnceAndGivesEverySubscriberTheResult() {
    var promise: Future<String, Never>.Promise?
    var runs = 0
    let future = Future<String, Never> { fulfil in
      runs += 1
      promise = fulfil
    }
    let early = Recorder<String, Never>()
    let first = future.sink(receiveCompletion: early.end, receiveValue: early.value)
    promise?(.success("done"))
    let late = Recorder<String, Never>()
    let second = future.sink(receiveCompletion: late.end, receiveValue: late.value)
    #expect(runs == 1)
    #expect(early.events == ["done", "finished"])
    #expect(late.events == ["done", "finished"])
    _ = (first, second)
  }

  @Test func aSequencePublisherDeliversAsManyAsAskedFor() {
    let subscriber = CountingSubscriber(initial: .max(2))
    (1...5).publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    subscriber.subscription?.request(.unlimited)
    #expect(subscriber.values == [1, 2, 3, 4, 5])
    #expect(subscriber.completions == 1)
  }

  @Test func anyPublisherPassesEverythingOn() {
    let recorder = Recorder<Int, Never>()
    _ = [1, 2].publisher.eraseToAnyPublisher()
      .sink(receiveCompletion: recorder.end, receiveValue: recorder.value)
    #expect(recorder.events == ["1", "2", "finished"])
  }

  @Test func assignWritesEachValueToTheObject() {
    final class Model {
      var count = 0
    }
    let model = Model()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.assign(to: \.count, on: model)
    subject.send(3)
    #expect(model.count == 3)
    cancellable.cancel()
    subject.send(4)
    #expect(model.count == 3)
  }

  @Test func valuesIsAnAsyncSequenceOfThePublishersValues() async {
    var collected: [Int] = []
    for await value in [1, 2, 3].publisher.values {
      collected.append(value)
    }
    #expect(collected == [1, 2, 3])
  }

  @Test func valuesOfAFailingPublisherThrowsItsError() async {
    struct Failure: Error, Equatable {}
    let publisher = [1].publisher.setFailureType(to: Failure.self)
      .append(Fail(error: Failure()))
    var collected: [Int] = []
    await #expect(throws: Failure()) {
      for try await value in publisher.values { collected.append(value) }
    }
    #expect(collected == [1])
  }
}
