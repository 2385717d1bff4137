// The Swift code of README.md and Docs/*.md, copied verbatim, so that every block compiles and the
// examples that are tests run. Blocks marked `<!-- excerpt -->` in the docs are not copied here;
// `everySwiftBlockOfTheDocsIsCopiedHere` checks that every other block is.
import ComposableArchitecture
import ExampleFeatures
import Foundation
import StoreREPL
import TestHelpers
import Testing
import XCTest

// MARK: - Docs/TestingWithTestStore.md — "A feature to test"

@Reducer
struct NumberFact {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  enum Action {
    case cancelButtonTapped
    case factButtonTapped
    case factResponse(Result<String, any Error>)
    case incrementButtonTapped
  }

  enum CancelID { case fact }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        state.isLoading = false
        return .cancel(id: CancelID.fact)
      case .factButtonTapped:
        state.isLoading = true
        return .run { [count = state.count] send in
          try await clock.sleep(for: .seconds(1))
          await send(.factResponse(Result { try await numberFact.fetch(number: count) }))
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)
      case let .factResponse(.success(fact)):
        state.isLoading = false
        state.fact = fact
        return .none
      case .factResponse(.failure):
        state.isLoading = false
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@DependencyClient
struct NumberFactClient {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(fetch: { "\($0) is a number." })
  static let testValue = NumberFactClient()
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

// MARK: - Docs/TestingWithTestStore.md — "Send and receive"

@Test func factArrivesAfterASecond() async {
  let clock = TestClock()
  let store = TestStore(initialState: NumberFact.State()) {
    NumberFact()
  } withDependencies: {
    $0.continuousClock = clock
    $0.numberFact.fetch = { "\($0) is a good number." }
  }

  await store.send(.incrementButtonTapped) {
    $0.count = 1
  }
  await store.send(.factButtonTapped) {
    $0.isLoading = true
  }
  await clock.advance(by: .seconds(1))
  await store.receive(\.factResponse.success) {
    $0.isLoading = false
    $0.fact = "1 is a good number."
  }
}

@Test func threeWaysToReceive() async {
  let store = TestStore(initialState: NumberFact.State()) {
    NumberFact()
  } withDependencies: {
    $0.continuousClock = ImmediateClock()
    $0.numberFact.fetch = { "\($0) is a good number." }
  }

  // A case key path and the payload it leads to.
  await store.send(.factButtonTapped) { $0.isLoading = true }
  await store.receive(\.factResponse.success, "0 is a good number.") {
    $0.isLoading = false
    $0.fact = "0 is a good number."
  }

  // A case key path alone: any payload.
  await store.send(.factButtonTapped) { $0.isLoading = true }
  await store.receive(\.factResponse) { $0.isLoading = false }

  // A predicate.
  await store.send(.factButtonTapped) { $0.isLoading = true }
  await store.receive({ action in
    if case .factResponse(.success) = action { true } else { false }
  }) {
    $0.isLoading = false
  }
}

@Reducer
struct FactScreen {
  @ObservableState
  struct State: Equatable {
    var numberFact = NumberFact.State()
  }

  enum Action {
    case numberFact(NumberFact.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.numberFact, action: \.numberFact) {
      NumberFact()
    }
  }
}

@Test func receivingAChildAction() async {
  let store = TestStore(initialState: FactScreen.State()) {
    FactScreen()
  } withDependencies: {
    $0.continuousClock = ImmediateClock()
    $0.numberFact.fetch = { "\($0) is a good number." }
  }
  await store.send(\.numberFact.factButtonTapped) {
    $0.numberFact.isLoading = true
  }
  await store.receive(\.numberFact.factResponse.success) {
    $0.numberFact.isLoading = false
    $0.numberFact.fact = "0 is a good number."
  }
}

// MARK: - Docs/TestingWithTestStore.md — "Schedulers"

@Reducer
struct CitySearch {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var cities: [String] = []
  }

  enum Action {
    case queryChanged(String)
    case citiesResponse([String])
  }

  enum CancelID { case search }

