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

  /// `log`: the steps so far, each with the actions it sent and received.
  func logList() -> CommandOutput {
    guard position > 0 else {
      return CommandOutput(
        lines: [
          history.count == 0
            ? "  no steps yet" : "  at the start; 'goto \(history.count)' comes back"
        ])
    }
    var lines: [String] = []
    if let foldedHistory {
      lines.append("  " + foldedHistory)
    }
    let width = String(position).count
    for (index, step) in zip(history.applied.indices, history.applied) {
      let digits = String(index + 1)
      let number = String(repeating: " ", count: width - digits.count) + digits
      let command = "\(step.command.rawValue)\(step.arguments)"
      guard !step.actions.isEmpty else {
        lines.append("  \(number)  \(step.time.formattedSeconds)  \(command)")
        continue
      }
      let showsCommand = step.command != .send
      for (position, logged) in step.actions.enumerated() {
        let prefix =
          position == 0 ? number : String(repeating: " ", count: number.count)
        let origin: String
        switch logged.origin {
        case .sent: origin = "sent      \(logged.action)"
        case let .received(effect):
          origin =
            "received  \(logged.action)  \(effect.map { "from #\($0)" } ?? "from a .send effect")"
        }
        let note = showsCommand && position == 0 ? "  (\(command))" : ""
        lines.append("  \(prefix)  \(logged.time.formattedSeconds)  \(origin)\(note)")
      }
    }
    if history.undoneCount > 0 {
      let later = history.undoneCount
      lines.append(
        "  (\(later) later step\(later == 1 ? "" : "s") undone; 'goto \(history.count)' comes back)"
      )
    }
    return CommandOutput(lines: lines)
  }

  /// `deps`: the scenario in use and the others.
  func depsList() -> CommandOutput {
    var lines = ["  scenario \(scenario.name): \(scenario.summary)"]
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
      throw ShellError(
        .usage, "expected a scenario name: \(names.joined(separator: ", "))", at: start)
    }
    guard let scenario = scenarios.first(where: { $0.name == name }) else {
      throw ShellError(
        .unknownName,
        "\(featureName) has no scenario '\(name)'"
          + Suggestion.didYouMean(name, among: names)
          + "; scenarios: \(names.joined(separator: ", "))",
        at: start)
    }
    use(scenario)
    var lines = ["  scenario \(scenario.name): \(scenario.summary)"]
    if !store.inFlightEffects.isEmpty {
      lines.append("  effects already in flight keep the dependencies they started with")
    }
    return CommandOutput(lines: lines)
  }

  func completions(for command: CommandName, partial: String) -> [String] {
    switch command {
    case .send, .receive:
      return caseCompletions(for: partial, in: Action.self)
    case .cancel:
      let effects = store.inFlightEffects
      let words =
        effects.map { "#\($0.number)" }
        + effects.flatMap(\.cancelIDs.visible).flatMap { [$0.description, $0.valueDescription] }
      return Array(Set(words)).filter { $0.hasPrefix(partial) }.sorted()
    case .state:
      return statePathCompletions(partial)
    case .scenario:
      return scenarios.map(\.name).filter { $0.hasPrefix(partial) }
    case .advance:
      return ["next", "all", "1s", "100ms"].filter { $0.hasPrefix(partial) }
    default:
      return []
    }
  }

  private func statePathCompletions(_ partial: String) -> [String] {
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
      subscripts = identified.stateIDs.map {
        "[id: \(StateChanges.swiftUUIDs(in: customDumpInline($0)))]"
      }
    } else if let collection = value as? any StateCollection {
      subscripts = (0..<Swift.min(collection.stateElementCount, 100)).map { "[\($0)]" }
    } else {
      return []
    }
    return subscripts.map { typed + $0 }.filter { $0.hasPrefix(partial) }
  }
}
