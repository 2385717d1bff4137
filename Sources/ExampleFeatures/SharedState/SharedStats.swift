import ComposableArchitecture

/// Two tabs that share stats about a count: the counter tab changes the count, the profile tab
/// shows the stats and resets them. Where the stats live is the state's choice:
/// ``State/inMemory()`` or ``State/fileStorage(_:)``.
///
/// TCA's in-memory and file-storage shared-state case studies, without SwiftUI. Each tab holds
/// `@Shared var stats` and could live in a module of its own; each is given a reference made
/// from the same key (`Shared(wrappedValue: Stats(), .inMemory("stats"))`), and references made
/// from one key share one value, so a change in one tab is at once in the other. `.inMemory`
/// keeps the value for as long as the program runs and saves it nowhere; `.fileStorage` loads it
/// from a JSON file when first held and saves it after every change (files in memory in a test
/// store).
@Reducer
public struct SharedStats: Sendable {
  /// The case study's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The tab showing.
    public var currentTab: SharedStateTab
    /// The counter tab.
    public var counter: StatsCounterTab.State
    /// The profile tab.
    public var profile: StatsProfileTab.State

    /// Creates the state.
    public init(
      currentTab: SharedStateTab = .counter, counter: StatsCounterTab.State,
      profile: StatsProfileTab.State
    ) {
      self.currentTab = currentTab
      self.counter = counter
      self.profile = profile
    }

    /// Tabs whose stats are shared in memory, under the key `"stats"`.
    public static func inMemory() -> Self {
      Self(
        counter: StatsCounterTab.State(stats: Shared(wrappedValue: Stats(), .inMemory("stats"))),
        profile: StatsProfileTab.State(stats: Shared(wrappedValue: Stats(), .inMemory("stats"))))
    }

    /// Tabs whose stats are stored in a JSON file.
    ///
    /// - Parameter url: The file; by default `stats.json` in the user's documents folder.
    public static func fileStorage(_ url: URL = Stats.fileURL) -> Self {
      Self(
        counter: StatsCounterTab.State(stats: Shared(wrappedValue: Stats(), .fileStorage(url))),
        profile: StatsProfileTab.State(stats: Shared(wrappedValue: Stats(), .fileStorage(url))))
    }
  }

  /// What the case study can do.
  public enum Action: Equatable, Sendable {
    /// The counter tab's actions.
    case counter(StatsCounterTab.Action)
    /// The profile tab's actions.
    case profile(StatsProfileTab.Action)
    /// A tab was picked.
    case selectTab(SharedStateTab)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      StatsCounterTab()
    }
    Scope(state: \.profile, action: \.profile) {
      StatsProfileTab()
    }
    Reduce { state, action in
      switch action {
      case .counter, .profile:
        return .none
      case let .selectTab(tab):
        state.currentTab = tab
        return .none
      }
    }
  }
}

/// The tab that changes the shared count, and says whether it is prime.
@Reducer
public struct StatsCounterTab: Sendable {
  /// The tab's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The primality alert, while it shows.
    @Presents public var alert: AlertState<PrimeAlert>?
    /// The stats, shared with the profile tab.
    @Shared public var stats: Stats

    /// Creates the state.
    public init(alert: AlertState<PrimeAlert>? = nil, stats: Shared<Stats>) {
      self.alert = alert
      self._stats = stats
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
        state.$stats.withLock { $0.decrement() }
        return .none
      case .incrementButtonTapped:
        state.$stats.withLock { $0.increment() }
        return .none
      case .isPrimeButtonTapped:
        state.alert = .primality(of: state.stats.count)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// The tab that shows the shared stats and resets them.
@Reducer
public struct StatsProfileTab: Sendable {
  /// The tab's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The stats, shared with the counter tab.
    @Shared public var stats: Stats

    /// Creates the state.
    public init(stats: Shared<Stats>) {
      self._stats = stats
    }
  }

  /// What the tab can do.
  public enum Action: Equatable, Sendable {
    /// The Reset button was tapped.
    case resetStatsButtonTapped
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .resetStatsButtonTapped:
        state.$stats.withLock { $0 = Stats() }
        return .none
      }
    }
  }
}

extension Stats {
  /// `stats.json` in the user's documents folder.
  public static var fileURL: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("stats.json")
  }
}
