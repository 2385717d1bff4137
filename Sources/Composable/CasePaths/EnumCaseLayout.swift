import SwiftMetadata
import Synchronization

/// Where the payload of one case of an enum lives. Learnt once per enum type and case tag, from
/// the case's field record.
enum EnumCaseLayout: Sendable {
  /// The case has no payload.
  case withoutPayload
  /// The payload has a static type (several values make a tuple) and sits inline, or in a heap
  /// box the enum points to for an `indirect` case.
  case payload(type: Any.Type, isIndirect: Bool)
  /// The case has a payload whose record cannot be read: it is extracted through `Mirror`.
  case opaque

  /// The layout of the case a value holds.
  static func of<Root>(_ value: Root, tag: UInt32, metadata: EnumMetadata) -> EnumCaseLayout {
    let key = Key(type: ObjectIdentifier(Root.self), tag: tag)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let layout: EnumCaseLayout
    // The runtime's mirror maps the tag to the case's name, so the tag order rules (payload
    // cases first, except payloads of size zero) need not be repeated here.
    if let name = Mirror(reflecting: value).children.first?.label {
      if let record = metadata.fieldRecord(named: name), let type = metadata.payloadType(of: record)
      {
        layout = .payload(type: type, isIndirect: record.isIndirectCase)
      } else {
        layout = .opaque
      }
    } else {
      layout = .withoutPayload
    }
    cache.withLock { $0[key] = layout }
    return layout
  }

  /// Whether a payload of a type can be read as a value of another: the same type, or tuples of
  /// the same element types whatever their labels. A single labeled value, `case load(id: Int)`,
  /// has a one-element tuple type, read as its element.
  static func canRead(_ payloadType: Any.Type, as type: Any.Type) -> Bool {
    if payloadType == type { return true }
    let payloadType = singleElement(of: payloadType) ?? payloadType
    let type = singleElement(of: type) ?? type
    if payloadType == type { return true }
    guard let payloadElements = tupleElements(payloadType), let elements = tupleElements(type),
      payloadElements.count == elements.count
    else { return false }
    return zip(payloadElements, elements).allSatisfy(canRead)
  }

  private static func singleElement(of type: Any.Type) -> Any.Type? {
    guard let elements = tupleElements(type), elements.count == 1 else { return nil }
    return elements[0]
  }

  /// The element types of a tuple type, or `nil` for any other type.
  private static func tupleElements(_ type: Any.Type) -> [Any.Type]? {
    TupleMetadata.elementTypes(of: TypeMetadata(type))
  }

  private struct Key: Hashable {
    var type: ObjectIdentifier
    var tag: UInt32
  }

  private static let cache = Lock<[Key: EnumCaseLayout]>([:])
}
