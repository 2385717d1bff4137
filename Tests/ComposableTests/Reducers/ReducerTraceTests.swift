import Composable
import Testing

@testable import Composable

/// A list with a child counter in a `Scope`, rows in a `forEach`, and a `Reduce` of its own.
struct TracedList: Reducer {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var isDone = false
    }
    enum Action: Equatable { case toggle }
    enum CancelID { case save }

    static let reduceLine = #line + 2
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.isDone.toggle()
        return .run { _ in }.cancellable(id: CancelID.save)
      }
    }
  }

  struct State: Equatable {
    var counter = TwoCounter.State()
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    var edits = 0
  }

  enum Action: Equatable {
    case counter(TwoCounter.Action)
    case rows(IdentifiedActionOf<Row>)
    case removeAll
  }

  static let reduceLine = #line + 4
  static let forEachLine = #line + 14
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) { TwoCounter() }
    Reduce { state, action in
      switch action {
      case .rows:
        state.edits += 1
      case .removeAll:
        state.rows = []
      case .counter:
        break
      }
      return .none
    }
    .forEach(\.rows, action: /Action.rows) { Row() }
  }
}

/// A session whose counter runs only while logged in, through `ifCaseLet`, with an `onChange`.
struct TracedSession: Reducer {
  enum State: Equatable {
    case loggedOut
    case loggedIn(TwoCounter.State)
  }
  enum Action: Equatable {
    case loggedIn(TwoCounter.Action)
    case logOut
  }

  static let reduceLine = #line + 2
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .logOut { state = .loggedOut }
      return .none
    }
    .onChange(of: { $0 == .loggedOut }) { _, _ in .none }
    .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { TwoCounter() }
  }
}

@Suite struct ReducerTraceTests {
  @Test func aTraceFollowsTheActionThroughTheComposition() {
    var state = TracedList.State()
    let (_, trace) = ReducerTrace.record {
      TracedList().reduce(into: &state, action: .rows(.element(id: 2, action: .toggle)))
    }
    #expect(
      outline(trace.nodes) == """
        TracedList
          Scope(\\.counter) → TwoCounter: not its action
          forEach(\\.rows)[id: 2] → TracedList.Row (ReducerTraceTests.swift:\(TracedList.forEachLine))
            TracedList.Row
              Reduce (ReducerTraceTests.swift:\(TracedList.Row.reduceLine)) returned \
        .run (ReducerTraceTests.swift:\(TracedList.Row.reduceLine + 2))\
        .cancellable(id: CancelID.save)
          Reduce (ReducerTraceTests.swift:\(TracedList.reduceLine))
        """)
    let row = trace.nodes[0].children[1].children[0].children[0]
    #expect((row.before as? TracedList.Row.State)?.isDone == false)
    #expect((row.after as? TracedList.Row.State)?.isDone == true)
  }

  @Test func aRemovedElementsCancellationIsNoted() {
    var state = TracedList.State()
    let (_, trace) = ReducerTrace.record {
      TracedList().reduce(into: &state, action: .removeAll)
    }
    #expect(
      outline(trace.nodes) == """
        TracedList
          Scope(\\.counter) → TwoCounter: not its action
          forEach(\\.rows) → TracedList.Row (ReducerTraceTests.swift:\(TracedList.forEachLine)): not its action
          Reduce (ReducerTraceTests.swift:\(TracedList.reduceLine))
          forEach: elements removed (ReducerTraceTests.swift:\(TracedList.forEachLine)) returned \
        .cancel(id: forEach(\\State.rows)[id: 1]), .cancel(id: forEach(\\State.rows)[id: 2])
        """)
  }

  @Test func anIfCaseLetAndAnOnChange() {
    var state = TracedSession.State.loggedIn(TwoCounter.State())
    let (_, counted) = ReducerTrace.record {
      TracedSession().reduce(into: &state, action: .loggedIn(.increment))
    }
    let (_, loggedOut) = ReducerTrace.record {
      TracedSession().reduce(into: &state, action: .logOut)
    }
    let line = TracedSession.reduceLine
    #expect(
      outline(counted.nodes) == """
        TracedSession
          ifCaseLet(.loggedIn) → TwoCounter (ReducerTraceTests.swift:\(line + 5))
          Reduce (ReducerTraceTests.swift:\(line))
        """)
    #expect(
      outline(loggedOut.nodes) == """
        TracedSession
          ifCaseLet(.loggedIn) → TwoCounter (ReducerTraceTests.swift:\(line + 5)): not its action
          Reduce (ReducerTraceTests.swift:\(line))
          onChange
            Reduce (ReducerTraceTests.swift:\(line + 4))
          ifCaseLet: the state left the case (ReducerTraceTests.swift:\(line + 5)) returned \
        .cancel(id: ifCaseLet(TracedSession.State.loggedIn))
        """)
  }

  @Test func withTracingOffAStoreRecordsNoTrace() async {
    let store = TestStore(initialState: TracedList.State()) { TracedList() }
    store.exhaustivity = .off
    store.isRecordingEvents = true
    await store.send(.counter(.increment))
    store.isTracingReducers = true
    await store.send(.counter(.decrement))
    var traces: [ReducerTrace?] = []
    for case let .reduced(step) in store.takeEvents() { traces.append(step.trace) }
    #expect(traces.count == 2)
    #expect(traces.first! == nil)
    #expect(
      traces.last!.map { outline($0.nodes) } == """
        TracedList
          Scope(\\.counter) → TwoCounter
          forEach(\\.rows) → TracedList.Row (ReducerTraceTests.swift:\(TracedList.forEachLine)): not its action
          Reduce (ReducerTraceTests.swift:\(TracedList.reduceLine))
        """)
  }

  @Test func outsideARecordingAReducerRecordsNothing() {
    var state = TracedList.State()
    _ = TracedList().reduce(into: &state, action: .counter(.increment))
    #expect(ReducerTrace.Recorder.current.current == nil)
    #expect(state.counter.count == 1)
  }

  /// The nodes one a line, indented by depth: the label, whether the action was for it, and, for
  /// a node without children, the effects it returned.
  private func outline(_ nodes: [ReducerTrace.Node], depth: Int = 0) -> String {
    nodes.map { node in
      var line = String(repeating: "  ", count: depth) + node.label.name
      if let child = node.label.child { line += " → " + child }
      if let location = node.label.location { line += " (\(location))" }
      if !node.handled { line += ": not its action" }
      if node.children.isEmpty, !node.effects.isEmpty {
        line += " returned " + node.effects.joined(separator: ", ")
      }
      let children = outline(node.children, depth: depth + 1)
      return children.isEmpty ? line : line + "\n" + children
    }
    .joined(separator: "\n")
  }
}