  @Dependency(\.mainQueue) var mainQueue

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .send(.citiesResponse(["\(query)ville"]))
          .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
      case let .citiesResponse(cities):
        state.cities = cities
        return .none
      }
    }
  }
}

@Test func theSearchWaitsForTypingToPause() async {
  let mainQueue = DispatchQueue.test
  let store = TestStore(initialState: CitySearch.State()) {
    CitySearch()
  } withDependencies: {
    $0.mainQueue = mainQueue.eraseToAnyScheduler()
  }
  await store.send(.queryChanged("Spring")) { $0.query = "Spring" }
  await mainQueue.advance(by: .milliseconds(200))
  await store.send(.queryChanged("Springfield")) { $0.query = "Springfield" }
  await mainQueue.advance(by: .milliseconds(300))
  await store.receive(\.citiesResponse) { $0.cities = ["Springfieldville"] }
}

// MARK: - Docs/TestingWithTestStore.md — "Dependencies"

@Test func changingADependencyBetweenSteps() async {
  let store = TestStore(initialState: NumberFact.State()) {
    NumberFact()
  } withDependencies: {
    $0.continuousClock = ImmediateClock()
  }
  store.dependencies.numberFact.fetch = { "\($0) is odd." }
  await store.send(.factButtonTapped) { $0.isLoading = true }
  await store.receive(\.factResponse.success, "0 is odd.") {
    $0.isLoading = false
    $0.fact = "0 is odd."
  }
}

@Test func readingADependencyOutsideAStore() async throws {
  let fact = try await withDependencies {
    $0.numberFact.fetch = { "\($0) is prime." }
  } operation: {
    @Dependency(\.numberFact) var numberFact
    return try await numberFact.fetch(number: 7)
  }
  #expect(fact == "7 is prime.")
}

@Test func anEndpointThatWasNotImplemented() async {
  let store = TestStore(initialState: NumberFact.State()) {
    NumberFact()
  } withDependencies: {
    $0.continuousClock = ImmediateClock()
  }
  await withKnownIssue {
    await store.send(.factButtonTapped) { $0.isLoading = true }
  } matching: { issue in
    issue.comments.first?.rawValue.hasPrefix("Unimplemented: 'NumberFactClient.fetch'") == true
  }
  await store.receive(\.factResponse.failure) { $0.isLoading = false }
}

// MARK: - Docs/TestingWithTestStore.md — "Exhaustivity"

@Test func onlyTheFactMatters() async {
  let store = TestStore(initialState: NumberFact.State()) {
    NumberFact()
  } withDependencies: {
    $0.continuousClock = ImmediateClock()
    $0.numberFact.fetch = { "\($0) is a good number." }
  }
  store.exhaustivity = .off
  await store.send(.incrementButtonTapped)
  await store.send(.factButtonTapped)
  await store.receive(\.factResponse.success) {
    $0.fact = "1 is a good number."
  }
}

// MARK: - Docs/TestingWithTestStore.md — "Skipping and finishing"

@Test func settingTheRequestAsideAtTheEnd() async {
  let clock = TestClock()
  let store = TestStore(initialState: NumberFact.State()) {
    NumberFact()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.factButtonTapped) { $0.isLoading = true }
  await store.skipInFlightEffects()
  #expect(store.inFlightEffects.isEmpty)
}

// MARK: - Docs/TestingWithTestStore.md — "Collections and navigation"

@Reducer
struct Song {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isFavorite = false
  }

  enum Action {
    case favoriteTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteTapped:
        state.isFavorite.toggle()
        return .none
      }
    }
  }
}

@Reducer
struct SongEditor {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .saveTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Playlist {
  @Reducer(state: .equatable)
  enum Destination {
    case alert(AlertState<Alert>)
    case editor(SongEditor)

    @CasePathable
    enum Alert: Equatable {
      case confirmClear
    }
  }

  @ObservableState
  struct State: Equatable {
    var songs: IdentifiedArrayOf<Song.State> = []
    @Presents var destination: Destination.State?
  }

