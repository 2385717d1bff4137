import Testing

@testable import StoreREPL

@Suite struct LiteralDecoderDepthTests {
  @Test func arraysAsDeepAsTheParserAllowsDecodeAsAny() throws {
    let depth = LiteralParser.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let value = try decoded(text, as: Any.self)
    var level = 1
    var current = value as? [Any]
    while let array = current, let inner = array.first {
      level += 1
      current = inner as? [Any]
    }
    #expect(level == depth)
  }

  @Test func nestingIsCountedAsTheParserCountsIt() throws {
    #expect(try LiteralParser.parse("1").nestingDepth == 0)
    #expect(try LiteralParser.parse("[1]").nestingDepth == 1)
    #expect(try LiteralParser.parse(".a(.b([1]))").nestingDepth == 3)
    #expect(try LiteralParser.parse(#"(1, ["k": [2]], W(a: .c))"#).nestingDepth == 3)
    #expect(try LiteralParser.parse(".a").nestingDepth == 0)
  }

  @Test func aDeeperLiteralBuiltByHandIsRefusedBeforeDecoding() {
    var literal = LiteralSyntax(.integer(.init(magnitude: 1)), range: 0..<1)
    for _ in 0..<(LiteralParser.maximumDepth + 1) {
      literal = LiteralSyntax(.array([literal]), range: 0..<1)
    }
    #expect(literal.nestingDepth == LiteralParser.maximumDepth + 1)
    #expect(throws: DecodeError(.tooDeeplyNested(limit: 256), at: 0)) {
      try decode(literal, as: Any.self)
    }
    #expect(
      DecodeError(.tooDeeplyNested(limit: 256), at: 0).message
        == "the literal is nested more than 256 levels deep")
  }
}
