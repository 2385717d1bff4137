import Composable
import ValueDump

extension StoreSession {
  /// `state [<path>]`.
  func state(_ argument: SessionCommand.Argument) throws(ShellError) -> CommandOutput {
    let (text, start) = (argument.text, argument.offset)
    let path = try StatePath.parse(text, offset: start)
    let value = try path.value(in: store.currentState)
    let name = path.components.isEmpty ? nil : path.text
    return CommandOutput(lines: [customDump(value, name: name).indented(by: 2)])
  }

  /// `actions`: the action's cases with their payloads, nested child actions included.
  func actionsList() -> CommandOutput {
    let lines = Self.caseLines(of: Action.self, depth: 0)
    guard !lines.isEmpty else {
      return CommandOutput(
        lines: ["  the cases of \(dumpTypeName(Action.self)) cannot be read"], failed: true)
    }
    return CommandOutput(lines: lines.map { "  \($0)" })
  }

  /// The cases of an enum, alphabetically, with a child action's cases listed in full:
  /// `.splash(.fetchCurrentWeather)` rather than `.splash(Splash.Action)`.
  static func caseLines(of type: any Any.Type, depth: Int) -> [String] {
    cases(of: type).sorted { $0.name < $1.name }.flatMap { info -> [String] in
      if depth < 3, let payload = info.payload, payload.count == 1, payload[0].label == nil {
        let nested = caseLines(of: payload[0].type, depth: depth + 1)
        if !nested.isEmpty { return nested.map { ".\(info.name)(\($0))" } }
      }
      return ["\(info)"]
    }
  }

  /// `log [<filter>]`: the steps so far, each with the actions it sent and received; a filter
  /// keeps some steps (`10-20`), the actions of one origin (`received`, `sent`), or those that
  /// changed a part of the state (`\.count`).
  func logList(_ filter: SessionCommand.LogFilter = .all) throws(ShellError) -> CommandOutput {
    guard position > 0 else {
      return CommandOutput(
        lines: [
          history.count == 0
            ? "  no steps yet" : "  at the start; 'goto \(history.count)' comes back"
        ])
    }
    var steps = timelineSteps.map { (number: $0.number, step: $0.step) }
    var keeps: (LoggedAction) -> Bool = { _ in true }
    if let range = filter.steps {
      let first = history.applied.startIndex + 1
      guard range.lowerBound <= position, range.upperBound >= first else {
        throw ShellError(
          .timeTravel(.logRange(first: first, last: position)), at: filter.stepsOffset)
      }
      steps = steps.filter { range.contains($0.number) }
    }
    // Steps that reduced no action (`advance` with nothing due, `cancel`) are rows of the log,
    // but have no action to keep for a filter of actions.
    let listsEveryStep = filter.origin == nil && filter.path == nil
    var changing = ""
    if let argument = filter.path {
      var text = argument.text
      if text.hasPrefix("\\") { text = text.dropFirst() }
      if text.hasPrefix(".") { text = text.dropFirst() }
      let path: StatePath
      do throws(ShellError) {
        path = try StatePath.parse(text, offset: argument.offset + argument.text.count - text.count)
        _ = try path.value(in: store.currentState)
      } catch {
        guard text.count == argument.text.count else { throw error }
        // A bare word may be a filter mistyped rather than a path.
        throw ShellError(
          error.kind, .timeTravel(.mistypedLogFilter(error.problem)), at: error.offset)
      }
      let wanted = Self.plainPath(path.text)
      keeps = { logged in
        logged.assignments.contains { Self.touches(Self.assignedPath($0), wanted) }
      }
      changing = path.text
    }
    switch filter.origin {
    case .received?: keeps = { [keeps] in $0.origin != .sent && keeps($0) }
    case .sent?: keeps = { [keeps] in $0.origin == .sent && keeps($0) }
    case nil: break
    }
    let nothing =
      switch (filter.origin, changing.isEmpty) {
      case (nil, true): ""
      case (nil, false): "  no step changed \(changing)"
      case let (origin?, true): "  no action was \(origin == .sent ? "sent" : "received")"
      case let (origin?, false):
        "  no \(origin == .sent ? "sent" : "received") action changed \(changing)"
      }
    var lines: [String] = []
    if let foldedHistory, filter == .all {
      lines.append("  " + foldedHistory)
    }
    let width = String(position).count
    // Steps a later `skip` or `replace` changed are listed as the changed past made them, and
    // say so.
    let changed = pastNotes(before: position + 1)
    for (number, step) in steps {
      let digits = String(number)
      let past = changed[number].map { "  (\($0))" } ?? ""
      let number = String(repeating: " ", count: width - digits.count) + digits
      let command = step.line
      guard !step.actions.isEmpty else {
        if listsEveryStep {
          lines.append("  \(number)  \(step.time.formattedSeconds)  \(command)\(past)")
        }
        continue
      }
      let showsCommand = step.command.name != .send
      var shown = 0
      for (position, logged) in step.actions.enumerated() where keeps(logged) {
        defer { shown += 1 }
        let prefix = shown == 0 ? number : String(repeating: " ", count: number.count)
        let origin: String
        switch logged.origin {
        case .sent: origin = "sent      \(logged.action)"
        case let .received(effect):
          origin =
            "received  \(logged.action)  \(effect.map { "from #\($0)" } ?? "from a .send effect")"
        }
        let note = showsCommand && position == 0 ? "  (\(command))" : ""
        lines.append(
          "  \(prefix)  \(logged.time.formattedSeconds)  \(origin)\(note)\(shown == 0 ? past : "")")
      }
    }
    if lines.isEmpty, !nothing.isEmpty { lines.append(nothing) }
    if history.undoneCount > 0, filter == .all {
      let later = history.undoneCount
      lines.append(
        "  (\(counted(later, "later step")) undone; 'goto \(history.count)' comes back)"
      )
    }
    return CommandOutput(lines: lines)
  }