  enum Action {
    case addTapped
    case clearTapped
    case destination(PresentationAction<Destination.Action>)
    case songs(IdentifiedActionOf<Song>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .editor(SongEditor.State())
        return .none
      case .clearTapped:
        state.destination = .alert(.clearPlaylist)
        return .none
      case .destination(.presented(.alert(.confirmClear))):
        state.songs.removeAll()
        return .none
      case .destination(.dismiss):
        if let title = state.destination?.editor?.title, !title.isEmpty {
          state.songs.append(Song.State(id: state.songs.count, title: title))
        }
        return .none
      case .destination, .songs:
        return .none
      }
    }
    .forEach(\.songs, action: \.songs) { Song() }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == Playlist.Destination.Alert {
  static let clearPlaylist = AlertState {
    TextState("Clear the playlist?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
}

@Test func addingAFavoriteAndClearing() async {
  let store = TestStore(initialState: Playlist.State()) { Playlist() }
  await store.send(.addTapped) {
    $0.destination = .editor(SongEditor.State())
  }
  await store.send(\.destination.editor.binding.title, "So What") {
    $0.destination?.modify(\.editor) { $0.title = "So What" }
  }
  await store.send(\.destination.editor.saveTapped)
  await store.receive(\.destination.dismiss) {
    $0.destination = nil
    $0.songs = [Song.State(id: 0, title: "So What")]
  }
  await store.send(\.songs[id: 0].favoriteTapped) {
    $0.songs[id: 0]?.isFavorite = true
  }
  await store.send(.clearTapped) {
    $0.destination = .alert(.clearPlaylist)
  }
  await store.send(\.destination.alert.confirmClear) {
    $0.destination = nil
    $0.songs = []
  }
}

@Reducer
struct Library {
  @Reducer(state: .equatable)
  enum Path {
    case editor(SongEditor)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case editTapped(String)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .editTapped(title):
        state.path.append(.editor(SongEditor.State(title: title)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@Test func anEditorPopsItself() async {
  let store = TestStore(initialState: Library.State()) { Library() }
  await store.send(.editTapped("So What")) {
    $0.path.append(.editor(SongEditor.State(title: "So What")))
  }
  await store.send(.editTapped("Blue in Green")) {
    $0.path.append(.editor(SongEditor.State(title: "Blue in Green")))
  }
  #expect(store.state.path.ids == [0, 1])
  await store.send(\.path[id: 1].editor.saveTapped)
  await store.receive(\.path.popFrom, 1) { $0.path.removeLast() }
  await store.send(.editTapped("Flamenco Sketches")) {
    $0.path.append(.editor(SongEditor.State(title: "Flamenco Sketches")))
  }
  #expect(store.state.path.ids == [0, 2])
}

@Test func anEditorAtTheRootDismissesTheStore() async {
  let store = TestStore(initialState: SongEditor.State(title: "So What")) { SongEditor() }
  await store.send(.saveTapped)
  #expect(store.isDismissed)
  #expect(store.inFlightEffects.isEmpty)
}

// MARK: - Docs/TestingWithTestStore.md — "Failure messages"

@Test func aWrongExpectationIsReportedAtTheSend() async {
  let store = TestStore(initialState: NumberFact.State()) {
    NumberFact()
  }
  await withKnownIssue {
    await store.send(.incrementButtonTapped) { $0.count = 2 }
  } matching: { issue in
    issue.comments.first?.rawValue.hasPrefix("A state change does not match expectation") == true
  }
}

/// The failure messages that Docs/TestingWithTestStore.md shows, as the store reports them.
@Suite struct TestingWithTestStoreMessages {
  /// Whether `issue` has exactly the message `message`.
  func has(_ issue: Issue, _ message: String) -> Bool {
    issue.comments.map(\.rawValue) == [message]
  }

  @Test func aStateChangeThatDoesNotMatch() async {
    let store = TestStore(initialState: NumberFact.State()) { NumberFact() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      has(
        issue,
        """
        A state change does not match expectation.

            \u{2007} NumberFact.State(
            −   count: 2,
            +   count: 1,
            \u{2007}   fact: nil,
            \u{2007}   isLoading: false
            \u{2007} )

        (Expected: −, Actual: +)
        """)
    }
  }

  @Test func aReceiveBeforeTheClockIsAdvanced() async {
    let clock = TestClock()
    let store = TestStore(initialState: NumberFact.State(count: 1)) {
      NumberFact()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await withKnownIssue {
      await store.receive(\.factResponse.success, "1 is a good number.") {
        $0.isLoading = false
        $0.fact = "1 is a good number."
      }
    } matching: { issue in
      has(
        issue,
        """
        Expected to receive an action matching case path, but didn't get one.

        Every in-flight effect is waiting, so none can deliver an action until what it waits on happens:

          #1 CancelID.fact, started by .factButtonTapped, sleeping on the clock until 1.000s; advance the clock by 1s

        To fix, advance the test clock (or use an immediate clock) before receiving, or check that the effect you expected was not cancelled.
        """)
    }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(\.factResponse.success, "2 is a good number.") {
        $0.isLoading = false
        $0.fact = "1 is a good number."
      }
    } matching: { issue in
      has(
        issue,
        """
        Received unexpected action:

          \u{2007} NumberFact.Action.factResponse(
          −   .success("2 is a good number.")
          +   .success("1 is a good number.")
          \u{2007} )

        (Expected: −, Actual: +)
        """)
    }
  }

  @Test func anEffectStillRunningAtTheEnd() async {
    await withKnownIssue {
      let store = TestStore(initialState: NumberFact.State()) {
        NumberFact()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.factButtonTapped) { $0.isLoading = true }
    } matching: { issue in
      has(
        issue,
        """
        An effect returned for this action is still running. It must complete before the end of the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of them complete by the end of the test. There are a few reasons why an effect may not have completed:

        If using async/await in your effect, it may need a little bit of time to properly finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it to perform the effect. If you are using a test clock/scheduler, advance it so that the effects may complete, or consider using an immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), then make sure those effects are torn down by marking the effect ".cancellable" and returning a corresponding cancellation effect ("Effect.cancel") from another action, or, if your effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await store.skipInFlightEffects()", or consider using a non-exhaustive test store: "store.exhaustivity = .off".

        Still running:
          #1 CancelID.fact, started by .factButtonTapped, sleeping on the clock until 1.000s; advance the clock by 1s
        """)
    }
  }

  @Test func aClockThatWasNotOverridden() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await withKnownIssue {
      await store.send(.factButtonTapped) { $0.isLoading = true }
    } matching: { issue in
      has(
        issue,
        """
        Unimplemented: @Dependency(\\.continuousClock) was slept on in a test.

        The sleep ends at once, as on an immediate clock.

        To fix, override 'continuousClock' in this test: on the TestStore with 'withDependencies: \
        { $0.continuousClock = TestClock() }', or around the code under test with \
        'withDependencies { $0.continuousClock = TestClock() } operation: { … }'.
        """)
    }
    await store.receive(\.factResponse.success, "0 is a good number.") {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
  }

  @Test func anUnimplementedEndpoint() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await withKnownIssue {
      await store.send(.factButtonTapped) { $0.isLoading = true }
    } matching: { issue in
      has(
        issue,
        """
        Unimplemented: 'NumberFactClient.fetch'

        The endpoint was called without an implementation. To fix, give it one where the \
        dependency is set: withDependencies: { $0.<dependency>.fetch = { … } }
        """)
    }
    await store.receive(\.factResponse.failure) { $0.isLoading = false }
  }

  @Test func skippingInFlightEffectsInAnExhaustiveStoreIsAKnownIssue() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    // NB: Recorded as a known issue by the engine itself, so it fails nothing here.
    await store.skipInFlightEffects()
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func sendingToADismissedStore() async {
    let store = TestStore(initialState: SongEditor.State()) { SongEditor() }
    await store.send(.saveTapped)
    await withKnownIssue {
      await store.send(.saveTapped)
    } matching: { issue in
      issue.message
        == """
        Can't send action to dismissed test store.

          Action:
            SongEditor.Action.saveTapped

        An effect called "dismiss" while no parent in this store presented the feature, which dismissed the store: its effects were cancelled and it takes no more actions.
        """
    }
  }
}

/// A macro-style parent scopes a pre-macro child through a case key path to its own case, as
/// Docs/WritingAFeature.md says.
@Reducer
struct MixedParent {
  @ObservableState
  struct State: Equatable {
    var detail = Detail.State()
  }

  enum Action {
    case detail(Detail.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.detail, action: \.detail) {
      Detail()
    }
  }
}

@Test func aMacroStyleParentScopesAPreMacroChild() async {
  let clock = TestClock()
  let store = TestStore(initialState: MixedParent.State()) {
    MixedParent()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(\.detail, .onAppear)
  await clock.advance(by: .seconds(1))
  await store.receive(\.detail, .tick) { $0.detail.ticks = 1 }
  await store.skipInFlightEffects()
}

// MARK: - Docs/WritingAFeature.md — "Scenarios"

@Reducer
struct Greeter {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var greeting: String?
  }

  enum Action {
    case nameChanged(String)
    case greetButtonTapped
    case greetingResponse(Result<String, any Error>)
  }

  @Dependency(\.greetingClient) var greetingClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .greetButtonTapped:
        return .run { [name = state.name] send in
          await send(.greetingResponse(Result { try await greetingClient.greet(name: name) }))
        }
      case let .greetingResponse(.success(greeting)):
        state.greeting = greeting
        return .none
      case .greetingResponse(.failure):
        state.greeting = nil
        return .none
      }
    }
  }
}

@DependencyClient
struct GreetingClient {
  var greet: @Sendable (_ name: String) async throws -> String
}

struct GreetingError: Error {
  var reason: String
}

extension GreetingClient: DependencyKey {
  static let liveValue = GreetingClient(greet: { name in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .milliseconds(300))
    return "Hello, \(name)!"
  })
  static let testValue = GreetingClient()
}

extension DependencyValues {
  var greetingClient: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

let greeter = REPLFeature(
  "Greeter",
  summary: "greets a name after 300ms on the clock",
  initialState: Greeter.State(),
  reducer: { Greeter() },
  scenarios: [
    .default,
    REPLScenario("offline", summary: "the greeting service throws after 300ms") {
      $0.greetingClient.greet = { _ in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(300))
        throw GreetingError(reason: "offline")
      }
    },
  ])

// MARK: - Docs/WritingAFeature.md — "Which payloads can be typed"

/// A volume from 0 to 100.
struct Volume: Equatable, Sendable, LiteralDecodable {
  private(set) var level: Int

  init?(_ level: Int) {
    guard (0...100).contains(level) else { return nil }
    self.level = level
  }

  static func decode(literal: LiteralSyntax) throws(DecodeError) -> Volume {
    guard case let .integer(integer) = literal.kind, !integer.isNegative,
      let volume = Volume(Int(integer.magnitude))
    else {
      throw DecodeError(
        .typeMismatch(
          expected: "a level from 0 to 100", context: "a Volume", found: literal.summary),
        at: literal.range.lowerBound)
    }
    return volume
  }
}

/// A feature whose action carries a `Volume`, to type it in the shell.
struct Speaker: Reducer {
  struct State: Equatable { var volume = Volume(50)! }
  enum Action { case volumeChanged(Volume) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .volumeChanged(volume):
      state.volume = volume
      return .none
    }
  }
}

/// Runs shell commands on a feature, in-process, and returns what the shell printed.
func shellOutput(_ feature: REPLFeature, _ commands: [String]) async -> (String, Int32) {
  await Shell.replay(
    Transcript(feature: feature.name, commands: commands, output: ""), features: [feature])
}

@Suite struct WritingAFeatureExamples {
  @Test func aVolumeIsTypedThroughItsOwnDecoding() async {
    let speaker = REPLFeature(
      "Speaker", summary: "a volume", initialState: Speaker.State(), reducer: { Speaker() })
    let (output, status) = await shellOutput(
      speaker, ["send .volumeChanged(40)", "send .volumeChanged(140)"])
    #expect(status == 1)
    #expect(
      output == """
        Speaker loaded. Type 'help' for commands, Tab to complete.
        Speaker 0.000s> send .volumeChanged(40)
        \u{2007} Speaker.State(
        −   volume: Volume(level: 50)
        +   volume: Volume(level: 40)
        \u{2007} )
        Speaker 0.000s> send .volumeChanged(140)
        error: expected a level from 0 to 100 for a Volume, found 140
         --> input:1:21
        1 | send .volumeChanged(140)
          |                     ^

        """)
  }
}

// MARK: - Docs/WritingAFeature.md — "The pre-macro dialect"

struct Detail: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case onAppear
    case tick
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

struct Screen: Reducer {
  struct State: Equatable {
    var detail: Detail.State?
  }

