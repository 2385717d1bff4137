/// Reads values in the protocol's binary form (see ``Wire``). The bytes are read once, into an
/// index of where each value is, before any is decoded: a container then finds its entries
/// from the index, and a value is made only when it is asked for.
///
/// Bytes that are not the form of any value — cut short, a tag that is no tag, a count larger
/// than the bytes left can hold, containers nested deeper than ``Wire/maximumDepth``, bytes
/// left over — are refused by that first reading, and nothing they announce is allocated; a
/// value that is not of the type asked for is refused as it is decoded. Both throw a
/// `DecodingError`.
package struct WireDecoder {
  package init() {}

  /// The value of type `Value` that `bytes` hold, all of them.
  ///
  /// - Throws: `DecodingError` when they do not.
  package func decode<Value: Decodable>(
    _ type: Value.Type, from bytes: [UInt8]
  ) throws
    -> Value
  {
    let input = try WireInput(bytes: bytes)
    return try WireValueDecoder(input: input, index: 0, codingPath: []).decode(type)
  }
}

/// The bytes being read, and where each value is in them.
final class WireInput {
  /// A value, in the order the bytes hold them: a container's values follow it.
  struct Node {
    var tag: Wire.Tag
    /// Where its tag is.
    var offset: Int
    /// How many values it holds, when it is a container.
    var count: Int
    /// Where its key is, when it is in a record.
    var key: Range<Int>
    /// The index of the value after it and all it holds.
    var next: Int
  }

  let bytes: [UInt8]
  let nodes: [Node]
  var reader: WireReader { WireReader(bytes: bytes) }

  init(bytes: [UInt8]) throws {
    self.nodes = try WireReader(bytes: bytes).nodes()
    self.bytes = bytes
  }

  func text(
    in range: Range<Int>, at offset: Int, _ codingPath: [any CodingKey]
  ) throws
    -> String
  {
    guard let text = String(validating: bytes[range], as: UTF8.self) else {
      throw WireReader.corrupt("the string at byte \(offset) is not UTF-8", codingPath)
    }
    return text
  }
}

/// Reads the parts of values from bytes.
struct WireReader {
  let bytes: [UInt8]

  static func corrupt(_ what: String, _ codingPath: [any CodingKey] = []) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: what))
  }

  /// Where each value is: the bytes read once, all of them.
  func nodes() throws -> [WireInput.Node] {
    var nodes: [WireInput.Node] = []
    nodes.reserveCapacity(bytes.count / 4)
    var position = 0
    // NB: The containers being read, outermost first, and how many values each has left:
    // a loop rather than recursion, so that no nesting can exhaust the stack.
    var open: [(index: Int, left: Int, isRecord: Bool)] = []
    repeat {
      var key = 0..<0
      if let parent = open.last, parent.isRecord { key = try textRange(at: &position) }
      let offset = position
      let tag = try self.tag(at: offset)
      position += 1
      var count = 0
      switch tag {
      case .null, .false, .true:
        break
      case .signed, .unsigned:
        _ = try number(at: &position)
      case .double:
        guard position + 8 <= bytes.count else { throw cut(at: bytes.count) }
        position += 8
      case .string:
        position = try textRange(at: &position).upperBound
      case .list:
        count = try self.count(at: &position, size: 1)
      case .record:
        count = try self.count(at: &position, size: 2)
      }
      let index = nodes.count
      nodes.append(
        WireInput.Node(tag: tag, offset: offset, count: count, key: key, next: index + 1))
      if !open.isEmpty { open[open.count - 1].left -= 1 }
      if count > 0 {
        guard open.count < Wire.maximumDepth else {
          throw Self.corrupt(
            "containers at byte \(offset) nest deeper than \(Wire.maximumDepth)")
        }
        open.append((index, count, tag == .record))
      }
      while let last = open.last, last.left == 0 {
        nodes[last.index].next = nodes.count
        open.removeLast()
      }
    } while !open.isEmpty
    guard position == bytes.count else {
      let count = bytes.count - position
      throw Self.corrupt(
        "\(count) \(count == 1 ? "byte follows" : "bytes follow") the value, from byte "
          + "\(position)")
    }
    return nodes
  }

  /// The error of bytes that end in the middle of a value.
  private func cut(at offset: Int) -> DecodingError {
    Self.corrupt("the bytes end at byte \(offset), in the middle of a value")
  }

  /// The tag at `offset`.
  private func tag(at offset: Int) throws -> Wire.Tag {
    guard offset < bytes.count else { throw cut(at: offset) }
    guard let tag = Wire.Tag(rawValue: bytes[offset]) else {
      throw Self.corrupt("byte \(offset) is \(bytes[offset]), which tags no value")
    }
    return tag
  }

  /// The LEB128 number at `offset`, which moves past it.
  func number(at offset: inout Int) throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    let start = offset
    while true {
      guard offset < bytes.count else { throw cut(at: offset) }
      let byte = bytes[offset]
      offset += 1
      guard shift < 63 || (shift == 63 && byte <= 1) else {
        throw Self.corrupt("the number at byte \(start) is longer than 64 bits")
      }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  /// A count at `offset`, which moves past it: no more than the bytes left can hold, at
  /// `size` bytes an item at least.
  private func count(at offset: inout Int, size: Int) throws -> Int {
    let start = offset
    let count = try number(at: &offset)
    guard count <= UInt64((bytes.count - offset) / size) else {
      throw Self.corrupt(
        "the count at byte \(start) is \(count), more than the bytes left hold")
    }
    return Int(count)
  }

  /// The bytes of a string's body at `offset`, which moves past it.
  func textRange(at offset: inout Int) throws -> Range<Int> {
    let length = try count(at: &offset, size: 1)
    defer { offset += length }
    return offset..<offset + length
  }
}
