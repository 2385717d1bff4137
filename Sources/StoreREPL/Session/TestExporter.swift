import Composable
import ValueDump

extension StoreSession {
  /// The session so far as a Swift Testing test on `TestStore`, and what it leaves out; the
  /// initial state's shared values are read as they were at the start.
  ///
  /// - Parameter name: The test function's name.
  func exportedTest(named name: String) -> ExportedTest {
    let start = history.start.snapshot.sharedVersion
    return sharedWorld.history.reading(old: start, new: start) {
      exporter.test(named: name)
    }
  }

  private var exporter: TestExporter<R> {
    TestExporter<R>(
      featureName: featureName, initialStateSwift: initialStateSwift,
      initialStateChanges: initialStateChanges, initialState: history.start.snapshot.state,
      initialScenario: history.start.snapshot.scenario,
      scenarios: scenarios, steps: exportedSteps,
      makesUUIDs: uuids.count > history.start.snapshot.uuidCount,
      endsWithEffectsInFlight: !store.inFlightEffects.isEmpty,
      leftRunning: exploredRunning.flatMap { $0.step == position ? $0.effects : nil },
      crashing: exploredCrash.flatMap { $0.step == position ? $0.line : nil },
      isStateEquatable: !stateEquality.isByDump)
  }
}

/// A session written as a Swift Testing test on `TestStore`: its initial state, each step as the
/// call a test makes, and the state changes each action made as the assertions of that call.
/// What `set` and `scenario` did before the first action is where the test starts, its initial
/// state and its dependencies, as a test that sets a situation up writes them.
struct TestExporter<R: Reducer> {
  typealias State = R.State
  typealias Action = R.Action

  var featureName: String
  /// The initial state as a Swift expression, when the registration gave one.
  var initialStateSwift: String?
  /// What the start set on the state after it, as the assignments a test makes (`$0.x = 1`).
  var initialStateChanges: [String] = []
  var initialState: State
  var initialScenario: REPLScenario
  var scenarios: [REPLScenario]
  /// The steps applied, from the start.
  var steps: [StoreSession<R>.Step]
  /// Whether the steps made UUIDs: the test makes them as the session did, counting up.
  var makesUUIDs: Bool
  /// Whether effects are still in flight at the end: the test skips them.
  var endsWithEffectsInFlight: Bool
  /// The effects `explore` found still running where the session ends, waiting outside the
  /// virtual clock: the test leaves them running, and fails as a test store does.
  var leftRunning: [String]? = nil
  /// The `send` `explore` found crashes the feature's code where the session ends: the test
  /// ends with it, and crashes as the session did.
  var crashing: String? = nil
  /// Whether the feature's `State` is `Equatable`, as TCA's `TestStore` needs it to be: the
  /// test says to make it so, when it is not.
  var isStateEquatable = true

