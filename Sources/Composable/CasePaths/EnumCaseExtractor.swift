import Synchronization

/// Extracts the payload of the enum case an embed function builds.
///
/// The first extraction learns which case the path is for: it reads the root's payload, embeds it
/// again and reads the case tag of the result, a tag that never changes for a case. From then on
/// an extraction compares the root's tag with the learnt one and, on a match, copies the payload
/// straight out of the root's memory; a root of another case costs one value-witness call.
final class EnumCaseExtractor<Root, Value>: Sendable {
  private let embed: @Sendable (Value) -> Root
  private let metadata: EnumMetadata
  private let learnt = Atomic<UInt64>(0)

  init(embed: @escaping @Sendable (Value) -> Root, metadata: EnumMetadata) {
    self.embed = embed
    self.metadata = metadata
  }

  func extract(from root: Root) -> Value? {
    let rootTag = tag(of: root)
    // Relaxed ordering suffices: every thread that learns the case learns the same bits.
    let learnt = Learnt(rawValue: self.learnt.load(ordering: .relaxed))
    guard learnt.isKnown else { return learn(from: root, tag: rootTag) }
    guard learnt.tag == rootTag else { return nil }
    return learnt.isReadable
      ? payload(of: root, tag: rootTag, isIndirect: learnt.isIndirect)
      : Self.mirroredPayload(of: root)
  }

  private func learn(from root: Root, tag rootTag: UInt32) -> Value? {
    let rootLayout = EnumCaseLayout.of(root, tag: rootTag, metadata: metadata)
    let value: Value
    switch rootLayout {
    case .withoutPayload:
      return nil
    case .payload(let type, let isIndirect):
      // A payload of another type cannot be the one the case's embed function takes.
      guard EnumCaseLayout.canRead(type, as: Value.self) else { return nil }
      value = payload(of: root, tag: rootTag, isIndirect: isIndirect)
    case .opaque:
      guard let mirrored = Self.mirroredPayload(of: root) else { return nil }
      value = mirrored
    }
    let embedded = embed(value)
    let caseTag = tag(of: embedded)
    let caseLayout =
      caseTag == rootTag
      ? rootLayout : EnumCaseLayout.of(embedded, tag: caseTag, metadata: metadata)
    self.learnt.store(Learnt(tag: caseTag, layout: caseLayout).rawValue, ordering: .relaxed)
    return caseTag == rootTag ? value : nil
  }

  private func tag(of root: Root) -> UInt32 {
    withUnsafePointer(to: root) { metadata.tag(of: $0) }
  }

  /// Copies the payload out of a copy of the root, whose case bits are put back afterwards.
  private func payload(of root: Root, tag: UInt32, isIndirect: Bool) -> Value {
    var copy = root
    return withUnsafeMutablePointer(to: &copy) { pointer in
      let address = UnsafeMutableRawPointer(pointer)
      metadata.destructivelyProjectPayload(of: address)
      defer { metadata.destructivelyInjectTag(tag, into: address) }
      guard isIndirect else { return address.load(as: Value.self) }
      // A box is a heap object header (metadata and reference counts, a word each) followed by
      // the payload at its alignment.
      let box = address.load(as: UnsafeRawPointer.self)
      let alignment = MemoryLayout<Value>.alignment
      let offset = (2 * MemoryLayout<Int>.size + alignment - 1) / alignment * alignment
      return box.load(fromByteOffset: offset, as: Value.self)
    }
  }

  private static func mirroredPayload(of root: Root) -> Value? {
    guard let payload = Mirror(reflecting: root).children.first?.value else { return nil }
    if let value = payload as? Value { return value }
    // A single labeled value, `case load(id: Int)`, is mirrored as a one-element tuple.
    let tuple = Mirror(reflecting: payload)
    guard tuple.displayStyle == .tuple, tuple.children.count == 1 else { return nil }
    return tuple.children.first?.value as? Value
  }

  /// What an extractor has learnt about its case, packed in 64 bits for an atomic.
  private struct Learnt {
    var rawValue: UInt64

    init(rawValue: UInt64) { self.rawValue = rawValue }

    init(tag: UInt32, layout: EnumCaseLayout) {
      rawValue = Self.known | UInt64(tag)
      if case .payload(let type, let isIndirect) = layout,
        EnumCaseLayout.canRead(type, as: Value.self)
      {
        rawValue |= Self.readable | (isIndirect ? Self.indirect : 0)
      }
    }

    var isKnown: Bool { rawValue & Self.known != 0 }
    var isReadable: Bool { rawValue & Self.readable != 0 }
    var isIndirect: Bool { rawValue & Self.indirect != 0 }
    var tag: UInt32 { UInt32(truncatingIfNeeded: rawValue) }

    private static var known: UInt64 { 1 << 63 }
    private static var readable: UInt64 { 1 << 62 }
    private static var indirect: UInt64 { 1 << 61 }
  }
}
