import ComposableArchitecture
import Testing

/// A feature stubbed out before it is written, as `@Reducer` lets TCA users do.
@Reducer
struct Placeholder {}

@MainActor
struct PlaceholderTests {
  @Test
  func anEmptyReducerHasStateActionAndABodyThatDoesNothing() async {
    let store = TestStore(initialState: Placeholder.State()) {
      Placeholder()
    }
    #expect(store.state == Placeholder.State())
    let encoded = try? JSONEncoder().encode(Placeholder.State())
    #expect(encoded.map { String(decoding: $0, as: UTF8.self) } == "{}")
  }
}
