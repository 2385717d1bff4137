import Testing

@testable import StoreREPL

@Suite struct LiteralParserHostileInputTests {
  /// The message of the error `input` fails with, or a note that it parsed.
  func message(_ input: String) -> String {
    do {
      _ = try LiteralParser.parse(input)
      return "parsed"
    } catch {
      return error.message
    }
  }

  @Test(arguments: [
    ("", "expected a value"),
    ("   \t ", "expected a value"),
    ("\n", "expected a value"),
    (")", "expected a value, found ')'"),
    ("]", "expected a value, found ']'"),
    ("}", "expected a value, found '}'"),
    ("(((", "expected a value"),
    (".a(.b(.c(", "expected a value"),
    (".a(.b(.c(1)", "expected ')' to close the payload"),
    ("[[[]]", "expected ']' to close the array"),
    ("[1: 2", "expected ']' to close the dictionary"),
    ("\"", "unterminated string literal"),
    ("\"abc\ndef\"", "unterminated string literal"),
    ("\"\\", "unterminated string literal"),
    ("\"\\u{", "expected a Unicode scalar in hexadecimal in '\\u{…}'"),
    ("\"\\u{123456789}\"", "expected a Unicode scalar in hexadecimal in '\\u{…}'"),
    ("##\"a\"#", "unterminated string literal"),
    ("#", "expected a value, found '#'"),
    ("\u{0}", "unexpected control character U+0000"),
    ("\u{7F}", "unexpected control character U+007F"),
    ("\"a\u{0}b\"", "control character U+0000 in a string literal; write '\\u{0}'"),
    ("\u{FFFD}", "expected a value, found '\u{FFFD}'"),
    (".\u{FFFD}", "expected a name after '.'"),
    ("😀", "expected a value, found '😀'"),
    ("A.", "expected a name after '.'"),
    ("A<", "expected '>' to close the generic arguments"),
    ("Result<<<", "expected '>' to close the generic arguments"),
  ])
  func failsWithAMessage(input: String, expected: String) {
    #expect(message(input) == expected)
  }

  @Test func invalidUTF8IsRepairedAndRejectedOutsideStrings() {
    let outside = String(decoding: [0x2E, 0xFF, 0xFE], as: UTF8.self)
    #expect(message(outside) == "expected a name after '.'")
    let inside = String(decoding: [0x22, 0xC3, 0x28, 0x22], as: UTF8.self)
    #expect((try? LiteralParser.parse(inside))?.kind == .string("\u{FFFD}("))
  }

  @Test func oneMegabyteString() throws {
    let body = String(repeating: "abcdefgh", count: 131_072)
    let clock = ContinuousClock()
    var syntax: LiteralSyntax?
    let elapsed = try clock.measure {
      syntax = try LiteralParser.parse(".textFieldChanged(\"\(body)\")")
    }
    guard case .member(let member) = syntax?.kind else {
      Issue.record("expected a member")
      return
    }
    #expect(member.arguments?.first?.value.kind == .string(body))
    #expect(elapsed < .seconds(5))
  }

  @Test func oneMegabyteOfEscapesAndUnterminated() {
    let escapes = String(repeating: "\\n", count: 524_288)
    #expect(message("\"\(escapes)\"") == "parsed")
    #expect(message("\"\(escapes)") == "unterminated string literal")
    #expect(message(String(repeating: "9", count: 1_048_576)).hasPrefix("integer literal '9999"))
    #expect(message("[" + String(repeating: "1, ", count: 300_000)) == "expected a value")
  }

  @Test(arguments: ["[", "(", ".a(", "Weather(x: ", "[\"k\": ", "(x: "])
  func tenThousandDeepNestingIsRefused(opener: String) {
    let input = String(repeating: opener, count: 10_000)
    #expect(message(input) == "the literal is nested more than 256 levels deep")
  }

  @Test func tenThousandDeepGenericArgumentsAreRefused() {
    let input = "A" + String(repeating: "<", count: 10_000)
    #expect(message(input) == "the literal is nested more than 256 levels deep")
  }

  @Test func nestingUpToTheLimitParses() throws {
    let depth = LiteralParser.maximumDepth
    let input = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(message(input) == "parsed")
    let deeper = "[" + input + "]"
    #expect(message(deeper) == "the literal is nested more than 256 levels deep")
  }

  @Test func deeplyNestedPayloadsUpToTheLimitParse() {
    let depth = LiteralParser.maximumDepth
    let input = String(repeating: ".a(", count: depth) + "1" + String(repeating: ")", count: depth)
    #expect(message(input) == "parsed")
  }

  @Test func everyPrefixOfAValidLiteralFailsCleanly() {
    let text = ##".a(x: [1, -2.5e3], y: ["k": (1, z: nil)], w: W(a: #"r"#, b: "\u{41}\n"))"##
    var failures = 0
    for length in 0..<text.utf8.count {
      let prefix = String(decoding: Array(text.utf8)[..<length], as: UTF8.self)
      if message(prefix) != "parsed" { failures += 1 }
    }
    // NB: `.a` alone is a complete literal; every other proper prefix is not.
    #expect(failures == text.utf8.count - 1)
    #expect(message(text) == "parsed")
  }
}
