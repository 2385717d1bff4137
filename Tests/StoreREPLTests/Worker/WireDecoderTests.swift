import Testing

@testable import StoreREPL

/// Bytes that are not the form of the type asked for are refused with what is wrong, and
/// where; nothing they announce is allocated first.
@Suite struct WireDecoderTests {
  /// A record of two fields, as a request's are.
  struct Sized: Codable {
    var line: String
    var width: Int
  }

  /// What decoding `bytes` as `type` says is wrong with them.
  static func refusal<Value: Decodable>(_ type: Value.Type, _ bytes: [UInt8]) -> String? {
    do {
      _ = try WireDecoder().decode(type, from: bytes)
      return nil
    } catch {
      return WireFault.reason(error)
    }
  }

  @Test func whatIsWrongIsSaidWithWhere() {
    #expect(Self.refusal(Int.self, []) == "the bytes end at byte 0, in the middle of a value")
    #expect(Self.refusal(Int.self, [9]) == "byte 0 is 9, which tags no value")
    #expect(
      Self.refusal(Int.self, [3, 128]) == "the bytes end at byte 2, in the middle of a value")
    #expect(
      Self.refusal(UInt64.self, [4] + [UInt8](repeating: 255, count: 10) + [1])
        == "the number at byte 1 is longer than 64 bits")
    #expect(Self.refusal(Int8.self, [3, 128, 2]) == "the number at byte 0 does not fit in Int8")
    #expect(Self.refusal(UInt.self, [3, 1]) == "the number at byte 0 does not fit in UInt")
    #expect(Self.refusal(String.self, [6, 1, 0xFF]) == "the string at byte 0 is not UTF-8")
    #expect(
      Self.refusal(String.self, [6, 200, 1, 97])
        == "the count at byte 1 is 200, more than the bytes left hold")
    #expect(
      Self.refusal([String].self, [7, 255, 255, 255, 255, 15])
        == "the count at byte 1 is 4294967295, more than the bytes left hold")
    #expect(Self.refusal(Bool.self, [3, 0]) == "byte 0 tags a signed integer, not a Bool")
    #expect(
      Self.refusal(Double.self, [5, 0, 0]) == "the bytes end at byte 3, in the middle of a value")
    #expect(Self.refusal(Int.self, [3, 0, 0, 0]) == "2 bytes follow the value, from byte 2")
    #expect(
      Self.refusal(Sized.self, [8, 1, 4, 108, 105, 110, 101, 6, 0])
        == "'width' is missing")
    #expect(
      Self.refusal([Sized].self, [7, 1, 8, 1, 4, 108, 105, 110, 101, 3, 0])
        == "at 0.line, byte 9 tags a signed integer, not a string")
  }
}
