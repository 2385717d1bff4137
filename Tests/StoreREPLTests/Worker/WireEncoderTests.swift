import Testing

@testable import StoreREPL

/// The protocol's binary form: what a value's bytes are, and that every kind of value comes
/// back as it went.
@Suite struct WireEncoderTests {
  private typealias Sized = WireDecoderTests.Sized

  @Test func aRecordIsItsCountThenEachKeyAndValue() throws {
    #expect(
      try WireEncoder().encode(Sized(line: "state", width: 80)) == [
        8, 2,
        4, 108, 105, 110, 101, 6, 5, 115, 116, 97, 116, 101,
        5, 119, 105, 100, 116, 104, 3, 160, 1,
      ])
  }

  @Test func anEnumCaseIsARecordOfItsNameHoldingItsPayload() throws {
    #expect(try WireEncoder().encode(WorkerRequest.end) == [8, 1, 3, 101, 110, 100, 8, 0])
    #expect(
      try WireEncoder().encode(WorkerAnswer.completions(["a"])) == [
        8, 1, 11, 99, 111, 109, 112, 108, 101, 116, 105, 111, 110, 115,
        8, 1, 2, 95, 48, 7, 1, 6, 1, 97,
      ])
  }

  @Test(
    arguments: [
      (0, [3, 0]), (-1, [3, 1]), (1, [3, 2]), (63, [3, 126]), (64, [3, 128, 1]),
      (Int.max, [3, 254, 255, 255, 255, 255, 255, 255, 255, 255, 1]),
      (Int.min, [3, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1]),
    ] as [(Int, [UInt8])])
  func aSignedNumberIsZigzagLEB128(number: Int, bytes: [UInt8]) throws {
    #expect(try WireEncoder().encode(number) == bytes)
    #expect(try WireDecoder().decode(Int.self, from: bytes) == number)
  }

  /// A value made of every kind the form holds.
  struct Everything: Codable, Equatable {
    var flags: [Bool]
    var small: Int8
    var large: UInt64
    var negative: Int32
    var fraction: Double
    var single: Float
    var text: String
    var nothing: String?
    var empty: [String]
    var table: [String: Int]
    var set: Set<Int>
    var duration: Duration
    var kinds: [Kind]

    enum Kind: Codable, Equatable {
      case plain
      case labelled(name: String, count: Int)
      case unlabelled(String, Double?)
    }
  }

  @Test func everyKindOfValueComesBackAsItWent() throws {
    let value = Everything(
      flags: [true, false], small: -128, large: .max, negative: .min, fraction: -0.25,
      single: .infinity, text: "é\u{0}\n\"👩‍👩‍👧\"", nothing: nil,
      empty: [], table: ["b": 2, "a": 1], set: [3, 1, 2], duration: .nanoseconds(-1_234_567),
      kinds: [.plain, .labelled(name: "n", count: -3), .unlabelled("u", nil)])
    let bytes = try WireEncoder().encode(value)
    #expect(try WireDecoder().decode(Everything.self, from: bytes) == value)
  }
}
