import Composable
import StoreREPL

/// The teaching catalog: every feature `store-repl` can load, with its dependency scenarios.
public let catalog: [REPLFeature] = [
  REPLFeature(
    "EffectsBasics",
    summary: "a counter whose negative values undo themselves after 1s, and number facts",
    initialState: EffectsBasics.State(), reducer: { EffectsBasics() },
    scenarios: [
      REPLScenario(
        "default",
        summary: "the fact client sleeps 1s on the clock, then answers \"<n> is a good number.\""
      ) { $0.factClient = .sleepingThenAnswering },
      REPLScenario("failure", summary: "the fact client sleeps 1s on the clock, then throws") {
        $0.factClient = .sleepingThenFailing
      },
      REPLScenario("instant", summary: "the fact client answers at once") {
        $0.factClient = FactClient { "\($0) is a good number." }
      },
    ]),
  REPLFeature(
    "Root",
    summary: "the weather app: a splash screen fetches the weather, then the main screen shows it",
    initialState: Root.State(), reducer: { Root() }, scenarios: weatherScenarios),
  REPLFeature(
    "Splash", summary: "the splash screen alone: fetches the weather of Seoul",
    initialState: Splash.State(), reducer: { Splash() }, scenarios: weatherScenarios),
  REPLFeature(
    "SharedLogicWithActions",
    summary: "logic shared through an extra action: two actions for every tap",
    initialState: SharedLogicWithActions.State(), reducer: { SharedLogicWithActions() }),
  REPLFeature(
    "SharedLogicWithMethods",
    summary: "logic shared through a method: every tap is one action",
    initialState: SharedLogicWithMethods.State(), reducer: { SharedLogicWithMethods() }),
]

private let weatherScenarios = [
  REPLScenario("default", summary: "the weather arrives after 1s on the clock"),
  REPLScenario("failure", summary: "the weather request fails after 1s on the clock") {
    $0.weatherAdapter = WeatherAdapter { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      throw WeatherFetchError(reason: "the weather service is unavailable")
    }
  },
]

/// The names of the features in the teaching catalog.
public var catalogFeatureNames: [String] { catalog.map(\.name) }
