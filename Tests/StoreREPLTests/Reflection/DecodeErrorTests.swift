import Testing

@testable import StoreREPL

@Suite struct DecodeErrorTests {
  /// The rendered error for decoding the literal after `send ` in `line` as `type`.
  func rendered<Value>(_ line: String, as type: Value.Type) -> String {
    do {
      let syntax = try LiteralParser.parse(line.dropFirst(5))
      let value = try decode(syntax, as: type)
      return "decoded: \(value)"
    } catch let error as LiteralParseError {
      return error.rendered(in: line, literalOffset: 5)
    } catch let error as DecodeError {
      return error.rendered(in: line, literalOffset: 5)
    } catch {
      return "unexpected: \(error)"
    }
  }

  static let effectsBasics: [(String, String)] = [
    (
      "send .decrement",
      """
      error: 'decrement' is not a case of EffectsBasics.Action; did you mean 'decrementButtonTapped'?
       --> input:1:7
      1 | send .decrement
        |       ^
      """
    ),
    (
      "send .incremntButtonTapped",
      """
      error: 'incremntButtonTapped' is not a case of EffectsBasics.Action; did you mean 'incrementButtonTapped'?
       --> input:1:7
      1 | send .incremntButtonTapped
        |       ^
      """
    ),
    (
      "send .reset",
      """
      error: 'reset' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse
       --> input:1:7
      1 | send .reset
        |       ^
      """
    ),
    (
      "send .numberFactResponse",
      """
      error: 'numberFactResponse' needs a payload: .numberFactResponse(Result<String, any Error>)
       --> input:1:25
      1 | send .numberFactResponse
        |                         ^
      """
    ),
    (
      "send .decrementButtonTapped(1)",
      """
      error: 'decrementButtonTapped' has no payload
       --> input:1:29
      1 | send .decrementButtonTapped(1)
        |                             ^
      """
    ),
    (
      "send .numberFactResponse(.succes(\"x\"))",
      """
      error: 'succes' is not a case of Result<String, any Error>; did you mean 'success'?
       --> input:1:27
      1 | send .numberFactResponse(.succes("x"))
        |                           ^
      """
    ),
    (
      "send .numberFactResponse(.success(3))",
      """
      error: expected a String for the payload of 'success', found 3
       --> input:1:35
      1 | send .numberFactResponse(.success(3))
        |                                   ^
      """
    ),
    (
      "send .numberFactResponse(\"x\")",
      """
      error: expected a case of Result<String, any Error> for the payload of 'numberFactResponse', found "x"
       --> input:1:26
      1 | send .numberFactResponse("x")
        |                          ^
      """
    ),
    (
      "send Other.Action.decrementButtonTapped",
      """
      error: 'Other.Action' is not EffectsBasics.Action
       --> input:1:6
      1 | send Other.Action.decrementButtonTapped
        |      ^
      """
    ),
    (
      "send 3",
      """
      error: expected a case of EffectsBasics.Action for the action, found 3
       --> input:1:6
      1 | send 3
        |      ^
      """
    ),
  ]

  @Test(arguments: effectsBasics)
  func effectsBasicsErrors(line: String, expected: String) {
    #expect(rendered(line, as: EffectsBasics.Action.self) == expected)
  }

  static let shapes: [(String, String)] = [
    (
      "send .textA(3)",
      """
      error: expected a String for the payload of 'textA', found 3
       --> input:1:13
      1 | send .textA(3)
        |             ^
      """
    ),
    (
      "send .setAge(age: 3)",
      """
      error: expected the label 'years:' in the payload of 'setAge', found 'age:'
       --> input:1:14
      1 | send .setAge(age: 3)
        |              ^
      """
    ),
    (
      "send .setAge(3)",
      """
      error: expected the label 'years:' in the payload of 'setAge'
       --> input:1:14
      1 | send .setAge(3)
        |              ^
      """
    ),
    (
      "send .textA(text: \"a\")",
      """
      error: unexpected label 'text:' in the payload of 'textA'
       --> input:1:13
      1 | send .textA(text: "a")
        |             ^
      """
    ),
    (
      "send .move(1)",
      """
      error: the payload of 'move' takes 2 values, found 1
       --> input:1:13
      1 | send .move(1)
        |             ^
      """
    ),
    (
      "send .move(1, 2, 3)",
      """
      error: the payload of 'move' takes 2 values, found 3
       --> input:1:18
      1 | send .move(1, 2, 3)
        |                  ^
      """
    ),
    (
      "send .textA(\"a\", \"b\")",
      """
      error: the payload of 'textA' takes 1 value, found 2
       --> input:1:18
      1 | send .textA("a", "b")
        |                  ^
      """
    ),
    (
      "send .element(id: 1, action: .toggle)",
      """
      error: 'toggle' is not a case of Toggle; did you mean 'toggled'?
       --> input:1:31
      1 | send .element(id: 1, action: .toggle)
        |                               ^
      """
    ),
    (
      "send .element(id: \"1\", action: .toggled)",
      """
      error: expected an Int for 'id:' in the payload of 'element', found "1"
       --> input:1:19
      1 | send .element(id: "1", action: .toggled)
        |                   ^
      """
    ),
    (
      "send .small(128, 0, 0)",
      """
      error: integer literal '128' overflows when stored into 'Int8'
       --> input:1:13
      1 | send .small(128, 0, 0)
        |             ^
      """
    ),
    (
      "send .small(0, -1, 0)",
      """
      error: integer literal '-1' overflows when stored into 'UInt16'
       --> input:1:16
      1 | send .small(0, -1, 0)
        |                ^
      """
    ),
    (
      "send .numbers([1, 2.5])",
      """
      error: expected an Int for an element of [Int], found 2.5
       --> input:1:19
      1 | send .numbers([1, 2.5])
        |                   ^
      """
    ),
    (
      "send .numbers(nil)",
      """
      error: expected a value of type [Int] for the payload of 'numbers', found nil
       --> input:1:15
      1 | send .numbers(nil)
        |               ^
      """
    ),
    (
      "send .table([\"a\": [1], \"a\": []])",
      """
      error: duplicate key "a"
       --> input:1:24
      1 | send .table(["a": [1], "a": []])
        |                        ^
      """
    ),
    (
      "send .unique([\"x\", \"x\"])",
      """
      error: duplicate key "x"
       --> input:1:20
      1 | send .unique(["x", "x"])
        |                    ^
      """
    ),
    (
      "send .character(\"ab\")",
      """
      error: expected a single character for the payload of 'character', found "ab"
       --> input:1:17
      1 | send .character("ab")
        |                 ^
      """
    ),
    (
      "send .timeout(.hours(1))",
      """
      error: 'hours' is not a case of Duration; its cases: .microseconds, .milliseconds, .nanoseconds, .seconds, .zero
       --> input:1:16
      1 | send .timeout(.hours(1))
        |                ^
      """
    ),
    (
      "send .mixed(a: 1, \"b\", c: [.set(1)])",
      """
      error: expected a Bool for the payload of 'set', found 1
       --> input:1:33
      1 | send .mixed(a: 1, "b", c: [.set(1)])
        |                                 ^
      """
    ),
  ]

