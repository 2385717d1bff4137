import ValueDump

/// A value's enum cases without their other payloads, as TCA labels actions:
/// `Feature.Action.child(.increment)` for `.child(.increment)`, `Feature.Action.response` for
/// `.response("…")`, `Result.success` for a `Result<Int, Failure>.success(1)`.
///
/// - Parameters:
///   - value: The value, usually an action.
///   - abbreviated: Whether to leave out the type in front: `.child(.increment)`.
/// - Returns: The label.
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let value = value as? any CustomDebugStringConvertible { return value.debugDescription }
  let type = abbreviated ? "" : dumpTypeName(type(of: value), genericsAbbreviated: true)
  return type + caseLabels(value)
}

/// `.child(.increment)`: the case of an enum and of the enums in its payload, else nothing.
private func caseLabels(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else {
      let name = "\(value)"
      return name == dumpTypeName(type(of: value)) ? "" : ".\(name)"
    }
    let inner = caseLabels(child.value)
    return ".\(child.label ?? "")\(inner.isEmpty ? "" : "(\(inner))")"
  case .tuple:
    return mirror.children.map { label, value in
      let inner = caseLabels(value)
      let name = label.map { isPositional($0) ? "_:" : "\($0):" } ?? ""
      return name + (inner.isEmpty ? "" : " \(inner)")
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// Whether a tuple label is a position (`.0`), not a name.
private func isPositional(_ label: String) -> Bool {
  label.allSatisfy { $0 == "." || $0.isNumber }
}