  /// The test, named `name`, and what it leaves out.
  func test(named name: String) -> ExportedTest {
    let reducerName = String(reflecting: R.self)
    let module = reducerName.split(separator: ".").first.map(String.init) ?? ""
    let typeName = dumpTypeName(R.self)
    let firstAction = steps.firstIndex { Self.reducesActions($0.command.name) } ?? steps.endIndex
    let startingScenario =
      steps[..<firstAction].last { $0.command.name == .scenario }.flatMap(scenario(switchedTo:))
      ?? initialScenario
    // A scenario switch starts from the shell's own dependencies, as the session does: the test
    // keeps them as they are before the first scenario's overrides.
    let switchesScenario = steps[firstAction...].contains { $0.command.name == .scenario }
    var lines: [String] = [
      "// swift-format-ignore-file",
      "// A session of \(featureName) in store-repl, exported as a test.",
    ]
    // Said first: the test asserts what happened, which is not what those steps expected.
    let failed = steps.enumerated().filter(\.element.failed).map { index, step in
      "\(index + 1) '\(step.line)'"
    }
    if !failed.isEmpty {
      let which = failed.count == 1 ? "step" : "steps"
      lines.append(
        "// The session recorded failures, at \(which) \(listed(failed)); this test asserts the "
          + "states the session reached.")
    }
    if !isStateEquatable {
      lines.append(
        "// TCA's TestStore needs State: Equatable: add Equatable to \(dumpTypeName(State.self)) "
          + "to run this test.")
    }
    let afterComments = lines.count
    lines.append("import ComposableArchitecture")
    // A feature file's code is compiled into a module named for that build only; the test
    // belongs beside the file's code, in the target that compiles it, and imports nothing more.
    let isFeatureFile = GeneratedModule.isGenerated(Substring(module))
    if !isFeatureFile { lines.append("import \(module)") }
    lines += [
      "import Testing",
      "",
      "@Test func \(name)() async {",
      "  let clock = TestClock()",
    ]
    if switchesScenario { lines.append("  var defaultDependencies = DependencyValues()") }
    var initialExpression: String
    var initialChanges = initialStateChanges + steps[..<firstAction].flatMap(\.stateChanges)
    if let initialStateSwift {
      initialExpression = initialStateSwift
    } else if let assignments = Self.rebuilding(initialState) {
      initialExpression = "\(dumpTypeName(State.self))()"
      initialChanges = assignments + initialChanges
    } else {
      initialExpression = StateChanges.literal(initialState)
    }
    if !initialChanges.isEmpty {
      // A shared value is changed through its reference: a state changed only so is `let`. A
      // literal (an enum's `.case`) needs the type written.
      let isMutated = initialChanges.contains { !$0.contains(".withLock {") }
      let type = initialExpression.hasPrefix(".") ? ": \(dumpTypeName(State.self))" : ""
      lines.append(
        "  \(isMutated ? "var" : "let") initialState\(type) = \(initialExpression)")
      lines += indented(initialChanges.map { Self.rooted($0, at: "initialState") }, by: 2)
      initialExpression = "initialState"
    }
    // A `set` after the first action goes on with a new store, in the same variable.
    let setsLater = steps.indices.contains {
      isSetAfterTheStart(steps[$0], at: $0, firstAction) && steps[$0].effectsInFlight.isEmpty
    }
    lines += [
      "  \(setsLater ? "var" : "let") store = TestStore(",
      "    initialState: \(initialExpression)",
      "  ) {",
      "    \(typeName)()",
      "  } withDependencies: {",
      "    $0.continuousClock = clock",
    ]
    if makesUUIDs { lines.append("    $0.uuid = .incrementing") }
    if switchesScenario { lines.append("    defaultDependencies = $0") }
    var used = [startingScenario]
    lines += dependencyLines(for: startingScenario, target: "$0").map { "    " + $0 }
    lines.append("  }")
    var time = Duration.zero
    var checks = InvariantChecks()
    var setsInFlight: [String] = []
    for (index, step) in steps.enumerated() {
      let start = lines.count
      switch step.command.name {
      case .set where isSetAfterTheStart(step, at: index, firstAction):
        lines.append("")
        lines += restarted(after: step, typeName: typeName)
        if !step.effectsInFlight.isEmpty { setsInFlight.append("\(index + 1) '\(step.line)'") }
      case .send:
        guard let sent = step.actions.first, sent.origin == .sent else { break }
        lines.append("")
        lines += statement("await store.send(\(sent.swiftAction))", sent.testAssignments)
        lines += receives(step.actions.dropFirst())
      case .advance:
        lines.append("")
        lines.append("  await clock.advance(by: \(customDumpInline(step.time - time)))")
        lines += receives(step.actions[...])
      case .step, .continue:
        // What a breakpoint held is received where it stopped, then what is left of the stopped
        // `advance` is advanced, and what that fed back received.
        let atStop = step.actions.prefix { $0.time <= time }
        if !atStop.isEmpty {
          lines.append("")
          lines += receives(atStop)
        }
        if step.time != time {
          lines.append("")
          lines.append("  await clock.advance(by: \(customDumpInline(step.time - time)))")
          lines += receives(step.actions.dropFirst(atStop.count))
        }
      case .wait where !step.actions.isEmpty:
        // The test's `receive` waits in real time, up to the store's `timeout`; how long the
        // session waited is no measure of how long the test will, so no timeout is written.
        lines.append("")
        lines.append("  // From work outside the clock: receive waits for it (store.timeout).")
        lines += receives(step.actions[...])
      case .cancel:
        lines.append("")
        lines += step.cancelled.map { "  store.cancelEffect(number: \($0))" }
      case .scenario where index > firstAction:
        if let scenario = scenario(switchedTo: step) {
          used.append(scenario)
          lines.append("")
          lines.append("  store.dependencies = defaultDependencies")
          lines += dependencyLines(for: scenario, target: "store.dependencies").map { "  " + $0 }
        }
      default:
        break
      }
      time = step.time
      // The steps before the first action make the test's initial state: what the last of them
      // broke is what the test finds in it.
      if index >= firstAction - 1 {
        checks.write(
          step.brokenInvariants, ofStep: index + 1, step.line, after: lines.count > start,
          in: &lines)
      }
    }
    lines.insert(contentsOf: checks.comments, at: afterComments)
    if let crashing, crashing.hasPrefix("send ") {
      lines.append("")
      lines.append("  // explore found that this crashes the feature's code:")
      lines.append("  await store.send(\(crashing.dropFirst("send ".count)))")
    }
    if let leftRunning {
      lines.append("")
      lines.append("  // explore found this still running here, which fails the test:")
      lines += leftRunning.map { "  //   \($0)" }
    } else if endsWithEffectsInFlight {
      lines.append("")
      lines.append("  await store.skipInFlightEffects()")
    }
    lines.append("}")
    var warned: Set<String> = []
    var warnings = used.filter { $0.hasOverrides && $0.swift == nil }
      .filter { warned.insert($0.name).inserted }
      .map { scenario in
        "warning: the scenario '\(scenario.name)' has no Swift form, so the test does not set its dependencies and may test something else; give its REPLScenario a 'swift:' form"
      }
    if !setsInFlight.isEmpty {
      let which = setsInFlight.count == 1 ? "step" : "steps"
      warnings.append(
        "warning: \(which) \(listed(setsInFlight)) changed the state while effects were in flight, which a test store cannot: the test leaves the change out and may fail after it"
      )
    }
    if !isStateEquatable {
      warnings.append(
        "note: TCA's TestStore needs State: Equatable: add Equatable to \(dumpTypeName(State.self)) to run the test"
      )
    }
    if isFeatureFile {
      warnings.append(
        "note: the test imports no module of \(typeName): put it in the test target of the code it tests, with that module's '@testable import'"
      )
    }
    // Tagged ids are written as their type builds them, which needs its module.
    if lines.contains(where: { $0.contains("Tagged(rawValue: ") }),
      let testing = lines.firstIndex(of: "import Testing")
    {
      lines.insert("import Tagged", at: testing)
    }
    return ExportedTest(text: lines.joined(separator: "\n") + "\n", warnings: warnings)
  }

