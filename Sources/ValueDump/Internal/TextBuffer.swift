/// UTF-8 text under construction, in memory the buffer manages itself.
///
/// A dump is tens of thousands of appends of a few bytes each, on which `String` and `[UInt8]`
/// spend more in uniqueness and capacity checks than in copying. Each writer owns its buffer and
/// never shares it.
final class TextBuffer {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written so far.
  private(set) var count = 0

  init() {
    capacity = 64
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// The text written so far.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  /// Whether the text spans more than one line.
  var containsNewline: Bool {
    UnsafeBufferPointer(start: storage, count: count).contains(UInt8(ascii: "\n"))
  }

  /// Makes room for at least `capacity` bytes in all.
  func reserveCapacity(_ newCapacity: Int) {
    guard newCapacity > capacity else { return }
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.update(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if count + bytes.count > capacity {
      reserveCapacity(max(capacity * 2, count + bytes.count))
    }
    if let base = bytes.baseAddress {
      (storage + count).update(from: base, count: bytes.count)
    }
    count += bytes.count
  }

  static func += (buffer: TextBuffer, text: String) {
    var text = text
    text.withUTF8 { buffer.append($0) }
  }

  static func += (buffer: TextBuffer, text: Substring) {
    var text = text
    text.withUTF8 { buffer.append($0) }
  }

  static func += (buffer: TextBuffer, other: TextBuffer) {
    buffer.append(UnsafeBufferPointer(start: other.storage, count: other.count))
  }
}
