import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct LongLivingTests {
  @Test
  func basics() async {
    let (screenshots, takeScreenshot) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: LongLiving.State()) {
      LongLiving()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }

    let task = await store.send(.task)

    // Simulate a screenshot being taken.
    takeScreenshot.yield()

    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }

    // Simulate the screen going away.
    await task.cancel()

    // Simulate a screenshot being taken to show that no effect runs any more.
    takeScreenshot.yield()
  }

  @Test
  func onDisappearStopsListening() async {
    let (screenshots, takeScreenshot) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: LongLiving.State()) {
      LongLiving()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }

    await store.send(.task)
    takeScreenshot.yield()
    takeScreenshot.yield()
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 2
    }
    await store.send(.onDisappear)
    takeScreenshot.yield()
    #expect(store.receivedActions.isEmpty)
  }

  @Test
  func screenshotsEveryTwoSecondsOnTheClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: LongLiving.State()) {
      LongLiving()
    } withDependencies: {
      $0.continuousClock = clock
      $0.screenshots = Screenshots.every(.seconds(2))
    }

    await store.send(.task)
    await clock.advance(by: .seconds(1))
    #expect(store.receivedActions.isEmpty)
    await clock.advance(by: .seconds(1))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }
    await clock.advance(by: .seconds(4))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 2
    }
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 3
    }
    await store.send(.onDisappear)
    await clock.run()
  }

  @Test
  func neverEndsOnlyWhenCancelled() async {
    let store = TestStore(initialState: LongLiving.State()) {
      LongLiving()
    } withDependencies: {
      $0.screenshots = Screenshots.never
    }

    await store.send(.task)
    #expect(store.inFlightEffects.map(\.wait) == [.outside])
    await store.send(.onDisappear)
    #expect(store.inFlightEffects.isEmpty)
  }
}
