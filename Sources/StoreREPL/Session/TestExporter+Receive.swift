import Composable
import ValueDump

extension TestExporter {
  /// How a test receives an action, as TCA's users write it: the key path to its case, through
  /// the elements of stacks and identified arrays by id (`\.path[id: 0].detail.delegate.save`,
  /// `\.numberFactResponse.success`). An `Equatable` action is received as itself
  /// (`.setFact("…")`) when the key path leaves out a payload that the state's changes do not
  /// assert. An action that is not `@CasePathable` is received by case path
  /// (`/Root.Action.splash .. /Splash.Action.responseCurrentWeather`).
  ///
  /// - Parameters:
  ///   - action: The action received.
  ///   - dumped: The action as Swift writes it (``StateChanges/literal(_:)``), when it is at hand.
  ///   - assignments: The state's changes the `receive` asserts, as ``StateChanges`` writes
  ///     them.
  static func receivePattern(
    _ action: Action, dumped: String? = nil, assignments: [String] = []
  ) -> String {
    if Action.self is any CasePathable.Type, let (path, payload) = caseKeyPath(of: action) {
      let isAsserted = payload.map { isWritten($0, in: assignments) } ?? true
      if !(action is any Equatable) || isAsserted { return path }
    }
    if action is any Equatable { return dumped ?? StateChanges.literal(action) }
    // The chain stops at the standard library's enums (`Result`, `Optional`): a case path names
    // the feature's own cases.
    return
      caseChain(of: action)
      .prefix { !String(reflecting: $0.type).hasPrefix("Swift.") }
      .map { "/\(dumpTypeName($0.type)).\($0.name)" }
      .joined(separator: " .. ")
  }

  /// The key path to an action's case, `\.path[id: 0].detail.delegate.save`, and the payload it
  /// leaves out, if any.
  ///
  /// It goes through cases whose payload is a single `@CasePathable` enum (an `Optional` names
  /// nothing a reader cares about: `\.some` is not written), through a presented child's action
  /// without `.presented`, and through an element action of a stack or an identified array as
  /// `[id: …]`; an error payload ends it.
  static func caseKeyPath(of action: Any) -> (path: String, payload: Any?)? {
    var path = "\\"
    var value = action
    // Each turn goes one case deeper into a finite value.
    while true {
      let type = Swift.type(of: value)
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum, type is any CasePathable.Type,
        !String(reflecting: type).hasPrefix("Swift.Optional<")
      else {
        guard path != "\\" else { return nil }
        return (path, Optional(value))
      }
      guard let child = mirror.children.first, let label = child.label else {
        // A case without payload dumps as `.name`, whatever the enum's description says.
        let name = customDumpInline(value).drop { $0 == "." }
        return (path + "." + name, nil)
      }
      if label == "element", isElementAction(type), let (id, element) = idAndAction(child.value) {
        path += "[id: \(StateChanges.literal(id))]"
        value = element
        continue
      }
      let isPresented = label == "presented" && isPresentationAction(type)
      if !isPresented { path += "." + label }
      if child.value is any Error { return (path, child.value) }
      // A single labelled payload, `(id: 3)`, is its value.
      let payload = Mirror(reflecting: child.value)
      let isLabelled = payload.displayStyle == .tuple && payload.children.count == 1
      value = isLabelled ? payload.children.first!.value : child.value
    }
  }

  /// Whether the state's changes write a value: its literal is a whole value of an assignment,
  /// or a whole argument or element inside one (`syncUp: Shared(value: …)`).
  private static func isWritten(_ value: Any, in assignments: [String]) -> Bool {
    let literal = StateChanges.swiftUUIDs(in: StateChanges.literal(value))
    return assignments.contains { assignment in
      var rest = Substring(assignment)
      // Each turn moves past one occurrence.
      while let range = rest.firstRange(of: literal) {
        let before = assignment[..<range.lowerBound].last
        let after = assignment[range.upperBound...].first
        if [" ", "(", "["].contains(before), after == nil || [")", ",", "]"].contains(after) {
          return true
        }
        rest = assignment[range.upperBound...]
      }
      return false
    }
  }

  /// Whether a type is a presented child's action, `PresentationAction`.
  private static func isPresentationAction(_ type: Any.Type) -> Bool {
    String(reflecting: type).hasPrefix("Composable.PresentationAction<")
  }

  /// Whether a type is a stack's or an identified array's action, whose `element` case a key
  /// path reaches by id.
  private static func isElementAction(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    return name.hasPrefix("Composable.StackAction<")
      || name.hasPrefix("Composable.IdentifiedAction<")
  }

  /// The id and the action of an `element(id:action:)` payload.
  private static func idAndAction(_ payload: Any) -> (id: Any, action: Any)? {
    let children = Array(Mirror(reflecting: payload).children)
    guard children.count == 2, children[0].label == "id", children[1].label == "action" else {
      return nil
    }
    return (children[0].value, children[1].value)
  }
}
