import ComposableArchitecture

/// Counts the screenshots taken while the screen is shown.
///
/// TCA's long-living effects case study (`LongLivingEffects`). It teaches an effect that lives as
/// long as its screen: `task` starts one `.run` effect that loops over the `screenshots` stream
/// and sends `userDidTakeScreenshotNotification` for each screenshot, for as long as the stream
/// goes on. In TCA the view's `.task` cancels it when the screen goes away; here `onDisappear`
/// says so, returning `.cancel(id: CancelID.screenshots)`, and a test may also cancel the task
/// that `send(.task)` returned.
///
/// The shell cannot take a screenshot, so its scenarios feed the stream from the virtual clock:
/// by default a screenshot every 2 seconds, so `advance 2s` delivers one.
@Reducer
public struct LongLiving: Sendable {
  /// The screen's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The screenshots taken while the screen was shown.
    public var screenshotCount = 0

    /// Creates the state.
    public init(screenshotCount: Int = 0) {
      self.screenshotCount = screenshotCount
    }
  }

  /// The screen's actions.
  public enum Action: Equatable, Sendable {
    /// The screen went away.
    case onDisappear
    /// The screen appeared: start listening.
    case task
    /// A screenshot was taken.
    case userDidTakeScreenshotNotification
  }

  @Dependency(\.screenshots) var screenshots

  /// The cancellation ids of the feature's effects.
  public enum CancelID: Sendable { case screenshots }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onDisappear:
        return .cancel(id: CancelID.screenshots)

      case .task:
        // When the screen appears, start the effect that sends an action for every screenshot.
        return .run { send in
          for await _ in await self.screenshots() {
            await send(.userDidTakeScreenshotNotification)
          }
        }
        .cancellable(id: CancelID.screenshots)

      case .userDidTakeScreenshotNotification:
        state.screenshotCount += 1
        return .none
      }
    }
  }
}
