import ComposableArchitecture
import StoreREPL
import SwiftUI

/// The teaching catalog: every feature `store-repl` can load, with its dependency scenarios.
public let catalog: [REPLFeature] = [
  REPLFeature(
    "EffectsBasics",
    summary: "a counter whose negative values undo themselves after 1s, and number facts",
    initialState: EffectsBasics.State(), initialStateSwift: "EffectsBasics.State()",
    reducer: { EffectsBasics() },
    scenarios: factClientScenarios,
    view: { store in NavigationStack { EffectsBasicsView(store: store) } }),
  REPLFeature(
    "EffectsBasicsAsWritten",
    summary:
      "EffectsBasics as first written: increment cannot cancel a delay it never registered",
    initialState: EffectsBasicsAsWritten.State(),
    initialStateSwift: "EffectsBasicsAsWritten.State()",
    reducer: { EffectsBasicsAsWritten() },
    scenarios: factClientScenarios),
  REPLFeature(
    "Root",
    summary: "the weather app: a splash screen fetches the weather, then the main screen shows it",
    initialState: Root.State(), initialStateSwift: "Root.State()",
    reducer: { Root() }, scenarios: weatherScenarios),
  REPLFeature(
    "Splash", summary: "the splash screen alone: fetches the weather of Seoul",
    initialState: Splash.State(), initialStateSwift: "Splash.State()",
    reducer: { Splash() }, scenarios: weatherScenarios),
  REPLFeature(
    "SharedLogicWithActions",
    summary: "logic shared through an extra action: two actions for every tap",
    initialState: SharedLogicWithActions.State(),
    initialStateSwift: "SharedLogicWithActions.State()",
    reducer: { SharedLogicWithActions() }),
  REPLFeature(
    "SharedLogicWithMethods",
    summary: "logic shared through a method: every tap is one action",
    initialState: SharedLogicWithMethods.State(),
    initialStateSwift: "SharedLogicWithMethods.State()",
    reducer: { SharedLogicWithMethods() }),
  REPLFeature(
    "Counter", summary: "the archetypal counter: state, actions and a reducer, no effects",
    initialState: Counter.State(), initialStateSwift: "Counter.State()",
    reducer: { Counter() }),
  REPLFeature(
    "EffectsCancellation",
    summary: "a number-fact request that the cancel button and the stepper cancel",
    initialState: EffectsCancellation.State(), initialStateSwift: "EffectsCancellation.State()",
    reducer: { EffectsCancellation() },
    scenarios: factClientScenarios),
  REPLFeature(
    "Timers", summary: "a timer on clock.timer(interval:), restarted with cancelInFlight",
    initialState: Timers.State(), initialStateSwift: "Timers.State()",
    reducer: { Timers() },
    scenarios: [REPLScenario("default", summary: "the timer ticks every second on the clock")]),
  REPLFeature(
    "Refreshable",
    summary: "pull to refresh: a fact request that send(.refresh) returns, with a cancel button",
    initialState: Refreshable.State(), initialStateSwift: "Refreshable.State()",
    reducer: { Refreshable() },
    scenarios: factClientScenarios),
  REPLFeature(
    "DebouncedSearch",
    summary: "a search field debounced 300ms with clock.sleep and cancelInFlight",
    initialState: DebouncedSearch.State(), initialStateSwift: "DebouncedSearch.State()",
    reducer: { DebouncedSearch() },
    scenarios: [
      REPLScenario(
        "default", summary: "searches a catalogue of cities, answering after 300ms on the clock",
        swift: "$0.searchClient = .inMemory()"
      ) { $0.searchClient = .inMemory() },
      REPLScenario(
        "failure", summary: "searches fail after 300ms on the clock",
        swift: "$0.searchClient = .failing()"
      ) { $0.searchClient = .failing() },
      REPLScenario(
        "slow", summary: "searches answer after 2s on the clock, time to type on",
        swift: "$0.searchClient = .inMemory(after: .seconds(2))"
      ) { $0.searchClient = .inMemory(after: .seconds(2)) },
      REPLScenario(
        "instant", summary: "searches answer at once, right after the debounce",
        swift: "$0.searchClient.search = { SearchClient.matches($0) }"
      ) { $0.searchClient.search = { SearchClient.matches($0) } },
    ]),
  REPLFeature(
    "LongLiving",
    summary: "one effect listens to a stream of screenshots until the screen disappears",
    initialState: LongLiving.State(), initialStateSwift: "LongLiving.State()",
    reducer: { LongLiving() },
    scenarios: [
      REPLScenario(
        "default", summary: "a screenshot is taken every 2s on the clock",
        swift: "$0.screenshots = Screenshots.every(.seconds(2))"
      ) { $0.screenshots = Screenshots.every(.seconds(2)) },
      REPLScenario(
        "never", summary: "no screenshot is ever taken: the effect waits on the stream",
        swift: "$0.screenshots = Screenshots.never"
      ) { $0.screenshots = Screenshots.never },
    ]),
  REPLFeature(
    "EffectsComposition",
    summary: "merge, concatenate, map, and an effect that cancels its rivals with Task.cancel",
    initialState: EffectsComposition.State(), initialStateSwift: "EffectsComposition.State()",
    reducer: { EffectsComposition() }),
  REPLFeature(
    "Todos",
    summary:
      "a todo list: forEach on an identified array, a deletion alert, a 1s debounced sort",
    initialState: Todos.State(), initialStateSwift: "Todos.State()",
    reducer: { Todos() },
    scenarios: [
      REPLScenario(
        "default", summary: "new todos get the ids …0000, …0001, …; the clock is virtual")
    ],
    view: { store in NavigationStack { TodosView(store: store) } }),
  REPLFeature(
    "SheetDemo",
    summary: "a stopwatch in a sheet: dismissing the sheet cancels the stopwatch's timer",
    initialState: SheetDemo.State(), initialStateSwift: "SheetDemo.State()",
    reducer: { SheetDemo() },
    view: { store in NavigationStack { SheetDemoView(store: store) } }),
  REPLFeature(
    "NavigationStackDemo",
    summary: "a stack of counters and timers: popping a screen cancels its timer",
    initialState: NavigationStackDemo.State(), initialStateSwift: "NavigationStackDemo.State()",
    reducer: { NavigationStackDemo() },
    view: { NavigationStackDemoView(store: $0) }),
  REPLFeature(
    "SyncUps",
    summary: "TCA's tutorial app: sync-ups shared by a list, a detail and a recorded meeting",
    initialState: AppFeature.State(syncUpsList: .mocks),
    initialStateSwift:
      "AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [.mock, .engineeringMock]))",
    reducer: { AppFeature() }, scenarios: speechScenarios),
  REPLFeature(
    "SyncUpsList", summary: "the list of sync-ups alone: add one in a sheet, swipe to delete",
    initialState: .mocks,
    initialStateSwift: "SyncUpsList.State(syncUps: [.mock, .engineeringMock])",
    reducer: { SyncUpsList() },
    scenarios: [
      REPLScenario(
        "default", summary: "new sync-ups get the ids …0000, …0001, …; the clock is virtual")
    ],
    view: { store in NavigationStack { SyncUpsListView(store: store) } }),
  REPLFeature(
    "SyncUpDetail",
    summary: "a sync-up's detail alone: edit it, delete it after an alert, start a meeting",
    initialState: SyncUpDetail.State(syncUp: Shared(value: .mock)),
    initialStateSwift: "SyncUpDetail.State(syncUp: Shared(value: .mock))",
    reducer: { SyncUpDetail() }, scenarios: speechScenarios),
  REPLFeature(
    "RecordMeeting",
    summary: "a meeting alone: a timer on the clock, speakers, a transcript, saved at the end",
    initialState: RecordMeeting.State(syncUp: Shared(value: .mock)),
    initialStateSwift: "RecordMeeting.State(syncUp: Shared(value: .mock))",
    reducer: { RecordMeeting() }, scenarios: speechScenarios),
  REPLFeature(
    "SharedStateInMemory",
    summary: "two tabs share stats about a count through @Shared(.inMemory(\"stats\"))",
    initialState: SharedStats.State.inMemory(),
    initialStateSwift: "SharedStats.State.inMemory()",
    reducer: { SharedStats() }, scenarios: sharedStateScenarios),
  REPLFeature(
    "SharedStateFileStorage",
    summary: "two tabs share stats about a count through @Shared(.fileStorage(url))",
    initialState: SharedStats.State.fileStorage(),
    initialStateSwift: "SharedStats.State.fileStorage()",
    reducer: { SharedStats() }, scenarios: sharedStateScenarios),
  REPLFeature(
    "SharedStateAppStorage",
    summary: "two tabs share a count through @Shared(.appStorage(\"count\"))",
    initialState: SharedStateAppStorage.State(),
    initialStateSwift: "SharedStateAppStorage.State()",
    reducer: { SharedStateAppStorage() }, scenarios: sharedStateScenarios),
]

