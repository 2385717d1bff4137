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
}