  enum Action: Equatable {
    case openButtonTapped
    case closeButtonTapped
    case detail(Detail.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openButtonTapped:
        state.detail = Detail.State()
        return .none
      case .closeButtonTapped:
        state.detail = nil
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.detail, action: /Action.detail) {
      Detail()
    }
  }
}

@Test func closingTheDetailCancelsItsTimer() async {
  let clock = TestClock()
  let store = TestStore(initialState: Screen.State()) {
    Screen()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.openButtonTapped) { $0.detail = Detail.State() }
  await store.send(.detail(.onAppear))
  await clock.advance(by: .seconds(1))
  await store.receive(/Screen.Action.detail .. /Detail.Action.tick) { $0.detail?.ticks = 1 }
  await store.send(.closeButtonTapped) { $0.detail = nil }
}

// MARK: - The docs and this file

/// The root of the package.
private let packageRoot = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
  .withLeadingSlash

extension String {
  fileprivate var withLeadingSlash: String { hasPrefix("/") ? self : "/" + self }
}

/// Runs an executable of the package, built next to the test bundle, with piped standard input,
/// and returns its standard output.
private func runBuiltExecutable(
  _ name: String, _ arguments: [String], input: String
) throws -> String {
  let nextToTheTests = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent(name)
  let process = Process()
  process.executableURL =
    FileManager.default.fileExists(atPath: nextToTheTests.path)
    ? nextToTheTests
    : Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
  process.arguments = arguments
  let standardInput = Pipe()
  let standardOutput = Pipe()
  process.standardInput = standardInput
  process.standardOutput = standardOutput
  process.standardError = FileHandle.nullDevice
  try process.run()
  standardInput.fileHandleForWriting.write(Data(input.utf8))
  try standardInput.fileHandleForWriting.close()
  let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: output, as: UTF8.self)
}

