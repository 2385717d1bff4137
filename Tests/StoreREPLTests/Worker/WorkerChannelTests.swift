import TestHelpers
import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#endif

/// Frames forged into a pipe, as a worker that breaks the protocol would write them: the
/// channel refuses each with what is wrong with it, and allocates nothing a header announces
/// beyond the limit.
@Suite struct WorkerChannelTests {
  /// What the channel reads of `bytes`, written into a pipe whose writing end is then closed,
  /// as a worker that wrote them and ended leaves it.
  static func received(_ bytes: [UInt8]) throws(WireFault) -> WorkerAnswer? {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    _ = writeAll(ends[1], bytes)
    close(ends[1])
    defer { close(ends[0]) }
    return try WorkerChannel(input: ends[0], output: -1).receive(WorkerAnswer.self)
  }

  /// A frame's header: its length, little-endian.
  static func header(_ length: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) }
  }

  /// Were the header believed, reading would allocate 4 GiB and then find the pipe's end: it
  /// is refused before.
  @Test func aHeaderThatAnnouncesMoreThanAFrameMayHoldIsRefused() {
    #expect(throws: WireFault.tooLong(announced: 4_294_967_295, limit: 67_108_864)) {
      try Self.received(Self.header(.max) + [1, 2, 3])
    }
    #expect(throws: WireFault.tooLong(announced: 67_108_865, limit: 67_108_864)) {
      try Self.received(Self.header(64 << 20 + 1))
    }
    #expect(
      WireFault.tooLong(announced: 4_294_967_295, limit: 67_108_864).message
        == "a frame that announced 4294967295 bytes, more than the 67108864 a frame may hold")
  }

  @Test(
    arguments: [
      (
        [65, 66, 67, 68, 69],
        WireFault.undecodable(length: 5, reason: "byte 0 is 65, which tags no value")
      ),
      (
        [6, 2, 104, 105],
        .undecodable(length: 4, reason: "byte 0 tags a string, not a record")
      ),
      (
        [8, 1, 5, 100, 97, 110, 99, 101, 8, 0],
        .undecodable(length: 10, reason: "Invalid number of keys found, expected one.")
      ),
      (
        [8, 1, 3, 114, 97, 110, 8, 0],
        .undecodable(length: 8, reason: "at ran, '_0' is missing")
      ),
      (
        [8, 1, 8, 114, 101, 99, 101, 105, 118, 101, 100, 8, 0, 0],
        .undecodable(length: 14, reason: "1 byte follows the value, from byte 13")
      ),
      (
        [8, 1, 11, 99, 111, 109, 112, 108, 101, 116, 105, 111, 110, 115, 8, 1, 2, 95, 48, 7, 100],
        .undecodable(
          length: 21, reason: "the count at byte 20 is 100, more than the bytes left hold")
      ),
    ] as [([UInt8], WireFault)])
  func aBodyThatIsNoAnswerIsRefused(body: [UInt8], fault: WireFault) {
    #expect(throws: fault) { try Self.received(Self.header(UInt32(body.count)) + body) }
  }

  @Test func theRefusalOfABodySaysWhy() {
    #expect(
      WireFault.undecodable(length: 5, reason: "byte 0 is 65, which tags no value").message
        == "a frame of 5 bytes that is no message of the protocol: byte 0 is 65, which tags no "
        + "value")
  }

  /// An answer cut short in its body is not an answer: the decoder says where it ends.
  @Test func anAnswerCutShortIsRefused() throws {
    let body = WorkerChannel.body(of: WorkerAnswer.completions(["send", "state"]))
    #expect(
      throws: WireFault.undecodable(
        length: body.count - 1,
        reason: "the count at byte 28 is 5, more than the bytes left hold")
    ) {
      try Self.received(Self.header(UInt32(body.count - 1)) + body.dropLast())
    }
  }

  /// A worker that ends in the middle of a frame leaves no answer and no fault: its end is
  /// what the shell reports.
  @Test func aFrameCutByTheEndOfThePipeIsTheEnd() throws {
    #expect(try Self.received(Self.header(10) + [8, 0]) == nil)
    #expect(try Self.received([5, 0]) == nil)
    #expect(try Self.received([]) == nil)
  }

  /// Containers nested past the limit are refused before they exhaust the reader's stack.
  @Test func nestingPastTheLimitIsRefused() {
    let lists: [UInt8] = Array(repeatElement([7, 1] as [UInt8], count: 100_000).joined())
    let body: [UInt8] = [8, 1, 11] + Array("completions".utf8) + lists.dropLast() + [0]
    #expect(
      throws: WireFault.undecodable(
        length: body.count, reason: "containers at byte 524 nest deeper than 256")
    ) {
      try WorkerChannel.message(WorkerAnswer.self, in: body)
    }
  }

  // MARK: - The front's frame buffer

  /// The front takes a frame only once all of it has come, so that a frame cut short never
  /// holds it in a read; a header that announces too much is refused as soon as it is read.
  @Test func aFrameIsTakenOnceAllOfItHasCome() throws {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    defer { close(ends[0]) }
    var buffer = FrameBuffer()
    let body = WorkerChannel.body(of: WorkerEnvelope(nonce: 7, message: WorkerAnswer.received))
    let frame = Self.header(UInt32(body.count)) + body
    _ = writeAll(ends[1], frame.prefix(3))
    #expect(buffer.read(from: ends[0]) == 3)
    #expect(try buffer.next() == nil)
    _ = writeAll(ends[1], frame.dropFirst(3).dropLast())
    #expect(buffer.read(from: ends[0]) == frame.count - 4)
    #expect(try buffer.next() == nil)
    _ = writeAll(ends[1], frame.suffix(1) + Self.header(.max))
    #expect(buffer.read(from: ends[0]) == 5)
    #expect(try buffer.next() == body)
    #expect(throws: WireFault.tooLong(announced: 4_294_967_295, limit: 67_108_864)) {
      try buffer.next()
    }
    close(ends[1])
    #expect(buffer.read(from: ends[0]) == nil)
  }

  /// What the shell says of an answer that is not to its request, and of a frame no request
  /// waited for.
  @Test func theRefusalsOfForeignAndUnaskedFramesSayWhy() {
    #expect(
      WireFault.foreignAnswer(length: 40).message
        == "a frame of 40 bytes that answers no request it was sent (its nonce is not the "
        + "request's): a stale answer, or one forged by the feature's code writing on the "
        + "worker's descriptors")
    #expect(
      WireFault.unasked(length: 1).message
        == "a frame of 1 byte while no request waited for an answer: the feature's code may be "
        + "writing on the worker's descriptors")
  }

  /// The frame the fault tests have the user's code forge: a well-formed answer to a run,
  /// whose nonce no request has (a shell draws nonces from 1).
  @Test func theForgedFrameOfTheFaultTestsIsAWellFormedAnswer() throws {
    let body = Array(forgedRanFrame.dropFirst(4))
    #expect(Array(forgedRanFrame.prefix(4)) == Self.header(UInt32(body.count)))
    let envelope = try WorkerChannel.message(WorkerEnvelope<WorkerAnswer>.self, in: body)
    #expect(envelope.nonce == 0)
    guard case let .ran(run) = envelope.message else {
      Issue.record("not a run's answer: \(envelope.message)")
      return
    }
    #expect(run.output.lines == ["  forged"])
  }

  /// Prints the frame above, to paste into `TestHelpers` when the protocol changes.
  @Test(.enabled(if: getenv("STORE_REPL_PRINT_FORGED_FRAME") != nil))
  func printTheForgedFrame() {
    let run = WorkerRun(
      output: LineOutput(lines: ["  forged"]), prompt: "Faulty 0.000s> ", position: 2)
    let body = WorkerChannel.body(of: WorkerEnvelope(nonce: 0, message: WorkerAnswer.ran(run)))
    print(Self.header(UInt32(body.count)) + body)
  }
}
