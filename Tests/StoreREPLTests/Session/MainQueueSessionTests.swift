import Composable
import Dispatch
import StoreREPL
import Testing

/// A search debounced on the main queue, as TCA features written before clocks wait.
struct QueueDebouncedSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse([String])
  }

  enum CancelID { case search }

  @Dependency(\.mainQueue) var mainQueue

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .queryChanged(query):
      state.query = query
      return .send(.searchResponse([query.uppercased()]))
        .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
    case let .searchResponse(results):
      state.results = results
      return .none
    }
  }
}

/// The shell's virtual clock drives the `mainQueue` dependency too.
@Suite struct MainQueueSessionTests {
  static let feature = REPLFeature(
    "QueueDebouncedSearch", summary: "a search debounced on the main queue",
    initialState: QueueDebouncedSearch.State(), reducer: { QueueDebouncedSearch() })

  @Test func advanceWakesWhatSleepsOnTheMainQueue() async {
    let output = await Shell.replay(
      Transcript(
        feature: "QueueDebouncedSearch",
        commands: [
          "send .queryChanged(\"a\")", "advance 200ms", "send .queryChanged(\"ab\")", "effects",
          "advance 300ms",
        ],
        output: ""),
      features: [Self.feature]
    ).output
    #expect(
      output == """
        QueueDebouncedSearch loaded. Type 'help' for commands, Tab to complete.
        QueueDebouncedSearch 0.000s> send .queryChanged("a")
          QueueDebouncedSearch.State(
        −   query: "",
        +   query: "a",
            results: []
          )
          started #1 [CancelID.search]: sleeping on the clock until 0.300s
        QueueDebouncedSearch 0.000s> advance 200ms
          0.200s  nothing was due
        QueueDebouncedSearch 0.200s> send .queryChanged("ab")
          QueueDebouncedSearch.State(
        −   query: "a",
        +   query: "ab",
            results: []
          )
          cancelled #1 [CancelID.search]
          started #2 [CancelID.search]: sleeping on the clock until 0.500s
          finished #1
        QueueDebouncedSearch 0.200s> effects
          #2  CancelID.search  from step 3 .queryChanged("ab") at 0.200s  clock until
              0.500s (in 0.300s)
        QueueDebouncedSearch 0.200s> advance 300ms
          0.500s  received .searchResponse(["AB"]) from #2
          QueueDebouncedSearch.State(
            query: "ab",
            results: [
        +     [0]: "AB"
            ]
          )
          finished #2

        """)
  }
}
