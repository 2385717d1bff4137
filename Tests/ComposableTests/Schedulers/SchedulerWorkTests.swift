import Dispatch
import Testing

@testable import Composable

@Suite struct SchedulerWorkTests {
  @Test func aTestSchedulerRunsWorkWhenAdvancedInTheOrderItWasScheduled() {
    let scheduler = DispatchQueue.test
    var log: [String] = []
    scheduler.schedule(after: scheduler.now.advanced(by: 2)) { log.append("b at 2") }
    scheduler.schedule(after: scheduler.now.advanced(by: 1)) { log.append("a at 1") }
    scheduler.schedule { log.append("now") }
    #expect(log == [])
    scheduler.advance()
    #expect(log == ["now"])
    scheduler.advance(by: 2)
    #expect(log == ["now", "a at 1", "b at 2"])
  }

  @Test func repeatingWorkKeepsItsPlaceAmongWorkDueTogether() {
    let scheduler = DispatchQueue.test
    var log: [Int] = []
    let every1 = scheduler.schedule(after: scheduler.now, interval: 1) { log.append(1) }
    let every2 = scheduler.schedule(after: scheduler.now, interval: 2) { log.append(2) }
    scheduler.advance()
    scheduler.advance(by: 2)
    #expect(log == [1, 2, 1, 1, 2])
    every1.cancel()
    scheduler.advance(by: 2)
    #expect(log == [1, 2, 1, 1, 2, 2])
    every2.cancel()
  }

  @Test func receiveOnAndDelayDeliverOnTheTestSchedulersTime() async {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    var received: [String] = []
    let cancellable = subject.receive(on: scheduler).map { "on \($0)" }
      .merge(with: subject.delay(for: .seconds(1), scheduler: scheduler).map { "late \($0)" })
      .sink { received.append($0) }
    subject.send(1)
    #expect(received == [])
    await scheduler.advance()
    #expect(received == ["on 1"])
    await scheduler.advance(by: .seconds(1))
    #expect(received == ["on 1", "late 1"])
    _ = cancellable
  }

  @Test func anImmediateSchedulerRunsWorkAtOnceAndMovesItsTime() {
    let scheduler = DispatchQueue.immediate
    let start = scheduler.now
    var received: [Int] = []
    _ = Just(1).delay(for: 5, scheduler: scheduler).sink { received.append($0) }
    #expect(received == [1])
    var ran = false
    scheduler.schedule(after: scheduler.now.advanced(by: 5)) { ran = true }
    #expect(ran)
    // NB: The value moved the time by 5 seconds, the completion delayed after it by 5 more.
    #expect(start.distance(to: scheduler.now) == .seconds(15))
  }

  @Test func anErasedSchedulerRunsWorkOnTheOneItWraps() {
    let scheduler = DispatchQueue.test
    let erased = scheduler.eraseToAnyScheduler()
    var ran = false
    erased.schedule(after: erased.now.advanced(by: 1)) { ran = true }
    scheduler.advance(by: 1)
    #expect(ran)
  }
}