  /// The path an assignment of ``StateChanges`` gives a value, as `log \.<path>` names it:
  /// `rows[id: UUID(3)].isDone` for `$0.rows[id: UUID(3)]?.isDone = true`, `count` for
  /// `$0.$count.withLock { $0 = 1 }`.
  static func assignedPath(_ assignment: String) -> String {
    var path = Substring(assignment)
    if let end = path.firstRange(of: ".withLock {") ?? path.firstRange(of: " = ") {
      path = path[..<end.lowerBound]
    }
    return plainPath(path)
  }

  /// A path without its root (`$0`), the `?` of optionals and the `$` of projections.
  static func plainPath(_ path: some StringProtocol) -> String {
    var path = Substring(path)
    if path.hasPrefix("$0") { path = path.dropFirst(2) }
    if path.hasPrefix(".") { path = path.dropFirst() }
    var plain = ""
    for character in path where character != "?" {
      if character == "$", plain.isEmpty || plain.hasSuffix(".") { continue }
      plain.append(character)
    }
    return plain
  }

  /// Whether a change at `changed` changes what is at `wanted`: one is inside the other.
  static func touches(_ changed: String, _ wanted: String) -> Bool {
    func isInside(_ inner: String, _ outer: String) -> Bool {
      outer.isEmpty || inner == outer || inner.hasPrefix(outer + ".")
        || inner.hasPrefix(outer + "[")
    }
    return isInside(changed, wanted) || isInside(wanted, changed)
  }

  /// `deps`: the scenario in use and the others.
  func depsList() -> CommandOutput {
    var lines = ["  scenario \(scenario.name): \(scenario.summary)"]
    let overrides = (scenario.listsOverrides ? scenario.swift ?? "" : "").split(separator: "\n")
      .filter { !$0.hasPrefix("$0.context = ") }
    if !overrides.isEmpty {
      lines.append("  overrides:")
      lines += overrides.map { "    \($0)" }
    }
    let others = scenarios.filter { $0.name != scenario.name }
    if !others.isEmpty {
      lines.append("  other scenarios:")
      lines += others.map { "    \($0.name): \($0.summary)" }
    }
    lines.append("  clock: virtual, at \(now.formattedSeconds)")
    return CommandOutput(lines: lines)
  }

