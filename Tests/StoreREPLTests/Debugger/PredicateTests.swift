import Testing

@testable import StoreREPL

@Suite struct PredicateTests {
  struct Item: Equatable {
    var title: String
  }

  struct Sample: Equatable {
    var count = 3
    var ratio = 0.5
    var name = "Ada"
    var isOn = true
    var fact: String? = nil
    var items = [Item(title: "Milk"), Item(title: "Eggs")]
    var child: Item? = nil
  }

  /// Whether `condition` holds on `state`, with two effects in flight, one under `delay`.
  func holds(_ condition: String, in state: Sample = Sample()) throws -> Bool {
    let predicate = try Predicate.parse(Substring(condition), offset: 0)
    return try predicate.holds(
      in: PredicateContext(
        state: state, effectCount: 2, hasEffect: { $0 == "delay" || $0 == "CancelID.delay" }))
  }

  @Test(arguments: [
    ("count == 3", true), ("count != 3", false), ("count < 4", true), ("count <= 3", true),
    ("count > 3", false), ("count >= 3", true), ("count == -1", false),
    ("ratio < 1.5", true), ("ratio == 0.5", true), ("name == \"Ada\"", true),
    ("name < \"Bob\"", true), ("isOn", true), ("!isOn", false), ("isOn == false", false),
    ("fact == nil", true), ("fact != nil", false), ("fact == \"x\"", false),
    ("child.title == nil", true), ("child.title == \"x\"", false),
    ("items.count == 2", true), ("items.isEmpty", false), ("!items.isEmpty", true),
    ("items[1].title == \"Eggs\"", true), ("name.count == 3", true),
    ("count > 0 && fact == nil", true), ("count > 5 || fact == nil", true),
    ("count > 5 || fact != nil", false), ("!(count > 5) && (isOn || fact != nil)", true),
    ("effects.isEmpty", false), ("effects.count == 2", true), ("effects.count>1", true),
    ("effects contains delay", true), ("effects contains CancelID.delay", true),
    ("effects contains other", false), ("count==3&&isOn", true),
  ])
  func evaluates(condition: String, expected: Bool) throws {
    #expect(try holds(condition) == expected)
  }

  @Test func equalityOfAWholeValueUsesItsLiteral() throws {
    #expect(try holds("items[0] == Item(title: \"Milk\")"))
    #expect(try !holds("items[0] == Item(title: \"Eggs\")"))
  }

  /// The error a condition gets, rendered with its caret, the condition after `break if `.
  func error(_ condition: String) -> String {
    let line = "break if " + condition
    do {
      _ = try holds(condition)
      return "no error"
    } catch let error as ShellError {
      return ShellError(error.kind, error.problem, at: error.offset.map { $0 + 9 })
        .rendered(in: line)
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    (
      "",
      """
      error: expected a condition, such as 'count == 0' or 'effects.isEmpty'
       --> input:1:10
      1 | break if 
        |          ^
      """
    ),
    (
      "(count == 1",
      """
      error: expected ')' to close the '(' at column 1
       --> input:1:21
      1 | break if (count == 1
        |                     ^
      """
    ),
    (
      "count == 1 count",
      """
      error: unexpected text after the condition: 'count'; join conditions with '&&' or '||'
       --> input:1:21
      1 | break if count == 1 count
        |                     ^
      """
    ),
    (
      "count = 1",
      """
      error: expected '==' to compare; '=' assigns
       --> input:1:16
      1 | break if count = 1
        |                ^
      """
    ),
    (
      "count ==",
      """
      error: expected a value after '=='
       --> input:1:18
      1 | break if count ==
        |                  ^
      """
    ),
    (
      "count && isOn",
      """
      error: 'count' is Int, not a Bool: compare it, as in 'count == 3'
       --> input:1:10
      1 | break if count && isOn
        |          ^
      """
    ),
    (
      "count == \"x\"",
      """
      error: expected an Int for 'count' of PredicateTests.Sample, found "x"
       --> input:1:19
      1 | break if count == "x"
        |                   ^
      """
    ),
    (
      "count < nil",
      """
      error: only '==' and '!=' compare with nil
       --> input:1:18
      1 | break if count < nil
        |                  ^
      """
    ),
    (
      "items[0] < Item(title: \"x\")",
      """
      error: '<' orders numbers, strings and other comparable values; 'items[0]' is PredicateTests.Item
       --> input:1:10
      1 | break if items[0] < Item(title: "x")
        |          ^
      """
    ),
    (
      "effects.first",
      """
      error: expected '.isEmpty', '.count' or 'contains <id>' after 'effects'
       --> input:1:17
      1 | break if effects.first
        |                 ^
      """
    ),
    (
      "effects contains",
      """
      error: expected '.isEmpty', '.count' or 'contains <id>' after 'effects'
       --> input:1:18
      1 | break if effects contains
        |                  ^
      """
    ),
    (
      "cuont == 1",
      """
      error: the state has no property 'cuont'; did you mean 'count'?
       --> input:1:10
      1 | break if cuont == 1
        |          ^
      """
    ),
    (
      "count > 1 &&",
      """
      error: expected a condition, such as 'count == 0'
       --> input:1:22
      1 | break if count > 1 &&
        |                      ^
      """
    ),
  ])
  func malformedConditionsPointAtTheColumn(condition: String, expected: String) {
    #expect(error(condition) == expected)
  }

  @Test(arguments: [
    ("count == -1", false), ("numberFact == nil", false), ("name == \"a<b\"", false),
    ("count == 1 == 1", false), ("count", false), ("count > 0", true),
    ("count > 0 && numberFact == nil", true), ("count != 1", true), ("!isOn", true),
    ("(count == 1)", true), ("effects.isEmpty", true), ("effectsCount == 1", false),
  ])
  func expectTakesAConditionWhenItHasMoreThanOneEquals(text: String, isCondition: Bool) {
    #expect(Predicate.isCondition(Substring(text)) == isCondition)
  }
}