private let speechScenarios: [REPLScenario] = [
  REPLScenario(
    "default",
    summary: "speech is authorized and heard a word a second on the clock",
    swift: "$0.speechClient = .scripted()"
  ) { $0.speechClient = .scripted() },
  REPLScenario(
    "denied", summary: "speech recognition was denied: a meeting starts after an alert",
    swift: "$0.speechClient.authorizationStatus = { .denied }\n$0.openSettings = {}"
  ) {
    $0.speechClient.authorizationStatus = { .denied }
    $0.openSettings = {}
  },
  REPLScenario(
    "failure", summary: "the speech recognizer hears three words, a second each, then fails",
    swift: "$0.speechClient = .failing(after: [\"I\", \"finished\", \"the\"])"
  ) { $0.speechClient = .failing(after: ["I", "finished", "the"]) },
  REPLScenario(
    "restricted", summary: "the live speech client: this platform cannot recognize speech",
    swift: "$0.speechClient = SpeechClient.liveValue"
  ) { $0.speechClient = SpeechClient.liveValue },
]

private let sharedStateScenarios: [REPLScenario] = [
  REPLScenario(
    "default", summary: "shared values in the session's own memory, as in a test store")
]

private let factClientScenarios = [
  REPLScenario(
    "default",
    summary: "the fact client sleeps 1s on the clock, then answers \"<n> is a good number.\"",
    swift: "$0.factClient = .sleepingThenAnswering"
  ) { $0.factClient = .sleepingThenAnswering },
  REPLScenario(
    "failure", summary: "the fact client sleeps 1s on the clock, then throws",
    swift: "$0.factClient = .sleepingThenFailing"
  ) {
    $0.factClient = .sleepingThenFailing
  },
  REPLScenario(
    "instant", summary: "the fact client answers at once",
    swift: "$0.factClient = FactClient { \"\\($0) is a good number.\" }"
  ) {
    $0.factClient = FactClient { "\($0) is a good number." }
  },
]

private let weatherScenarios = [
  REPLScenario(
    "default", summary: "the weather arrives after 1s on the clock",
    swift: "$0.weatherAdapter = WeatherAdapter.liveValue"),
  REPLScenario(
    "failure", summary: "the weather request fails after 1s on the clock",
    swift: "$0.weatherAdapter = .failingAfterOneSecond"
  ) {
    $0.weatherAdapter = .failingAfterOneSecond
  },
]
