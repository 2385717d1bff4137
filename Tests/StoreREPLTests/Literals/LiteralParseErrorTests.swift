import Testing

@testable import StoreREPL

@Suite struct LiteralParseErrorTests {
  /// Renders the error for the literal after `send ` in `line`.
  func rendered(_ line: String) -> String {
    let literal = line.dropFirst(5)
    do {
      let syntax = try LiteralParser.parse(literal)
      return "parsed: \(syntax)"
    } catch {
      return error.rendered(in: line, literalOffset: 5)
    }
  }

  static let errors: [(String, String)] = [
    (
      #"send .textFieldChanged("Hi""#,
      """
      error: expected ')' to close the payload
       --> input:1:28
      1 | send .textFieldChanged("Hi"
        |                            ^
      """
    ),
    (
      #"send .textFieldChanged("Hi)"#,
      """
      error: unterminated string literal
       --> input:1:24
      1 | send .textFieldChanged("Hi)
        |                        ^
      """
    ),
    (
      "send .setAge(years: )",
      """
      error: expected a value after ':'
       --> input:1:21
      1 | send .setAge(years: )
        |                     ^
      """
    ),
    (
      "send .element(id: 2 action: .toggled)",
      """
      error: expected ',' or ')'
       --> input:1:21
      1 | send .element(id: 2 action: .toggled)
        |                     ^
      """
    ),
    (
      "send .decrementButtonTapped)",
      """
      error: unexpected text after the action: ')'
       --> input:1:28
      1 | send .decrementButtonTapped)
        |                            ^
      """
    ),
    (
      "send .a .b",
      """
      error: unexpected text after the action: '.b'
       --> input:1:9
      1 | send .a .b
        |         ^
      """
    ),
    (
      "send ",
      """
      error: expected a value
       --> input:1:6
      1 | send 
        |      ^
      """
    ),
    (
      "send .",
      """
      error: expected a name after '.'
       --> input:1:7
      1 | send .
        |       ^
      """
    ),
    (
      "send decrementButtonTapped",
      """
      error: expected '.' before 'decrementButtonTapped': a case is written '.decrementButtonTapped'
       --> input:1:6
      1 | send decrementButtonTapped
        |      ^
      """
    ),
    (
      "send Weather",
      """
      error: expected '.' and a case name or '(' after the type name 'Weather'
       --> input:1:13
      1 | send Weather
        |             ^
      """
    ),
    (
      "send [1, 2",
      """
      error: expected ']' to close the array
       --> input:1:11
      1 | send [1, 2
        |           ^
      """
    ),
    (
      "send [1 2]",
      """
      error: expected ',' or ']'
       --> input:1:9
      1 | send [1 2]
        |         ^
      """
    ),
    (
      #"send ["a": 1, "b"]"#,
      """
      error: expected ':' after the dictionary key
       --> input:1:18
      1 | send ["a": 1, "b"]
        |                  ^
      """
    ),
    (
      #"send ["a": ]"#,
      """
      error: expected a value after ':'
       --> input:1:12
      1 | send ["a": ]
        |            ^
      """
    ),
    (
      "send [:",
      """
      error: expected ']' to close the dictionary
       --> input:1:8
      1 | send [:
        |        ^
      """
    ),
    (
      "send (1, 2",
      """
      error: expected ')' to close the parentheses
       --> input:1:11
      1 | send (1, 2
        |           ^
      """
    ),
    (
      "send Weather(temperature: 1",
      """
      error: expected ')' to close the arguments
       --> input:1:28
      1 | send Weather(temperature: 1
        |                            ^
      """
    ),
    (
      "send .a(,)",
      """
      error: expected a value, found ','
       --> input:1:9
      1 | send .a(,)
        |         ^
      """
    ),
    (
      #"send .a("\q")"#,
      #"""
      error: invalid escape sequence '\q' in a string literal
       --> input:1:10
      1 | send .a("\q")
        |          ^
      """#
    ),
    (
      #"send .a("\(x)")"#,
      #"""
      error: string interpolation is not supported in a literal
       --> input:1:10
      1 | send .a("\(x)")
        |          ^
      """#
    ),
    (
      #"send .a("\u{D800}")"#,
      #"""
      error: expected a Unicode scalar in hexadecimal in '\u{…}'
       --> input:1:10
      1 | send .a("\u{D800}")
        |          ^
      """#
    ),
    (
      #"send .a("""x""")"#,
      #"""
      error: a multi-line string needs a line break after its opening '"""'
       --> input:1:9
      1 | send .a("""x""")
        |         ^
      """#
    ),
    (
      ##"send #"abc"##,
      """
      error: unterminated string literal
       --> input:1:6
      1 | send #"abc
        |      ^
      """
    ),
    (
      "send 0x",
      """
      error: expected digits after '0x'
       --> input:1:8
      1 | send 0x
        |        ^
      """
    ),
    (
      "send 1e",
      """
      error: expected digits after '1e'
       --> input:1:8
      1 | send 1e
        |        ^
      """
    ),
    (
      "send 18446744073709551616",
      """
      error: integer literal '18446744073709551616' is too large
       --> input:1:6
      1 | send 18446744073709551616
        |      ^
      """
    ),
    (
      "send 1e999",
      """
      error: '1e999' is not a finite number
       --> input:1:6
      1 | send 1e999
        |      ^
      """
    ),
    (
      "send -x",
      """
      error: expected a value, found '-'
       --> input:1:6
      1 | send -x
        |      ^
      """
    ),
    (
      "send .`default",
      """
      error: expected '`' to close the name
       --> input:1:15
      1 | send .`default
        |               ^
      """
    ),
    (
      "send Result<String.success(1)",
      """
      error: expected '>' to close the generic arguments
       --> input:1:30
      1 | send Result<String.success(1)
        |                              ^
      """
    ),
    (
      "send .a(\u{7})",
      """
      error: unexpected control character U+0007
       --> input:1:9
      1 | send .a(\u{FFFD})
        |         ^
      """
    ),
    (
      "send .a(\"x\u{1B}[31m\")",
      #"""
      error: control character U+001B in a string literal; write '\u{1B}'
       --> input:1:11
      1 | send .a("x�[31m")
        |           ^
      """#
    ),
    (
      #"send .textFieldChanged("안녕" 1)"#,
      """
      error: expected ',' or ')'
       --> input:1:29
      1 | send .textFieldChanged("안녕" 1)
        |                               ^
      """
    ),
    (
      "send .a(\t1 2)",
      """
      error: expected ',' or ')'
       --> input:1:12
      1 | send .a(\t1 2)
        |         \t  ^
      """
    ),
  ]

  @Test(arguments: errors)
  func rendersTheError(line: String, expected: String) {
    #expect(rendered(line) == expected)
  }

  @Test func errorsAreValues() {
    #expect(throws: LiteralParseError(.expectedCloser(.payload), at: 5)) {
      try LiteralParser.parse(".a(1 ")
    }
    #expect(throws: LiteralParseError(.unterminatedString, at: 3)) {
      try LiteralParser.parse(#".a("x"#)
    }
  }

  @Test func diagnosticOnALaterLine() {
    let text = SourceDiagnostic(message: "oops", offset: 6).rendered(in: "first\nsecond")
    #expect(
      text == """
        error: oops
         --> input:2:1
        2 | second
          | ^
        """)
  }
}
