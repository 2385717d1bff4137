import Dispatch
import Foundation
import Testing

@testable import Composable

@Suite struct SchedulerTimeTests {
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  static let strides: [(Stride, Int)] = {
    var strides: [(Stride, Int)] = []
    strides.append((.seconds(2), 2_000_000_000))
    strides.append((.seconds(0.25), 250_000_000))
    strides.append((.milliseconds(300), 300_000_000))
    strides.append((.microseconds(7), 7_000))
    strides.append((.nanoseconds(5), 5))
    strides.append((1, 1_000_000_000))
    strides.append((0.5, 500_000_000))
    strides.append((-1, -1_000_000_000))
    strides.append((Stride(.milliseconds(40)), 40_000_000))
    strides.append((Stride(.never), Int.max))
    strides.append((.milliseconds(300) * 2, 600_000_000))
    let sum: Stride = .seconds(1) + .milliseconds(1)
    strides.append((sum - .microseconds(1), 1_000_999_000))
    strides.append((-Stride.seconds(3), -3_000_000_000))
    return strides
  }()

  @Test(arguments: strides)
  func aDispatchQueueStrideCountsNanoseconds(stride: Stride, nanoseconds: Int) {
    #expect(stride.magnitude == nanoseconds)
  }

  @Test func aDispatchQueueStrideIsADuration() {
    #expect(Stride.milliseconds(1_500).duration == .milliseconds(1_500))
    #expect(Stride(duration: .seconds(2.5)) == .milliseconds(2_500))
    #expect(Stride(exactly: 3) == .seconds(3))
    #expect(Stride.seconds(1) < 1.5)
    #expect(Stride.milliseconds(250).description == "0.25 seconds")
  }

  @Test func aDispatchQueueTimeIsAnUptime() {
    let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
    let later = start.advanced(by: .microseconds(2))
    #expect(later.dispatchTime.uptimeNanoseconds == 3_000)
    #expect(start.distance(to: later) == .microseconds(2))
    #expect(later.distance(to: start) == .microseconds(-2))
    #expect(start < later)
    #expect(start.advanced(by: .seconds(-1)).dispatchTime.uptimeNanoseconds == 0)
    #expect(Set([start, later, start.advanced(by: .nanoseconds(2_000))]).count == 2)
  }

  @Test func dispatchQueueOptionsKeepTheirFlags() {
    var options = DispatchQueue.SchedulerOptions(qos: .userInitiated, flags: .barrier)
    #expect(options.flags == .barrier)
    options.flags = [.barrier, .detached]
    #expect(options.flags == [.barrier, .detached])
    #expect(options.qos == .userInitiated)
  }

  @Test func aRunLoopTimeIsADate() {
    let start = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 10))
    let later = start.advanced(by: .milliseconds(1_500))
    #expect(later.date == Date(timeIntervalSince1970: 11.5))
    #expect(start.distance(to: later) == 1.5)
    #expect(start.distance(to: later).timeInterval == 1.5)
    #expect(RunLoop.SchedulerTimeType.Stride.seconds(2) * 3 == 6)
    #expect(RunLoop.test.now == RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }

  @Test func erasingAnErasedSchedulerKeepsWhatItWraps() async {
    let mainQueue = DispatchQueue.test
    let erased = mainQueue.eraseToAnyScheduler().eraseToAnyScheduler()
    #expect(erased.testClock === mainQueue.clock)
    #expect(erased.isVirtualTime)
    await mainQueue.advance(by: 2)
    #expect(erased.now == mainQueue.now)
  }

  @Test func aSchedulerMadeOfFunctionsSleepsWithThem() async throws {
    let sleeps = LockIsolated<[Stride]>([])
    let scheduler = AnySchedulerOf<DispatchQueue>(
      minimumTolerance: { .nanoseconds(10) },
      now: { DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 100)) },
      sleep: { deadline, tolerance, _ in
        sleeps.withValue {
          $0 += [.nanoseconds(Int(deadline.dispatchTime.uptimeNanoseconds)), tolerance]
        }
      })
    try await scheduler.sleep(for: .nanoseconds(50), tolerance: .nanoseconds(5))
    #expect(sleeps.value == [.nanoseconds(150), .nanoseconds(5)])
    #expect(scheduler.minimumTolerance == .nanoseconds(10))
    #expect(scheduler.measure {} == .zero)
    #expect(!scheduler.isVirtualTime)
  }
}
