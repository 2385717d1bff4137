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

/// What is wrong with a frame one end of the pipes read: the other end broke the protocol.
enum WireFault: Error, Codable, Equatable {
  /// A header that announces more bytes than a frame may hold.
  case tooLong(announced: Int, limit: Int)
  /// A frame whose body is no message of the protocol: its length, and what the decoder
  /// found.
  case undecodable(length: Int, reason: String)

  /// The frame and what is wrong with it: `a frame that announced 4294967295 bytes, more
  /// than the 67108864 a frame may hold`.
  var message: String {
    switch self {
    case let .tooLong(announced, limit):
      "a frame that announced \(announced) bytes, more than the \(limit) a frame may hold"
    case let .undecodable(length, reason):
      "a frame of \(length) \(length == 1 ? "byte" : "bytes") that is no message of the "
        + "protocol: \(reason)"
    }
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
