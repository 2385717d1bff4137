import SwiftMetadata
import ValueDump

/// One case of an enum as the shell lists it (`actions`) and completes it (Tab): its name and the
/// labels and types of its payload, read from the runtime metadata — no list to maintain.
package struct CaseInfo: Sendable, Hashable, CustomStringConvertible {
  /// The case's name, as written after the dot.
  package var name: String
  /// The payload's values, in order; `nil` for a case without payload.
  package var payload: [PayloadField]?
  /// Whether the case is `indirect`.
  package var isIndirect: Bool

  /// Creates a case description.
  /// - Parameters:
  ///   - name: The case's name.
  ///   - payload: The payload's values; `nil` for a case without payload.
  ///   - isIndirect: Whether the case is `indirect`.
  package init(name: String, payload: [PayloadField]?, isIndirect: Bool = false) {
    self.name = name
    self.payload = payload
    self.isIndirect = isIndirect
  }

  /// The case as a pattern: `.decrementButtonTapped`, `.setAge(years: Int)`,
  /// `.numberFactResponse(Result<String, any Error>)`.
  package var description: String {
    let head = "." + Identifier.escaped(name)
    guard let payload else { return head }
    return head + "(" + payload.map(\.description).joined(separator: ", ") + ")"
  }
}

/// One value of a case's payload.
package struct PayloadField: Sendable, Hashable, CustomStringConvertible {
  /// The label, if the value has one.
  package var label: String?
  /// The value's type.
  package var type: any Any.Type
  /// The type as written in Swift, without module prefixes: `Result<String, any Error>`, `[Int]`.
  package var typeName: String

  /// Creates a payload value description.
  /// - Parameters:
  ///   - label: The label, if any.
  ///   - type: The value's type.
  package init(label: String?, type: any Any.Type) {
    self.label = label
    self.type = type
    self.typeName = dumpTypeName(type)
  }

  /// `label: Type`, or `Type` without label.
  package var description: String {
    label.map { "\($0): \(typeName)" } ?? typeName
  }

  /// Whether two descriptions have the same label and type.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.label == rhs.label && lhs.type == rhs.type
  }

  /// Hashes the label and the type.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(ObjectIdentifier(type))
  }
}

/// The cases of an enum type, in declaration order within each group: cases with a payload
/// first, then the cases without, as the runtime lays them out.
///
/// - Parameter type: An enum type, such as `EffectsBasics.Action.self`.
/// - Returns: Every case with its payload's labels and types; empty when `type` is not an enum.
package func cases(of type: any Any.Type) -> [CaseInfo] {
  guard RuntimeFunctions.isAvailable, let layout = EnumLayout.of(TypeMetadata(type)) else {
    return []
  }
  return layout.cases.map(CaseInfo.init)
}

extension CaseInfo {
  /// The description of a case read from an enum's layout.
  init(_ layoutCase: EnumLayout.Case) {
    self.init(
      name: layoutCase.name, payload: Self.payload(of: layoutCase),
      isIndirect: layoutCase.isIndirect)
  }

  /// The payload values of a case: the elements of a tuple payload, or the one value.
  static func payload(of layoutCase: EnumLayout.Case) -> [PayloadField]? {
    guard layoutCase.isResolved else {
      // A payload type the runtime cannot resolve is shown as `Any`; decoding it is refused.
      return [PayloadField(label: nil, type: Any.self)]
    }
    guard let payloadType = layoutCase.payloadType else { return nil }
    if let tuple = TupleMetadata(TypeMetadata(payloadType)) {
      return tuple.elements.map { PayloadField(label: $0.label, type: $0.type) }
    }
    return [PayloadField(label: nil, type: payloadType)]
  }
}