  @Test(arguments: shapes)
  func shapeErrors(line: String, expected: String) {
    #expect(rendered(line, as: Shapes.self) == expected)
  }

  static let structs: [(String, String)] = [
    (
      "send .responseCurrentWeather(Weather(temperature: 1, city: \"a\"))",
      """
      error: missing 'tags:' for Weather
       --> input:1:63
      1 | send .responseCurrentWeather(Weather(temperature: 1, city: "a"))
        |                                                               ^
      """
    ),
    (
      "send .responseCurrentWeather(Weather(temprature: 1, city: \"a\", tags: []))",
      """
      error: Weather has no stored property 'temprature'; did you mean 'temperature'?
       --> input:1:38
      1 | send .responseCurrentWeather(Weather(temprature: 1, city: "a", tags: []))
        |                                      ^
      """
    ),
    (
      "send .responseCurrentWeather(Weather(city: \"a\", city: \"b\", tags: []))",
      """
      error: 'city:' is given twice for Weather
       --> input:1:49
      1 | send .responseCurrentWeather(Weather(city: "a", city: "b", tags: []))
        |                                                 ^
      """
    ),
    (
      "send .responseCurrentWeather(Weather(1, city: \"a\", tags: []))",
      """
      error: expected the label 'temperature:' in Weather(…)
       --> input:1:38
      1 | send .responseCurrentWeather(Weather(1, city: "a", tags: []))
        |                                      ^
      """
    ),
    (
      "send .responseCurrentWeather(Forecast(temperature: 1))",
      """
      error: 'Forecast' is not Weather
       --> input:1:30
      1 | send .responseCurrentWeather(Forecast(temperature: 1))
        |                              ^
      """
    ),
    (
      "send .responseCurrentWeather(.mock)",
      """
      error: expected a Weather for the payload of 'responseCurrentWeather', found .mock
       --> input:1:30
      1 | send .responseCurrentWeather(.mock)
        |                              ^
      """
    ),
  ]

  @Test(arguments: structs)
  func structErrors(line: String, expected: String) {
    #expect(rendered(line, as: Splash.Action.self) == expected)
  }

  static let refused: [(String, String)] = [
    (
      ".reference(Reference())",
      "cannot build a value of type Reference from a literal: it is a class"
    ),
    (
      ".function(1)",
      "cannot build a value of type @Sendable (Int) -> Int from a literal: it is a function"
    ),
    (
      ".metatype(Int.self)",
      "cannot build a value of type Any.Type from a literal: it is a metatype"
    ),
    (
      ".existential(1)",
      "cannot build a value of type CustomStringConvertible from a literal: only 'any Error', 'Any' and 'AnyHashable' are supported"
    ),
    (
      ".weak(WithWeak(reference: nil))",
      "cannot build a value of type WithWeak from a literal: 'reference' is a weak or unowned reference"
    ),
    (
      ".range(Range(lowerBound: 1, upperBound: 0))",
      "cannot build a value of type Range<Int> from a literal: its stored properties are private to Swift"
    ),
    (
      ".hashable([1])",
      "expected a number, a boolean or a string for the payload of 'hashable', found […]"
    ),
  ]

  @Test(arguments: refused)
  func refusedShapes(text: String, message: String) {
    do {
      let value = try decode(LiteralParser.parse(text), as: Refused.self)
      Issue.record("decoded \(value)")
    } catch let error as DecodeError {
      #expect(error.message == message)
    } catch {
      Issue.record("parse error \(error)")
    }
  }
}
