import Testing

@testable import StoreREPL

@Suite struct LiteralParserTests {
  /// Input and the literal written back in canonical form.
  static let canonical: [(String, String)] = [
    (".decrementButtonTapped", ".decrementButtonTapped"),
    ("  .decrementButtonTapped  ", ".decrementButtonTapped"),
    (#".textFieldChanged("Hello")"#, #".textFieldChanged("Hello")"#),
    (
      #".numberFactResponse(.success("3 is a good number."))"#,
      #".numberFactResponse(.success("3 is a good number."))"#
    ),
    (".splash(.fetchCurrentWeather)", ".splash(.fetchCurrentWeather)"),
    (
      ".splash(.responseCurrentWeather(Weather(temperature: 3.5, city: \"Seoul\")))",
      ".splash(.responseCurrentWeather(Weather(temperature: 3.5, city: \"Seoul\")))"
    ),
    ("EffectsBasics.Action.incrementButtonTapped", "EffectsBasics.Action.incrementButtonTapped"),
    ("Result.success(1)", "Result.success(1)"),
    ("Swift.Result<Swift.String, Swift.Error>.success(\"a\")", "Swift.Result.success(\"a\")"),
    ("Module.Weather(temperature: 1)", "Module.Weather(temperature: 1)"),
    ("Optional(3)", "Optional(3)"),
    (
      "UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")",
      "UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")"
    ),
    ("Empty()", "Empty()"),
    (".setAge(years: 3)", ".setAge(years: 3)"),
    (".element(id: 2, action: .toggled)", ".element(id: 2, action: .toggled)"),
    (".element( id : 2 ,action:.toggled , )", ".element(id: 2, action: .toggled)"),
    (".stepperChanged()", ".stepperChanged()"),
    (".`default`", ".`default`"),
    (".`default`(1)", ".`default`(1)"),
    (".seconds(1)", ".seconds(1)"),
    ("0", "0"),
    ("-42", "-42"),
    ("1_000_000", "1000000"),
    ("0xFF", "255"),
    ("-0x10", "-16"),
    ("0b101", "5"),
    ("0o17", "15"),
    ("18446744073709551615", "18446744073709551615"),
    ("-9223372036854775808", "-9223372036854775808"),
    ("1.5", "1.5"),
    ("-2e3", "-2000.0"),
    ("1E-2", "0.01"),
    ("1_000.25", "1000.25"),
    ("true", "true"),
    ("false", "false"),
    ("nil", "nil"),
    (#""""#, #""""#),
    (#""a\"b\\c\n\t\r\0""#, #""a\"b\\c\n\t\r\0""#),
    (#""\u{1F600} \u{41}""#, "\"\u{1F600} A\""),
    (#""안녕하세요""#, #""안녕하세요""#),
    (#""it\'s""#, #""it's""#),
    (##"#"raw \n "quoted""#"##, #""raw \\n \"quoted\"""#),
    (##"#"a\#nb"#"##, #""a\nb""#),
    (###"##"a"#b"##"###, ##""a\"#b""##),
    ("[]", "[]"),
    ("[1, 2, 3]", "[1, 2, 3]"),
    ("[1, 2,]", "[1, 2]"),
    ("[[1], [2, [3]]]", "[[1], [2, [3]]]"),
    ("[:]", "[:]"),
    ("[ : ]", "[:]"),
    (#"["a": 1, "b": 2]"#, #"["a": 1, "b": 2]"#),
    (#"["a": [1: .x],]"#, #"["a": [1: .x]]"#),
    ("()", "()"),
    ("(1)", "1"),
    ("((.a))", ".a"),
    (#"(1, "a")"#, #"(1, "a")"#),
    ("(x: 1, y: 2)", "(x: 1, y: 2)"),
    ("(x: 1)", "(x: 1)"),
    (".a(b: (1, 2), c: [nil])", ".a(b: (1, 2), c: [nil])"),
    ("\t.a\n", ".a"),
  ]

  @Test(arguments: canonical)
  func parsesToCanonicalForm(input: String, expected: String) throws {
    let syntax = try LiteralParser.parse(input)
    #expect(syntax.description == expected)
  }

  @Test func treeOfANestedPayload() throws {
    let syntax = try LiteralParser.parse(#"send .a(x: .b("hi"), 2)"#.dropFirst(5))
    let inner = LiteralSyntax(
      .member(
        .init(
          name: "b", nameRange: 7..<8,
          arguments: [.init(value: LiteralSyntax(.string("hi"), range: 9..<13))])),
      range: 6..<14)
    let expected = LiteralSyntax(
      .member(
        .init(
          name: "a", nameRange: 1..<2,
          arguments: [
            .init(label: "x", labelRange: 3..<4, value: inner),
            .init(value: LiteralSyntax(.integer(.init(magnitude: 2)), range: 16..<17)),
          ])),
      range: 0..<18)
    #expect(syntax == expected)
  }

  @Test func treeOfATypePathAndACall() throws {
    let syntax = try LiteralParser.parse("A.B<C<D>>.c(E.F(g: -1.5))")
    let call = LiteralSyntax(
      .call(
        .init(
          typePath: ["E", "F"], typeRange: 12..<15,
          arguments: [
            .init(label: "g", labelRange: 16..<17, value: .init(.float(-1.5), range: 19..<23))
          ])),
      range: 12..<24)
    let expected = LiteralSyntax(
      .member(
        .init(
          typePath: ["A", "B"], name: "c", nameRange: 10..<11,
          arguments: [.init(value: call)])),
      range: 0..<25)
    #expect(syntax == expected)
  }

  @Test func treeOfCollections() throws {
    let syntax = try LiteralParser.parse(#"[["k": true], [:]]"#)
    let dictionary = LiteralSyntax(
      .dictionary([
        .init(key: .init(.string("k"), range: 2..<5), value: .init(.boolean(true), range: 7..<11))
      ]),
      range: 1..<12)
    let expected = LiteralSyntax(
      .array([dictionary, LiteralSyntax(.dictionary([]), range: 14..<17)]), range: 0..<18)
    #expect(syntax == expected)
  }

  @Test func uppercaseCaseNameIsAMember() throws {
    let syntax = try LiteralParser.parse("Kind.Big")
    #expect(syntax.kind == .member(.init(typePath: ["Kind"], name: "Big", nameRange: 5..<8)))
  }

  @Test func prefixStopsAfterTheLiteral() throws {
    let text = " .decrementButtonTapped { count = -1 }"
    let (syntax, end) = try LiteralParser.parsePrefix(text)
    #expect(syntax.description == ".decrementButtonTapped")
    #expect(end == 23)
    #expect(Array(text.utf8)[end...].starts(with: Array(" {".utf8)))
  }

  @Test func summaries() throws {
    let cases: [(String, String)] = [
      (#".splash(.x("a"))"#, ".splash(…)"),
      ("[1, 2]", "[…]"),
      ("[]", "[]"),
      (#"["a": 1]"#, "[…: …]"),
      (#""a very long string that goes on and on""#, #""a very long string that …""#),
      ("Weather(temperature: 1)", "Weather(…)"),
      ("(1, 2)", "(…)"),
      ("-3", "-3"),
    ]
    for (input, summary) in cases {
      #expect(try LiteralParser.parse(input).summary == summary)
    }
  }
}
