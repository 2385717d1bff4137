import Foundation
import Testing

@testable import StoreREPL

/// Parses and decodes `text` as `type`.
func decoded<Value>(_ text: String, as type: Value.Type) throws -> Value {
  try decode(LiteralParser.parse(text), as: type)
}

@Suite struct LiteralDecoderTests {
  @Test(arguments: [
    (".fetchCurrentWeather", Splash.Action.fetchCurrentWeather),
    (
      #".responseCurrentWeather(Weather(temperature: 3.5, city: "Seoul", tags: ["sunny"]))"#,
      .responseCurrentWeather(Weather(temperature: 3.5, city: "Seoul", tags: ["sunny"]))
    ),
    (
      #".responseCurrentWeather(Weather(tags: [], city: "", temperature: -2))"#,
      .responseCurrentWeather(Weather(temperature: -2, city: "", tags: []))
    ),
    ("Splash.Action.fetchCurrentWeather", .fetchCurrentWeather),
    ("StoreREPLTests.Splash.Action.fetchCurrentWeather", .fetchCurrentWeather),
    ("Action.fetchCurrentWeather", .fetchCurrentWeather),
  ])
  func splash(text: String, expected: Splash.Action) throws {
    #expect(try decoded(text, as: Splash.Action.self) == expected)
  }

  @Test(arguments: [
    (".splash(.fetchCurrentWeather)", Root.Action.splash(.fetchCurrentWeather)),
    (
      #".splash(.responseCurrentWeather(Weather(temperature: 1e1, city: "a\nb", tags: ["x", "y"])))"#,
      .splash(.responseCurrentWeather(Weather(temperature: 10, city: "a\nb", tags: ["x", "y"])))
    ),
    (".main(.setUnit(celsius: true))", .main(.setUnit(celsius: true))),
    (".main(Main.Action.refresh)", .main(.refresh)),
    ("Root.Action.main(.refresh)", .main(.refresh)),
  ])
  func nestedChildActions(text: String, expected: Root.Action) throws {
    #expect(try decoded(text, as: Root.Action.self) == expected)
  }