/// The contents of a file of the package.
private func packageFile(_ path: String) throws -> String {
  try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
}
/// The docs: README.md and every Markdown file of Docs/ (not its lessons).
private func docFiles() throws -> [String] {
  let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Docs")
    .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
  return ["README.md"] + docs
}

/// A fenced block of a Markdown file: its language, its lines, and the line before the fence.
private struct FencedBlock {
  var language: String
  var lines: [String]
  var lineBefore: String

  /// Whether the line before the fence is `<!-- excerpt -->`: code that is not copied here.
  var isExcerpt: Bool { lineBefore == "<!-- excerpt -->" }

  /// The executable a transcript comes from when the line before the fence is
  /// `<!-- shell: <name> -->` (a shell of its own, such as `counter-shell`), else nil.
  var shell: String? {
    guard lineBefore.hasPrefix("<!-- shell: "), lineBefore.hasSuffix(" -->") else { return nil }
    return String(lineBefore.dropFirst("<!-- shell: ".count).dropLast(" -->".count))
  }
}

private func fencedBlocks(in text: String) -> [FencedBlock] {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var blocks: [FencedBlock] = []
  var index = 0
  while index < lines.count {
    guard lines[index].hasPrefix("```") else {
      index += 1
      continue
    }
    let language = String(lines[index].dropFirst(3))
    let lineBefore = index > 0 ? lines[index - 1] : ""
    var end = index + 1
    while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
    blocks.append(
      FencedBlock(language: language, lines: Array(lines[index + 1..<end]), lineBefore: lineBefore))
    index = end + 1
  }
  return blocks
}

