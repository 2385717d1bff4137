import ComposableArchitecture
import SwiftUI
import Testing

@MainActor
@Suite struct CounterViewTests {
  @Test func theViewShowsTheStateAndItsButtonsSendToTheStore() {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    let tree = ViewTree()
    let view = CounterView(store: store)

    #expect(
      tree.evaluate(view).description == """
        Form .navigationTitle("Counter") [task]
          Section
            HStack .buttonStyle(.borderless)
              Button {tap}
                label:
                  Image "minus" .systemName()
              Text "0" .monospacedDigit()
              Button {tap}
                label:
                  Image "plus" .systemName()
          Section
            Button "Number fact" .disabled(false) {tap}
        """)
    tree.evaluate(view).control(titled: "plus")?.tap()
    tree.evaluate(view).control(titled: "plus")?.tap()
    tree.evaluate(view).control(titled: "minus")?.tap()

    #expect(store.state.count == 1)
    #expect(tree.evaluate(view).first { $0.kind == .text }?.text == "1")
  }

  @Test func theFactButtonIsOffWhileAFactLoads() async {
    let store = Store(initialState: CounterFeature.State(count: 3, isLoadingFact: true)) {
      CounterFeature()
    }
    let section = ViewTree.evaluate(CounterView(store: store)).children[1]

    #expect(
      section.description == """
        Section
          Button "Number fact" .disabled(true) {tap} (disabled)
          ProgressView
        """)
  }

  @Test func theFactButtonStartsLoadingAndTheViewsTaskRuns() async {
    let store = Store(initialState: CounterFeature.State(count: 7)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in try await Task.never() }
    }
    let tree = ViewTree.evaluate(CounterView(store: store))
    tree.control(titled: "Number fact")?.tap()
    for case .task(let task) in tree.handlers { await task() }

    #expect(store.state.isLoadingFact)
    #expect(store.state.fact == nil)
  }

  @Test func theFeatureFetchesAFact() async {
    let store = TestStore(initialState: CounterFeature.State(count: 7)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is lucky." }
    }
    await store.send(.factButtonTapped) { $0.isLoadingFact = true }
    await store.receive(\.factResponse) {
      $0.fact = "7 is lucky."
      $0.isLoadingFact = false
    }
  }
}
