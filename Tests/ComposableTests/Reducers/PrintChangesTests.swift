import Composable
import Synchronization
import Testing

struct PrintedCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var name = "Blob"
  }

  enum Action: Equatable {
    case increment
    case noop
    case child(Child)
    case response(String)

    enum Child: Equatable { case tapped }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .increment = action { state.count += 1 }
    return .none
  }
}

/// The texts a test's printer received.
final class PrintedTexts: Sendable {
  private let texts = Mutex<[String]>([])

  func append(_ text: String) { texts.withLock { $0.append(text) } }
  var all: [String] { texts.withLock { $0 } }
}

@MainActor
struct PrintChangesTests {
  @Test
  func eachActionPrintsWithTheDiffOfTheState() async {
    let printed = PrintedTexts()
    let store = TestStore(initialState: PrintedCounter.State()) {
      PrintedCounter()._printChanges()
    }
    await ChangePrinter.withOutput({ printed.append($0) }) {
      await store.send(.increment) { $0.count = 1 }
      await store.send(.noop)
    }
    #expect(
      printed.all == [
        """
        received action:
          PrintedCounter.Action.increment
          PrintedCounter.State(
        -   count: 0,
        +   count: 1,
            name: "Blob"
          )

        """,
        """
        received action:
          PrintedCounter.Action.noop
          (No state changes)

        """,
      ])
  }

  @Test
  func actionLabelsPrintTheCasesAlone() async {
    let printed = PrintedTexts()
    let store = TestStore(initialState: PrintedCounter.State()) {
      PrintedCounter()._printChanges(.actionLabels)
    }
    await ChangePrinter.withOutput({ printed.append($0) }) {
      await store.send(.child(.tapped))
      await store.send(.response("Hello"))
    }
    #expect(
      printed.all == [
        "received action: PrintedCounter.Action.child(.tapped)",
        "received action: PrintedCounter.Action.response",
      ])
  }

  @Test
  func aPrinterOfOnesOwnGetsTheActionAndBothStates() async {
    let printed = PrintedTexts()
    let printer = _ReducerPrinter<PrintedCounter.State, PrintedCounter.Action> {
      action, oldState, newState in
      printed.append("\(action): \(oldState.count) → \(newState.count)")
    }
    let store = TestStore(initialState: PrintedCounter.State()) {
      PrintedCounter()._printChanges(printer)
    }
    await store.send(.increment) { $0.count = 1 }
    #expect(printed.all == ["increment: 0 → 1"])
  }

  @Test
  func aNilPrinterPrintsNothing() async {
    let printed = PrintedTexts()
    let store = TestStore(initialState: PrintedCounter.State()) {
      PrintedCounter()._printChanges(nil)
    }
    await ChangePrinter.withOutput({ printed.append($0) }) {
      await store.send(.increment) { $0.count = 1 }
    }
    #expect(printed.all.isEmpty)
  }
}