/// The lines that matter when comparing code: trimmed, without blank lines and imports.
// MARK: - Docs/TestingWithTestStore.md — "Expected failures: `XCTExpectFailure`"

final class ExpectedFailureDocsTests: XCTestCase {
  func testSkippingNothingFails() async {
    let store = TestStore(initialState: NumberFact.State()) { NumberFact() }
    XCTExpectFailure {
      $0.compactDescription == "There were no received actions to skip."
    }
    await store.skipReceivedActions(strict: true)
  }

  func testAssertingTheWrongCount() async {
    let store = TestStore(initialState: NumberFact.State()) { NumberFact() }
    XCTExpectFailure {
      store.assert { $0.count = 1 }
    } issueMatcher: {
      $0.compactDescription.hasPrefix("A state change does not match expectation.")
    }
  }
}

private func codeLines(_ lines: [String]) -> [String] {
  lines.map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
}

@Suite struct DocsAreTrue {
  @Test func everySwiftBlockOfTheDocsIsCopiedHere() throws {
    let here = codeLines(
      try packageFile("Tests/ExampleFeaturesTests/DocsCodeTests.swift")
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    for file in try docFiles() {
      for block in fencedBlocks(in: try packageFile(file))
      where block.language == "swift" && !block.isExcerpt {
        let code = codeLines(block.lines)
        let isCopied = here.indices.contains { start in
          here[start...].starts(with: code)
        }
        #expect(isCopied, "\(file): a Swift block is not in DocsCodeTests.swift:\n\(code[0])")
      }
    }
  }

  @Test func theCounterShellIsQuotedWhole() throws {
    let quoted = fencedBlocks(in: try packageFile("Docs/WritingAFeature.md"))
      .first { $0.language == "swift" }
    let source = try packageFile("Examples/CounterShell/main.swift")
    #expect(quoted.map { $0.lines.joined(separator: "\n") + "\n" } == source)
  }

  /// Every transcript of the docs, replayed on the shell. A text block that starts with a
  /// feature's banner starts a session; the blocks after it that start at its prompt continue it.
  /// A session marked `<!-- shell: <name> -->` is piped into that built executable instead.
  @Test func everyTranscriptOfTheDocsIsWhatTheShellPrints() async throws {
    let features = catalog + [greeter]
    var sessions: [(file: String, feature: String, shell: String?, lines: [String])] = []
    for file in try docFiles() {
      var current: (file: String, feature: String, shell: String?, lines: [String])?
      for block in fencedBlocks(in: try packageFile(file)) where block.language == "text" {
        guard let first = block.lines.first else { continue }
        let name = String(first.prefix { $0 != " " })
        if first == "\(name) loaded. Type 'help' for commands, Tab to complete.",
          block.shell != nil || features.contains(where: { $0.name == name })
        {
          if let current { sessions.append(current) }
          current = (file, name, block.shell, block.lines)
        } else if let session = current, first.hasPrefix(session.feature + " "),
          first.contains("s> ") || first.contains("s (stopped)> ")
        {
          current?.lines += block.lines
        }
      }
      if let current { sessions.append(current) }
    }
    #expect(!sessions.isEmpty)
    for session in sessions {
      let transcript = try Transcript(
        parsing: "# store-repl transcript 1\n# feature: \(session.feature)\n"
          + session.lines.joined(separator: "\n") + "\n")
      let output: String
      if let shell = session.shell {
        output = try runBuiltExecutable(
          shell, [session.feature], input: transcript.commands.map { $0 + "\n" }.joined())
      } else {
        // NB: The catalog's sessions list the catalog alone, as `store-repl` does.
        (output, _) = await Shell.replay(
          transcript, features: session.feature == greeter.name ? [greeter] : catalog)
      }
      let differences = transcript.differences(from: output)
      #expect(differences == nil, "\(session.file), \(session.feature):\n\(differences ?? "")")
    }
  }

}
