import Testing

@testable import StoreREPL

@Suite struct CaseCompletionTests {
  @Test(arguments: [
    ("", [".splash(", ".main("]),
    (".", [".splash(", ".main("]),
    (".s", [".splash("]),
    ("  .m", [".main("]),
    (".splash(", [".splash(.responseCurrentWeather(", ".splash(.fetchCurrentWeather)"]),
    (".splash(.fe", [".splash(.fetchCurrentWeather)"]),
    (".main(.set", [".main(.setUnit("]),
    (".main(.x", []),
    (".nothing(.a", []),
    (".splash(.fetchCurrentWeather)", []),
    ("3", []),
  ])
  func completions(partial: String, expected: [String]) {
    #expect(caseCompletions(for: partial, in: Root.Action.self) == expected)
  }

  @Test func effectsBasics() {
    #expect(
      caseCompletions(for: ".decrement", in: EffectsBasics.Action.self) == [
        ".decrementButtonTapped", ".decrementDelayResponse",
      ])
    #expect(
      caseCompletions(for: ".numberFactResponse(.s", in: EffectsBasics.Action.self) == [
        ".numberFactResponse(.success("
      ])
    #expect(caseCompletions(for: ".de", in: Shapes.self) == [".`default`"])
  }
}

@Suite struct DecoderHostileInputTests {
  @Test func oneMegabyteStringPayload() throws {
    let body = String(repeating: "0123456789abcdef", count: 65_536)
    let action = try decode(LiteralParser.parse(".textA(\"\(body)\")"), as: Shapes.self)
    #expect(action == .textA(body))
  }

  @Test func repairedUTF8InAPayload() throws {
    let text = String(
      decoding: Array(#".textA(""#.utf8) + [0xFF, 0xFE] + Array(#"")"#.utf8), as: UTF8.self)
    #expect(try decode(LiteralParser.parse(text), as: Shapes.self) == .textA("\u{FFFD}\u{FFFD}"))
  }

  @Test func deepNestingDecodesOrFailsCleanly() throws {
    let depth = LiteralParser.maximumDepth
    let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(try decode(LiteralParser.parse(arrays), as: Any.self) is [Any])
    #expect(throws: DecodeError.self) {
      try decode(LiteralParser.parse(arrays), as: [[Int]].self)
    }
    let payloads =
      String(repeating: ".negate(", count: depth - 1) + "1"
      + String(repeating: ")", count: depth - 1)
    #expect(throws: DecodeError.self) {
      try decode(LiteralParser.parse(payloads), as: Expression.self)
    }
  }

  @Test func manyElements() throws {
    let count = 100_000
    let text = "[" + Array(repeating: "7", count: count).joined(separator: ",") + "]"
    #expect(try decode(LiteralParser.parse(text), as: [Int].self).count == count)
  }
}
