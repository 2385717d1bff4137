import ComposableArchitecture

/// Two tabs that share a count kept in app storage: the counter tab changes it, the profile tab
/// shows it and resets it.
///
/// TCA's user-defaults shared-state case study, without SwiftUI. Each tab declares
/// `@Shared(.appStorage("count")) var count = 0` on its own; both get one value, saved after
/// every change in the app's storage (in memory in a test store), and read from it the next
/// time the program starts.
@Reducer
public struct SharedStateAppStorage: Sendable {
  /// The case study's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The tab showing.
    public var currentTab: SharedStateTab
    /// The counter tab.
    public var counter: CounterTab.State
    /// The profile tab.
    public var profile: ProfileTab.State

    /// Creates the state.
    public init(
      currentTab: SharedStateTab = .counter, counter: CounterTab.State = .init(),
      profile: ProfileTab.State = .init()
    ) {
      self.currentTab = currentTab
      self.counter = counter
      self.profile = profile
    }
  }

  /// What the case study can do.
  public enum Action: Equatable, Sendable {
    /// The counter tab's actions.
    case counter(CounterTab.Action)
    /// The profile tab's actions.
    case profile(ProfileTab.Action)
    /// A tab was picked.
    case selectTab(SharedStateTab)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { CounterTab() }
    Scope(state: \.profile, action: \.profile) { ProfileTab() }
    Reduce { state, action in
      guard case let .selectTab(tab) = action else { return .none }
      state.currentTab = tab
      return .none
    }
  }
}

extension SharedStateAppStorage {
  /// The tab that changes the count, and says whether it is prime.
  @Reducer
  public struct CounterTab: Sendable {
    /// The tab's state.
    @ObservableState
    public struct State: Equatable, Sendable {
      /// The primality alert, while it shows.
      @Presents public var alert: AlertState<PrimeAlert>?
      /// The count, in app storage.
      @Shared(.appStorage("count")) public var count = 0

      /// Creates the state.
      public init(alert: AlertState<PrimeAlert>? = nil) {
        self.alert = alert
      }
    }

    /// What the tab can do.
    public enum Action: Equatable, Sendable {
      /// The primality alert's dismissal.
      case alert(PresentationAction<PrimeAlert>)
      /// The minus button was tapped.
      case decrementButtonTapped
      /// The plus button was tapped.
      case incrementButtonTapped
      /// The "Is this prime?" button was tapped.
      case isPrimeButtonTapped
    }

    /// Creates the reducer.
    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert:
          return .none
        case .decrementButtonTapped:
          state.$count.withLock { $0 -= 1 }
          return .none
        case .incrementButtonTapped:
          state.$count.withLock { $0 += 1 }
          return .none
        case .isPrimeButtonTapped:
          state.alert = .primality(of: state.count)
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  /// The tab that shows the count and resets it.
  @Reducer
  public struct ProfileTab: Sendable {
    /// The tab's state.
    @ObservableState
    public struct State: Equatable, Sendable {
      /// The count, in app storage.
      @Shared(.appStorage("count")) public var count = 0

      /// Creates the state.
      public init() {}
    }

    /// What the tab can do.
    public enum Action: Equatable, Sendable {
      /// The Reset button was tapped.
      case resetButtonTapped
    }

    /// Creates the reducer.
    public init() {}

    public var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .resetButtonTapped:
          state.$count.withLock { $0 = 0 }
          return .none
        }
      }
    }
  }
}
