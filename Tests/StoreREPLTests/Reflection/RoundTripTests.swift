import Testing

@testable import StoreREPL

/// Values printed by `String(reflecting:)` — fully qualified type paths, generic arguments,
/// `Optional(…)`, `Set(…)` — parse and decode back to the same value.
@Suite struct RoundTripTests {
  func roundTrip<Value>(_ value: Value) throws -> Value {
    let text = String(reflecting: value)
    return try decode(LiteralParser.parse(text), as: Value.self)
  }

  static let shapes: [Shapes] = [
    .setAge(years: 3), .element(id: -2, action: .set(true)), .move(1, 2), .textA("a\"b\\c\n"),
    .textB("안녕 😀"), .optional(nil), .optional("x"), .nestedOptional(.some(nil)),
    .nestedOptional(4), .numbers([1, 2, 3]), .table(["k": [1], "": []]), .unique(["a"]),
    .small(-128, 65535, 0.5), .character("é"), .mixed(a: 1, "b", c: [.toggled, nil]), .default,
  ]

  @Test(arguments: shapes)
  func everyShape(value: Shapes) throws {
    #expect(try roundTrip(value) == value)
  }

  @Test func nestedAndIndirect() throws {
    let roots: [Root.Action] = [
      .splash(.fetchCurrentWeather),
      .splash(.responseCurrentWeather(Weather(temperature: -1.25, city: "Seoul", tags: ["x"]))),
      .main(.setUnit(celsius: false)),
    ]
    for root in roots { #expect(try roundTrip(root) == root) }
    let expression = Expression.add(.negate(.number(1)), .add(.empty, .number(2)))
    #expect(try roundTrip(expression) == expression)
    let list = List.node("a", .node("b", .end))
    #expect(try roundTrip(list) == list)
    for digit in Digit.allCases { #expect(try roundTrip(digit) == digit) }
    let generic = Wrapper<Wrapper<String?>>.value(.pair("a", [nil, "b"]))
    #expect(try roundTrip(generic) == generic)
  }

  @Test func resultPayloads() throws {
    let actions: [EffectsBasics.Action] = [
      .decrementButtonTapped, .numberFactResponse(.success("3 is a good number.")),
      .numberFactResponse(.failure(REPLError(message: "offline"))),
    ]
    for action in actions {
      #expect(String(reflecting: try roundTrip(action)) == String(reflecting: action))
    }
  }
}