  @Test(arguments: [
    (".setAge(years: 3)", Shapes.setAge(years: 3)),
    (".element(id: 2, action: .toggled)", .element(id: 2, action: .toggled)),
    (".element(id: -7, action: .set(false))", .element(id: -7, action: .set(false))),
    (".move(1, 2)", .move(1, 2)),
    (".move((1, 2))", .move(1, 2)),
    (#".textA("a")"#, .textA("a")),
    (#".textB("a")"#, .textB("a")),
    (".optional(nil)", .optional(nil)),
    (#".optional("x")"#, .optional("x")),
    (#".optional(.some("x"))"#, .optional("x")),
    (#".optional(Optional("x"))"#, .optional("x")),
    (".optional(.none)", .optional(nil)),
    (".nestedOptional(nil)", .nestedOptional(nil)),
    (".nestedOptional(1)", .nestedOptional(1)),
    (".nestedOptional(.some(nil))", .nestedOptional(.some(nil))),
    (".nestedOptional(Optional(Optional(3)))", .nestedOptional(3)),
    (".numbers([])", .numbers([])),
    (".numbers([1, 0x10, -3])", .numbers([1, 16, -3])),
    (#".table(["a": [1], "b": []])"#, .table(["a": [1], "b": []])),
    (".table([:])", .table([:])),
    (#".unique(["a", "b"])"#, .unique(["a", "b"])),
    (#".unique(Set(["a"]))"#, .unique(["a"])),
    (".small(-128, 65535, 1.5)", .small(-128, 65535, 1.5)),
    (".small(127, 0, 2)", .small(127, 0, 2)),
    (#".character("é")"#, .character("é")),
    (".timeout(.seconds(1))", .timeout(.seconds(1))),
    (".timeout(.milliseconds(250))", .timeout(.milliseconds(250))),
    (".timeout(.seconds(1.5))", .timeout(.milliseconds(1500))),
    (".timeout(.zero)", .timeout(.zero)),
    (
      #".mixed(a: 1, "b", c: [.toggled, nil, .set(true)])"#,
      .mixed(a: 1, "b", c: [.toggled, nil, .set(true)])
    ),
    (".`default`", .default),
    (".default", .default),
  ])
  func payloadShapes(text: String, expected: Shapes) throws {
    #expect(try decoded(text, as: Shapes.self) == expected)
  }

  @Test func everyCaseOfATenCaseEnum() throws {
    for digit in Digit.allCases {
      #expect(try decoded(".\(digit)", as: Digit.self) == digit)
    }
  }

  @Test(arguments: [
    (".empty", Expression.empty),
    (".number(1)", .number(1)),
    (".negate(.number(2))", .negate(.number(2))),
    (
      ".add(.number(1), .negate(.add(.empty, .number(-3))))",
      .add(.number(1), .negate(.add(.empty, .number(-3))))
    ),
  ])
  func indirectEnum(text: String, expected: Expression) throws {
    #expect(try decoded(text, as: Expression.self) == expected)
  }

  @Test(arguments: [
    ("UUID(0)", "00000000-0000-0000-0000-000000000000"),
    ("UUID(255)", "00000000-0000-0000-0000-0000000000FF"),
    ("UUID(-1)", "00000000-0000-0001-0000-000000000001"),
    (#"UUID("00000000-0000-0000-0000-00000000000A")"#, "00000000-0000-0000-0000-00000000000A"),
    (
      #"UUID(uuidString: "00000000-0000-0000-0000-00000000000B")"#,
      "00000000-0000-0000-0000-00000000000B"
    ),
  ])
  func uuidAsTestsWriteIt(text: String, uuid: String) throws {
    #expect(try decoded(text, as: UUID.self).uuidString == uuid)
  }

  @Test func uuidOfAnIntegerTooLargeForAnInt() throws {
    let line = "send UUID(9223372036854775808)"
    let error = try #require(throws: DecodeError.self) {
      try decoded(String(line.dropFirst(5)), as: UUID.self)
    }
    #expect(
      error.rendered(in: line, literalOffset: 5) == """
        error: expected an Int for UUID(…), found 9223372036854775808
         --> input:1:11
        1 | send UUID(9223372036854775808)
          |           ^
        """)
  }

  @Test func indirectCase() throws {
    let list = try decoded(#".node("a", .node("b", .end))"#, as: List.self)
    #expect(list == .node("a", .node("b", .end)))
  }

  @Test func deeplyNestedIndirectValue() throws {
    let depth = LiteralParser.maximumDepth - 1
    let text =
      String(repeating: ".negate(", count: depth) + ".empty" + String(repeating: ")", count: depth)
    var expected = Expression.empty
    for _ in 0..<depth { expected = .negate(expected) }
    #expect(try decoded(text, as: Expression.self) == expected)
  }

  @Test func genericEnums() throws {
    #expect(try decoded(".value(3)", as: Wrapper<Int>.self) == .value(3))
    #expect(try decoded(#".pair("a", ["b"])"#, as: Wrapper<String>.self) == .pair("a", ["b"]))
    #expect(
      try decoded(".value(.value(nil))", as: Wrapper<Wrapper<Int?>>.self) == .value(.value(nil)))
    #expect(try decoded(".nothing", as: Wrapper<Weather>.self) == .nothing)
    #expect(
      try decoded(#".element(id: "x", action: .set(true))"#, as: Identified<String, Toggle>.self)
        == .element(id: "x", action: .set(true)))
  }

  @Test func resultSuccessAndFailure() throws {
    let success = try decoded(
      #".numberFactResponse(.success("3 is a good number."))"#, as: EffectsBasics.Action.self)
    guard case .numberFactResponse(.success(let fact)) = success else {
      Issue.record("expected a success, got \(success)")
      return
    }
    #expect(fact == "3 is a good number.")
    let failures = [
      #".numberFactResponse(.failure("offline"))"#: "offline",
      #".numberFactResponse(Result.failure(REPLError(message: "x")))"#: "x",
      #".numberFactResponse(.failure(REPLError("y")))"#: "y",
      ".numberFactResponse(.failure(URLError(.notConnectedToInternet)))":
        "URLError(.notConnectedToInternet)",
      ".numberFactResponse(.failure(SomeError()))": "SomeError()",
    ]
    for (text, message) in failures {
      let action = try decoded(text, as: EffectsBasics.Action.self)
      guard case .numberFactResponse(.failure(let error)) = action else {
        Issue.record("expected a failure, got \(action)")
        continue
      }
      #expect(error as? REPLError == REPLError(message: message))
      #expect(error.localizedDescription == message)
    }
  }

  @Test func decodesScalarsAtTheRoot() throws {
    #expect(try decoded("-9223372036854775808", as: Int.self) == .min)
    #expect(try decoded("18446744073709551615", as: UInt64.self) == .max)
    #expect(try decoded("-0", as: UInt.self) == 0)
    #expect(try decoded("true", as: Bool.self))
    #expect(try decoded(#""\u{1F600}""#, as: String.self) == "😀")
    #expect(try decoded("(1, x: \"a\")", as: (Int, x: String).self) == (1, x: "a"))
    #expect(try decoded("()", as: Void.self) == ())
    #expect(try decoded("[[1], []]", as: [[Int]].self) == [[1], []])
    #expect(try decoded("[1: true]", as: [Int: Bool].self) == [1: true])
    #expect(try decoded("[nil, 1]", as: [Int?].self) == [nil, 1])
  }

  @Test func tuplePayloads() throws {
    let point = try decoded(".point((x: 1, y: 2))", as: Tuples.self)
    #expect(String(reflecting: point) == "StoreREPLTests.Tuples.point(x: 1, y: 2)")
    let unlabeled = try decoded(".point((1, 2))", as: Tuples.self)
    #expect(String(reflecting: unlabeled) == "StoreREPLTests.Tuples.point(x: 1, y: 2)")
    let pair = try decoded(#".pair(first: (3, "c"), second: ())"#, as: Tuples.self)
    #expect(String(reflecting: pair) == #"StoreREPLTests.Tuples.pair(first: (3, "c"), second: ())"#)
  }

  @Test func anyAndAnyHashable() throws {
    #expect(try decoded("3", as: Any.self) as? Int == 3)
    #expect(try decoded("1.5", as: Any.self) as? Double == 1.5)
    #expect(try decoded(#"[1, "a"]"#, as: Any.self) as? [Any] != nil)
    #expect(try decoded(#""k""#, as: AnyHashable.self) == AnyHashable("k"))
    let anything = try decoded(#".anything("x")"#, as: Refused.self)
    guard case .anything(let value) = anything else {
      Issue.record("expected .anything")
      return
    }
    #expect(value as? String == "x")
  }
}

/// Checks reference counts with a shared live-instance counter, so one test at a time.
@Suite(.serialized) struct LiteralDecoderReferenceCountTests {
  @Test func referenceCountsOfDecodedValuesAreBalanced() throws {
    #expect(Token.live.load(ordering: .relaxed) == 0)
    let inputs = [
      #".one("a")"#,
      #".holder(Holder(token: "b", names: ["x", "y"], weak: nil))"#,
      #".boxed(Holder(token: "c", names: [], weak: "d"), .boxed(Holder(token: "e", names: ["z"], weak: nil), .list(["f", "g"])))"#,
      #".list(["h", "i", "j"])"#,
    ]
    for _ in 0..<200 {
      var values: [Tokens] = []
      for input in inputs {
        values.append(try decoded(input, as: Tokens.self))
      }
      let copies = values
      #expect(copies == values)
      #expect(Token.live.load(ordering: .relaxed) == 10)
    }
    #expect(Token.live.load(ordering: .relaxed) == 0)
  }

  @Test func failedDecodingReleasesWhatWasBuilt() throws {
    #expect(Token.live.load(ordering: .relaxed) == 0)
    for _ in 0..<100 {
      #expect(throws: DecodeError.self) {
        try decoded(
          #".boxed(Holder(token: "a", names: ["x"], weak: "b"), .list(["c", 1]))"#, as: Tokens.self)
      }
    }
    #expect(Token.live.load(ordering: .relaxed) == 0)
  }
}
