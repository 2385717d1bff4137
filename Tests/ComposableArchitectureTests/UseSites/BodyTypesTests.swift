import ComposableArchitecture
import TestHelpers
import Testing

@MainActor
struct BodyTypesTests {
  @Test
  func aBodyOfItsOwnTypesReducesThem() async {
    let store = TestStore(initialState: 3) { Doubler() }
    await store.send(()) { $0 = 6 }
  }

  @Test
  func aBodyNamingDeclaredTypes() async {
    let store = TestStore(initialState: Toggle.State()) { Toggle() }
    await store.send(.toggled) { $0.isOn = true }
  }

  @Test
  func aBodyNamingTypesTheMacroDeclares() async {
    let store = TestStore(initialState: Inert.State()) { Inert() }
    #expect(store.state == Inert.State())
  }

  @Test
  func aReducerNestedInAFeatureWorksOnTheFeaturesTypes() async {
    let store = TestStore(initialState: Shelf.State()) {
      Shelf()
      Shelf.Echo()
      Shelf.Hush()
    }
    await store.send(.tapped) { $0.count = 11 }
  }

  @Test
  func aBuilderTakesAnExistentialReducerAndOneUnderAvailability() async {
    let store = TestStore(initialState: Shelf.State()) {
      Shelf()
      Shelf.Echo() as any ReducerOf<Shelf>
      if #available(macOS 9999, iOS 9999, *) {
        Shelf.Echo()
      } else if #available(macOS 8888, *) {
        EmptyReducer()
      }
    }
    await store.send(.tapped) { $0.count = 21 }
  }

  @Test
  func anEnumReducerRunsTheBodyItDeclares() async {
    let store = TestStore(initialState: Panel.State.toggle(Toggle.State())) { Panel.body }
    await store.send(.toggle(.toggled)) { $0 = .doubler(1) }
    await store.send(.doubler(())) { $0 = .doubler(2) }
  }

  @Test
  func anUnimplementedOptionalEndpointReportsAndReturnsNil() async {
    let client = UserClient()
    await withKnownIssue {
      #expect(client.current() == nil)
      #expect(await client.find(id: 1) == nil)
    } matching: { issue in
      let file = "ComposableArchitectureTests/BodyTypes.swift"
      return issue.hasMessage(unimplemented("current"), at: 63, fileID: file)
        || issue.hasMessage(unimplemented("find"), at: 64, fileID: file)
    }
  }
}

/// The failure an unimplemented endpoint of `UserClient` reports.
private func unimplemented(_ endpoint: String) -> String {
  """
  Unimplemented: 'UserClient.\(endpoint)'

  The endpoint was called without an implementation. To fix, give it one where the \
  dependency is set: withDependencies: { $0.<dependency>.\(endpoint) = { … } }
  """
}