  /// `scenario <name>`.
  func switchScenario(_ argument: SessionCommand.Argument) throws(ShellError) -> CommandOutput {
    let (name, start) = (String(argument.text), argument.offset)
    let names = scenarios.map(\.name)
    guard !name.isEmpty else {
      throw ShellError(.feature(.expectedScenario(names)), at: start)
    }
    guard let scenario = scenarios.first(where: { $0.name == name }) else {
      throw ShellError(
        .feature(.unknownScenario(name, feature: featureName, scenarios: names)), at: start)
    }
    use(scenario)
    var lines = ["  scenario \(scenario.name): \(scenario.summary)"]
    if !store.inFlightEffects.isEmpty {
      lines.append("  effects already in flight keep the dependencies they started with")
    }
    return CommandOutput(lines: lines)
  }

  func completions(for command: CommandName, partial: String) -> [String] {
    switch command.declaration.completion {
    case .actions:
      return caseCompletions(for: partial, in: Action.self)
    case .effects:
      let effects = store.inFlightEffects
      let words =
        effects.map { "#\($0.number)" }
        + effects.flatMap(\.cancelIDs.visible).flatMap {
          [$0.rootDescription, $0.valueDescription]
        }
      return Array(Set(words)).filter { $0.hasPrefix(partial) }.sorted()
    case .statePaths:
      return statePathCompletions(partial)
    case .assignedPath:
      return partial.contains("=") ? [] : statePathCompletions(partial)
    case .condition:
      return conditionCompletions(partial)
    case .breakpoint:
      return breakpointCompletions(partial)
    case .exploreArguments:
      return exploreCompletions(partial)
    case let .numbers(numbered):
      return numberCompletions(numbered, partial: partial)
    case .scenarios:
      return scenarios.map(\.name).filter { $0.hasPrefix(partial) }
    case let .words(words):
      return words.filter { $0.hasPrefix(partial) }
    case let .pastSteps(withAction):
      return pastCompletions(partial: partial, withAction: withAction)
    case .controls:
      // NB: A label may hold spaces: the whole of what is typed is its start.
      return screenLabels(for: command).filter {
        $0.lowercased().hasPrefix(partial.lowercased())
      }
    case .nothing, .features, .commands:
      return []
    }
  }

  func statePathCompletions(_ partial: String) -> [String] {
    var components = partial.split(separator: ".", omittingEmptySubsequences: false).map(
      String.init)
    let last = components.removeLast()
    if let bracket = last.firstIndex(of: "[") {
      return subscriptCompletions(
        components + [String(last[..<bracket])], typed: partial.prefix(while: { $0 != "[" }),
        partial: partial)
    }
    let path = StatePath(components: components.map { .init(name: $0, offset: 0) })
    guard let value = try? path.value(in: store.currentState) else { return [] }
    var mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
      mirror = Mirror(reflecting: wrapped)
    }
    let prefix = components.isEmpty ? "" : components.joined(separator: ".") + "."
    let names = mirror.children.compactMap { child -> String? in
      guard let label = child.label else { return nil }
      return label.hasPrefix("_") && child.value is any StateWrapper
        ? StatePath.propertyName(label) : label
    }
    return names.filter { $0.hasPrefix(last) }.map { prefix + $0 }
  }

  /// The subscripts of the collection at `components`: each element's id (`todos[id: UUID(0)]`)
  /// in an identified array or a stack, each index in an array, those that start as `partial`.
  private func subscriptCompletions(
    _ components: [String], typed: Substring, partial: String
  ) -> [String] {
    let path = StatePath(components: components.map { .init(name: $0, offset: 0) })
    guard let value = try? path.value(in: store.currentState) else { return [] }
    let subscripts: [String]
    if let identified = value as? any IdentifiedStateCollection {
      // As a path is typed: a stack's id as Swift writes it, `0`, not as it prints, `#0`.
      subscripts = identified.stateIDs.map {
        let id = ($0 as? any SwiftSourceRepresentable)?.swiftSource ?? customDumpInline($0)
        return "[id: \(StateChanges.swiftUUIDs(in: id))]"
      }
    } else if let collection = value as? any StateCollection {
      subscripts = (0..<Swift.min(collection.stateElementCount, 100)).map { "[\($0)]" }
    } else {
      return []
    }
    return subscripts.map { typed + $0 }.filter { $0.hasPrefix(partial) }
  }
}
