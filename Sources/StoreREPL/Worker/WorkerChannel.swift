#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One end of the pipes between the shell and its worker, which carry frames: a byte count
/// (4 bytes, little-endian), at most ``WorkerProtocol/maximumFrameLength``, then that many
/// bytes (see ``WorkerProtocol``).
struct WorkerChannel {
  let input: Int32
  let output: Int32

  /// Sends a frame; false when the other end is gone.
  @discardableResult
  func send(frame body: [UInt8]) -> Bool {
    var frame: [UInt8] = []
    frame.reserveCapacity(body.count + 4)
    for shift in stride(from: 0, to: 32, by: 8) {
      frame.append(UInt8(truncatingIfNeeded: body.count >> shift))
    }
    frame += body
    return writeAll(output, frame) == 0
  }

  /// Sends a message in the protocol's binary form; false when the other end is gone.
  @discardableResult
  func send(_ message: some Encodable) -> Bool {
    send(frame: Self.body(of: message))
  }

  /// A message in the protocol's binary form. The protocol's values encode whatever they
  /// hold (their conformances are synthesized), so it never fails.
  static func body(of message: some Encodable) -> [UInt8] {
    (try? WireEncoder().encode(message)) ?? []
  }

  /// Waits for the next frame.
  ///
  /// - Returns: Its body, or nil at the end of the pipe (the other end exited, maybe in the
  ///   middle of a frame).
  /// - Throws: ``WireFault/tooLong(announced:limit:)`` when its header announces more than a
  ///   frame may hold: nothing is allocated for it, and nothing more can be read.
  func receiveFrame() throws(WireFault) -> [UInt8]? {
    guard let header = read(4) else { return nil }
    let count = header.reversed().reduce(0) { $0 << 8 | Int($1) }
    guard count <= WorkerProtocol.maximumFrameLength else {
      throw .tooLong(announced: count, limit: WorkerProtocol.maximumFrameLength)
    }
    return read(count)
  }

  /// Waits for the next message.
  ///
  /// - Returns: The message, or nil at the end of the pipe.
  /// - Throws: ``WireFault`` when the frame is too long or its body is no `Message`.
  func receive<Message: Decodable>(_ type: Message.Type) throws(WireFault) -> Message? {
    guard let body = try receiveFrame() else { return nil }
    return try Self.message(type, in: body)
  }

  /// The message a frame's body holds.
  ///
  /// - Throws: ``WireFault/undecodable(length:reason:)`` when it holds none.
  static func message<Message: Decodable>(
    _ type: Message.Type, in body: [UInt8]
  ) throws(WireFault) -> Message {
    do {
      return try WireDecoder().decode(type, from: body)
    } catch {
      throw .undecodable(length: body.count, reason: WireFault.reason(error))
    }
  }

  /// Sends a message in an envelope that carries `nonce`; false when the other end is gone.
  @discardableResult
  func send<Message: Codable & Equatable>(_ message: Message, nonce: UInt64) -> Bool {
    send(WorkerEnvelope(nonce: nonce, message: message))
  }

  /// Whether a frame (or the end of the pipe) can be read within `milliseconds`.
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

/// The bytes read from a pipe of frames and not taken yet: the front reads what is there and
/// takes a frame once it is whole, so that a frame cut short never holds it in a read past its
/// time limit or a Ctrl-C.
struct FrameBuffer {
  private var bytes: [UInt8] = []
  /// How many of `bytes` are taken.
  private var start = 0

  /// Whether bytes were read that no frame taken holds.
  var isEmpty: Bool { start == bytes.count }

  /// How many bytes are held that no frame taken holds.
  var count: Int { bytes.count - start }

  /// Reads what `descriptor` has, without waiting when it has something (as `poll` said);
  /// from `offset` in a file, when given.
  ///
  /// - Returns: How many bytes were read, or nil at the end of the pipe or the file.
  @discardableResult
  mutating func read(from descriptor: Int32, at offset: off_t? = nil) -> Int? {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        offset.map { pread(descriptor, buffer.baseAddress!, buffer.count, $0) }
          ?? systemRead(descriptor, buffer.baseAddress!, buffer.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      if start == bytes.count {
        bytes.removeAll(keepingCapacity: bytes.capacity <= 1 << 20)
        start = 0
      }
      bytes += chunk[..<count]
      return count
    }
  }

  /// The next whole frame's body, if it is all there.
  ///
  /// - Throws: ``WireFault/tooLong(announced:limit:)`` as soon as a header announces more
  ///   than a frame may hold.
  mutating func next() throws(WireFault) -> [UInt8]? {
    guard count >= 4 else { return nil }
    let length = bytes[start..<(start + 4)].reversed().reduce(0) { $0 << 8 | Int($1) }
    guard length <= WorkerProtocol.maximumFrameLength else {
      throw .tooLong(announced: length, limit: WorkerProtocol.maximumFrameLength)
    }
    guard count >= 4 + length else { return nil }
    let body = Array(bytes[(start + 4)..<(start + 4 + length)])
    start += 4 + length
    return body
  }
}

/// What is wrong with a frame one end of the pipes read: the other end broke the protocol.
enum WireFault: Error, Codable, Equatable {
  /// A header that announces more bytes than a frame may hold.
  case tooLong(announced: Int, limit: Int)
  /// A frame whose body is no message of the protocol: its length, and what the decoder
  /// found.
  case undecodable(length: Int, reason: String)
  /// An answer whose nonce is not the one of the request it came after: a stale answer, or
  /// one the code the worker runs wrote on the worker's descriptors.
  case foreignAnswer(length: Int)
  /// A frame that came while no request waited for an answer.
  case unasked(length: Int)

  /// The frame and what is wrong with it: `a frame that announced 4294967295 bytes, more
  /// than the 67108864 a frame may hold`.
  var message: String {
    switch self {
    case let .tooLong(announced, limit):
      "a frame that announced \(announced) bytes, more than the \(limit) a frame may hold"
    case let .undecodable(length, reason):
      "\(Self.frame(length)) that is no message of the protocol: \(reason)"
    case let .foreignAnswer(length):
      "\(Self.frame(length)) that answers no request it was sent (its nonce is not the "
        + "request's): a stale answer, or one forged by the feature's code writing on the "
        + "worker's descriptors"
    case let .unasked(length):
      "\(Self.frame(length)) while no request waited for an answer: the feature's code may be "
        + "writing on the worker's descriptors"
    }
  }

  /// `a frame of 5 bytes`.
  private static func frame(_ length: Int) -> String {
    "a frame of \(length) \(length == 1 ? "byte" : "bytes")"
  }

  /// What a decoding error says, with where in the message: `at ran._0.output, 'lines' is
  /// missing`.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    let (context, what): (DecodingError.Context, String)
    switch error {
    case let .dataCorrupted(found):
      (context, what) = (found, found.debugDescription)
    case let .keyNotFound(key, found):
      (context, what) = (found, "'\(key.stringValue)' is missing")
    case let .typeMismatch(_, found), let .valueNotFound(_, found):
      (context, what) = (found, found.debugDescription)
    @unknown default:
      return "\(error)"
    }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return path.isEmpty ? what : "at \(path), \(what)"
  }
}