  /// The assignments that rebuild the initial state from `State()`, or nil when the state is
  /// not a struct of the feature's own (an enum is written as a literal).
  static func rebuilding(_ state: State) -> [String]? {
    guard StateChanges.storedProperties(of: state) != nil else { return nil }
    return StateChanges.rebuilding(state, path: "$0")
  }

  /// Whether a step is a `set` that changed the state after the first action.
  private func isSetAfterTheStart(
    _ step: StoreSession<R>.Step, at index: Int, _ firstAction: Int
  ) -> Bool {
    step.command.name == .set && index > firstAction && !step.stateChanges.isEmpty
  }

  /// The lines of a `set` after the first action. TCA's `TestStore` has no settable state, so
  /// the test goes on with a new store that starts from the state the `set` made (a `let` when
  /// the `set` changed only shared values, which change through their reference), with the
  /// dependencies of the one before; or, where effects were in flight (a new store would not
  /// carry them on), a comment that says so.
  private func restarted(after step: StoreSession<R>.Step, typeName: String) -> [String] {
    guard step.effectsInFlight.isEmpty else {
      return [
        "  // \(step.line)",
        "  // A test store's state cannot be set by hand, and a new store that starts",
        "  // from this state would not carry on the effects in flight:",
      ]
        + step.effectsInFlight.map { "  //   " + $0 }
        + ["  // so the test leaves the change out, and may fail after this point."]
    }
    let isMutated = step.stateChanges.contains { !$0.contains(".withLock {") }
    return [
      "  // \(step.line)",
      "  // A test store's state cannot be set by hand: the test goes on with a",
      "  // new store that starts from the state at this point.",
      "  do {",
      "    \(isMutated ? "var" : "let") state = store.state",
    ]
      + indented(step.stateChanges.map { Self.rooted($0, at: "state") }, by: 4)
      + [
        "    let dependencies = store.dependencies",
        "    store = TestStore(initialState: state) {",
        "      \(typeName)()",
        "    } withDependencies: {",
        "      $0 = dependencies",
        "    }",
        "  }",
      ]
  }

  /// The scenario a `scenario` step switched to.
  private func scenario(switchedTo step: StoreSession<R>.Step) -> REPLScenario? {
    let name = String(step.command.arguments.trimmedArgument(offset: 0).text)
    return scenarios.first { $0.name == name }
  }

  /// Whether a command reduces actions: a `set` before the first that does goes into the test's
  /// initial state.
  private static func reducesActions(_ command: CommandName) -> Bool {
    switch command {
    case .send, .receive, .advance, .wait, .cancel: true
    default: false
    }
  }

  /// An assignment of ``StateChanges`` (`$0.count = 5`) on another root: `initialState.count = 5`.
  static func rooted(_ assignment: String, at root: String) -> String {
    assignment.hasPrefix("$0") ? root + assignment.dropFirst(2) : assignment
  }

  /// Lines, each assignment's own lines apart (an alert's builders), indented by `count`.
  private func indented(_ assignments: [String], by count: Int) -> [String] {
    let indent = String(repeating: " ", count: count)
    return assignments.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map { indent + $0 }
  }

  private func receives(_ actions: ArraySlice<StoreSession<R>.LoggedAction>) -> [String] {
    actions.flatMap { action in
      statement("await store.receive(\(action.swiftAction))", action.testAssignments)
    }
  }

  private func statement(_ call: String, _ assignments: [String]) -> [String] {
    guard !assignments.isEmpty else { return ["  \(call)"] }
    return ["  \(call) {"] + indented(assignments, by: 4) + ["  }"]
  }

  private func dependencyLines(for scenario: REPLScenario, target: String) -> [String] {
    guard let swift = scenario.swift else { return [] }
    return swift.split(separator: "\n").map {
      $0.replacingOccurrences(of: "$0", with: target)
    }
  }
}

extension Substring {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    var result = ""
    var rest = self
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
