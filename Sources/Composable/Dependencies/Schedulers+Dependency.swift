import Dispatch
import Foundation

extension DependencyValues {
  /// A scheduler for the main queue, as TCA code sleeps on it:
  /// `try await mainQueue.sleep(for: .seconds(1))`.
  ///
  /// Live: the main dispatch queue, in real time. Test: an ``UnimplementedScheduler`` that
  /// reports a failure when slept on; a test that sleeps overrides it, usually with
  /// `DispatchQueue.test.eraseToAnyScheduler()` or `.immediate`.
  public var mainQueue: AnySchedulerOf<DispatchQueue> {
    get { self[MainQueueKey.self] }
    set { self[MainQueueKey.self] = newValue }
  }

  /// A scheduler for the main run loop.
  ///
  /// Live: the main run loop's dates, in real time. Test: an ``UnimplementedScheduler`` that
  /// reports a failure when slept on; a test that sleeps overrides it, usually with
  /// `RunLoop.test.eraseToAnyScheduler()` or `.immediate`.
  public var mainRunLoop: AnySchedulerOf<RunLoop> {
    get { self[MainRunLoopKey.self] }
    set { self[MainRunLoopKey.self] = newValue }
  }

  /// The test clock that the `mainQueue` dependency is a view on, when a test scheduler was set
  /// explicitly; reading it never reports a failure.
  var explicitMainQueueClock: TestClock? {
    explicitValue(for: MainQueueKey.self)?.testClock
  }
}

private enum MainQueueKey: DependencyKey {
  static var liveValue: AnySchedulerOf<DispatchQueue> { .main }
  static var testValue: AnySchedulerOf<DispatchQueue> {
    DispatchQueue.unimplemented(dependency: "mainQueue").eraseToAnyScheduler()
  }
}

private enum MainRunLoopKey: DependencyKey {
  static var liveValue: AnySchedulerOf<RunLoop> { .main }
  static var testValue: AnySchedulerOf<RunLoop> {
    RunLoop.unimplemented(dependency: "mainRunLoop").eraseToAnyScheduler()
  }
}
