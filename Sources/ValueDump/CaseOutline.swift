/// The case an enum value is in, with the cases of its payloads and the labels of their fields,
/// but no other values: `Feature.Action.rows(.element(id:, action:))`. TCA's failure messages
/// show an action this way where they name it without its data.
///
/// ```swift
/// caseOutline(Action.rows(.element(id: 1, action: "Blob")))   // "Action.rows(.element(id:, action:))"
/// caseOutline(Action.child(.dismiss), abbreviated: true)      // ".child(.dismiss)"
/// caseOutline(())                                             // "()"
/// ```
///
/// A value that describes itself for debugging (`CustomDebugStringConvertible`) is shown by that
/// description instead.
///
/// - Parameters:
///   - value: The value, usually an action.
///   - abbreviated: Whether to leave out the type in front.
/// - Returns: The outline.
public func caseOutline(_ value: Any, abbreviated: Bool = false) -> String {
  if let described = value as? any CustomDebugStringConvertible {
    return described.debugDescription
  }
  return (abbreviated ? "" : dumpTypeName(type(of: value))) + casesOutlined(value)
}

/// The outline of a value below its type: `.case(…)` for an enum, the labels of a tuple's
/// fields with the outlines of those that are enums, nothing for other values.
private func casesOutlined(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      let name = String(describing: value)
      return name == dumpTypeName(type(of: value)) ? "" : ".\(name)"
    }
    let outline = casesOutlined(payload.value)
    return ".\(payload.label ?? "")\(outline.isEmpty ? "" : "(\(outline))")"
  case .tuple:
    return mirror.children.map { field in
      let outline = casesOutlined(field.value)
      // NB: An unlabelled field's label is its position, `.0`.
      let label =
        field.label.map { $0.allSatisfy { $0 == "." || $0.isNumber } ? "_:" : "\($0):" } ?? ""
      return label + (outline.isEmpty ? "" : " \(outline)")
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}
