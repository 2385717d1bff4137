import ComposableArchitecture

extension DependencyValues {
  /// Starts listening for screenshots: each element of the stream is one screenshot taken.
  public var screenshots: @Sendable () async -> AsyncStream<Void> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

/// The dependency key of `DependencyValues.screenshots`.
public enum ScreenshotsKey: DependencyKey {
  /// There is no screen to take a screenshot of here: the live value takes one every 2 seconds
  /// on the `continuousClock`, which in the shell is the virtual clock.
  public static var liveValue: @Sendable () async -> AsyncStream<Void> {
    Screenshots.every(.seconds(2))
  }

  /// Tests override it; reading it unset is a failure that says how.
  public static var testValue: @Sendable () async -> AsyncStream<Void> {
    {
      IssueReporting.report(
        """
        Unimplemented: @Dependency(\\.screenshots) was called.

        Override it in the test: let (screenshots, takeScreenshot) = AsyncStream.makeStream(of: \
        Void.self), then withDependencies: { $0.screenshots = { screenshots } }
        """,
        at: .here())
      return AsyncStream { $0.finish() }
    }
  }
}

/// Streams of screenshots for the `screenshots` dependency.
public enum Screenshots {
  /// A screenshot every `interval` on the `continuousClock` of whoever listens, for as long as
  /// they listen.
  ///
  /// - Parameter interval: The time between screenshots.
  /// - Returns: A value for `DependencyValues.screenshots`.
  public static func every(_ interval: Duration) -> @Sendable () async -> AsyncStream<Void> {
    {
      @Dependency(\.continuousClock) var clock
      let listenersClock = clock
      return AsyncStream {
        do {
          try await listenersClock.sleep(for: interval)
        } catch {
          return nil
        }
        return ()
      }
    }
  }

  /// No screenshot, ever: the stream stays open until its listener goes away.
  public static var never: @Sendable () async -> AsyncStream<Void> {
    {
      let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
      // The stream holds on to its continuation until it terminates, so that it stays open.
      continuation.onTermination = { _ in _ = continuation }
      return stream
    }
  }
}
