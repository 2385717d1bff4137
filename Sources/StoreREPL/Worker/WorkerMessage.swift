#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the shell and its worker process say to each other: a message is a list of text fields,
/// the first naming its kind.
///
/// On the wire, a message is its byte count (4 bytes, little-endian), then each field as its
/// byte count and its UTF-8 bytes. Requests go to the worker's descriptor 3, answers come back
/// on its descriptor 4: its standard output stays the terminal's, for what the user's code
/// prints, and its standard error comes to the shell, which reads a crash's message there.
struct WorkerMessage: Equatable {
  var fields: [String]

  init(_ fields: [String]) { self.fields = fields }

  var kind: String { fields.first ?? "" }

  /// The field at `index`, or "" when the message is shorter.
  subscript(index: Int) -> String {
    index < fields.count ? fields[index] : ""
  }

  /// The message as it goes on the wire.
  var encoded: [UInt8] {
    var body: [UInt8] = []
    for field in fields {
      let bytes = Array(field.utf8)
      Self.append(UInt32(bytes.count), to: &body)
      body += bytes
    }
    var frame: [UInt8] = []
    frame.reserveCapacity(body.count + 4)
    Self.append(UInt32(body.count), to: &frame)
    return frame + body
  }

  /// The message of a frame's body, or nil when the body is malformed.
  init?(body: [UInt8]) {
    var fields: [String] = []
    var index = 0
    while index < body.count {
      guard index + 4 <= body.count else { return nil }
      let count = Int(Self.number(body, at: index))
      index += 4
      guard count <= body.count - index else { return nil }
      fields.append(String(decoding: body[index..<index + count], as: UTF8.self))
      index += count
    }
    self.fields = fields
  }

  private static func append(_ number: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: number >> shift))
    }
  }

  static func number(_ bytes: [UInt8], at index: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(bytes[index + $1]) << (8 * $1) }
  }
}

/// One end of a pipe that carries ``WorkerMessage``s.
struct WorkerChannel {
  let input: Int32
  let output: Int32

  /// Sends a message; false when the other end is gone.
  @discardableResult
  func send(_ message: WorkerMessage) -> Bool {
    writeAll(output, message.encoded) == 0
  }

  /// Waits for the next message; nil at the end of the pipe (the other end exited) or when the
  /// bytes are not a message.
  func receive() -> WorkerMessage? {
    guard let header = read(4) else { return nil }
    let count = Int(WorkerMessage.number(header, at: 0))
    guard let body = read(count) else { return nil }
    return WorkerMessage(body: body)
  }

  /// Whether a message (or the end of the pipe) can be read within `milliseconds`.
  func isReadable(within milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  private func read(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        systemRead(input, buffer.baseAddress! + done, count - done)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return nil }
      done += result
    }
    return bytes
  }
}
