import Foundation
import Testing
import ValueDump

// MARK: - Fixtures

private struct User: Equatable {
  var id: Int
  var name: String
}

private struct Empty {}

private struct Wrapper {
  var id: Int
}

private struct Team {
  var name: String
  var members: [User]
  var lead: User?
}

private enum Action {
  case tapped
  case textChanged(String)
  case setAge(years: Int)
  case move(Int, Int)
  case response(Result<String, any Error>)
  case user(User)
}

private indirect enum Expression {
  case number(Int)
  case sum(Expression, Expression)
}

private enum Loud: CustomStringConvertible {
  case quiet
  var description: String { "LOUD" }
}

private enum NetworkError: Error {
  case offline
}

private struct ValidationError: Error {
  var field: String
}

private final class Node {
  var value: Int
  var next: Node?
  init(value: Int, next: Node? = nil) {
    self.value = value
    self.next = next
  }
}

private class Animal {
  var name = "Rex"
}

private final class Dog: Animal {
  var barks = true
}

private struct Generic<Value> {
  var value: Value
}

private struct Token: CustomDumpStringConvertible {
  var secret: String
  var customDumpDescription: String { "Token(redacted)" }
}

private struct UserID: CustomDumpRepresentable {
  var rawValue: String
  var customDumpValue: Any { rawValue }
}

private struct Session: CustomDumpReflectable {
  var user: String
  var cache: [Int]
  var customDumpMirror: Mirror {
    Mirror(self, children: ["user": user], displayStyle: .struct)
  }
}

private struct Holder {
  weak var weakNode: Node?
  var strongNode: Node
}

// MARK: - Structs

@Test func structOneFieldPerLine() {
  #expect(
    customDump(User(id: 1, name: "Blob")) == """
      User(
        id: 1,
        name: "Blob"
      )
      """)
}

@Test func structWithSingleShortFieldIsInline() {
  #expect(customDump(Wrapper(id: 1)) == "Wrapper(id: 1)")
}

@Test func emptyStruct() {
  #expect(customDump(Empty()) == "Empty()")
}

@Test func nestedStructsAndCollections() {
  let team = Team(
    name: "Core",
    members: [User(id: 1, name: "Blob"), User(id: 2, name: "Blob Jr.")],
    lead: nil
  )
  #expect(
    customDump(team) == """
      Team(
        name: "Core",
        members: [
          [0]: User(
            id: 1,
            name: "Blob"
          ),
          [1]: User(
            id: 2,
            name: "Blob Jr."
          )
        ],
        lead: nil
      )
      """)
}

@Test func nameAndIndent() {
  #expect(
    customDump(User(id: 1, name: "Blob"), name: "user", indent: 4) == """
          user: User(
            id: 1,
            name: "Blob"
          )
      """)
}

@Test func maxDepthCollapsesDeeperLevels() {
  let team = Team(name: "Core", members: [User(id: 1, name: "Blob")], lead: nil)
  #expect(customDump(team, maxDepth: 0) == "Team(…)")
  #expect(
    customDump(team, maxDepth: 1) == """
      Team(
        name: "Core",
        members: […],
        lead: nil
      )
      """)
}

@Test func genericStructDropsGenericArguments() {
  #expect(customDump(Generic(value: 1)) == "Generic(value: 1)")
}

// MARK: - Enums

@Test(arguments: [
  (Action.tapped, "Action.tapped", ".tapped"),
  (.textChanged("hi"), #"Action.textChanged("hi")"#, #".textChanged("hi")"#),
  (.setAge(years: 3), "Action.setAge(years: 3)", ".setAge(years: 3)"),
  (.response(.success("hi")), "", #".response(.success("hi"))"#),
  (.user(User(id: 1, name: "A")), "", #".user(User(id: 1, name: "A"))"#),
])
private func enumCases(action: Action, dump: String, inline: String) {
  if !dump.isEmpty { #expect(customDump(action) == dump) }
  #expect(customDumpInline(action) == inline)
}

@Test func enumWithSeveralUnlabelledValues() {
  #expect(
    customDump(Action.move(1, 2)) == """
      Action.move(
        1,
        2
      )
      """)
  #expect(customDumpInline(Action.move(1, 2)) == ".move(1, 2)")
}

@Test func enumWithEnumPayloadTakesALinePerLevel() {
  #expect(
    customDump(Action.response(.success("hi"))) == """
      Action.response(
        .success("hi")
      )
      """)
}

@Test func enumWithStructPayload() {
  #expect(
    customDump(Action.user(User(id: 1, name: "Blob"))) == """
      Action.user(
        User(
          id: 1,
          name: "Blob"
        )
      )
      """)
}

@Test func indirectEnum() {
  let expression = Expression.sum(.number(1), .sum(.number(2), .number(3)))
  #expect(customDumpInline(expression) == ".sum(.number(1), .sum(.number(2), .number(3)))")
  #expect(
    customDump(expression) == """
      Expression.sum(
        .number(1),
        .sum(
          .number(2),
          .number(3)
        )
      )
      """)
}

@Test func caseNameIgnoresCustomDescription() {
  #expect(customDump(Loud.quiet) == "Loud.quiet")
}

@Test func nestedEnumTypesKeepTheirNesting() {
  #expect(customDumpInline(Action.tapped, rootTypeName: true) == "Action.tapped")
}

// MARK: - Errors

@Test func errorsShowTheirType() {
  #expect(
    customDumpInline(Action.response(.failure(NetworkError.offline)))
      == ".response(.failure(NetworkError.offline))")
  #expect(
    customDump(Action.response(.failure(ValidationError(field: "name")))) == """
      Action.response(
        .failure(
          ValidationError(field: "name")
        )
      )
      """)
  let error = NSError(domain: "Test", code: 7)
  #expect(
    customDump(error) == """
      NSError(
        domain: "Test",
        code: 7,
        userInfo: [:]
      )
      """)
}

// MARK: - Optionals and collections

@Test func optionals() {
  #expect(customDump(Int?.some(1)) == "1")
  #expect(customDump(Int?.none) == "nil")
  #expect(customDump(Generic<Int?>(value: 5)) == "Generic(value: 5)")
}

@Test func arrays() {
  #expect(customDump([Int]()) == "[]")
  #expect(
    customDump([1, 2]) == """
      [
        [0]: 1,
        [1]: 2
      ]
      """)
  #expect(customDumpInline([1, 2]) == "[1, 2]")
}

@Test func dictionariesAreSortedByKey() {
  #expect(customDump([String: Int]()) == "[:]")
  #expect(
    customDump(["b": 2, "a": 1, "c": 3]) == """
      [
        "a": 1,
        "b": 2,
        "c": 3
      ]
      """)
  #expect(customDumpInline(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
}

@Test func setsAreSorted() {
  #expect(customDump(Set<Int>()) == "Set([])")
  #expect(
    customDump(Set([3, 1, 2])) == """
      Set([
        1,
        2,
        3
      ])
      """)
  #expect(customDumpInline(Set(["b", "a"])) == #"Set(["a", "b"])"#)
}

@Test func tuples() {
  #expect(
    customDump((1, "a")) == """
      (
        1,
        "a"
      )
      """)
  #expect(
    customDump((x: 1, y: 2)) == """
      (
        x: 1,
        y: 2
      )
      """)
  #expect(customDumpInline((x: 1, y: 2)) == "(x: 1, y: 2)")
}

// MARK: - Strings and scalars

@Test(arguments: [
  ("plain", #""plain""#, #""plain""#),
  (#"say "hi""#, ##"#"say "hi""#"##, #""say \"hi\"""#),
  (#"C:\dir"#, ##"#"C:\dir"#"##, #""C:\\dir""#),
  (##"a"#b"##, ###"##"a"#b"##"###, ##""a\"#b""##),
  ("tab\there", #""tab\there""#, #""tab\there""#),
  ("", #""""#, #""""#),
  ("é 🇫🇷", #""é 🇫🇷""#, #""é 🇫🇷""#),
])
func singleLineStrings(string: String, dump: String, inline: String) {
  #expect(customDump(string) == dump)
  #expect(customDumpInline(string) == inline)
}

@Test func multilineStrings() {
  #expect(
    customDump("Hello\nWorld") == #"""
      """
      Hello
      World
      """
      """#)
  #expect(customDumpInline("a\"b\n") == #""a\"b\n""#)
  struct Note { var text: String }
  #expect(
    customDump(Note(text: "one\n\ntwo")) == #"""
      Note(
        text: """
          one

          two
          """
      )
      """#)
  #expect(
    customDump(#"path\to"# + "\nend") == ##"""
      #"""
      path\to
      end
      """#
      """##)
}

@Test func characterBoolAndNumbers() {
  #expect(customDump(Character("x")) == #""x""#)
  #expect(customDump(true) == "true")
  #expect(customDump(-42) == "-42")
  #expect(customDump(UInt8(255)) == "255")
  #expect(customDump(Int64.min) == "-9223372036854775808")
  #expect(customDump(1.5) == "1.5")
  #expect(customDump(Float(0.25)) == "0.25")
  #expect(customDump(Double.infinity) == ".infinity")
  #expect(customDump(-Double.infinity) == "-.infinity")
  #expect(customDump(Double.nan) == ".nan")
  #expect(customDump(Substring("sub")) == #""sub""#)
}

@Test(arguments: [
  (Duration.seconds(1), ".seconds(1)"),
  (.milliseconds(250), ".milliseconds(250)"),
  (.milliseconds(1500), ".milliseconds(1500)"),
  (.seconds(-2), ".seconds(-2)"),
  (.microseconds(3), ".microseconds(3)"),
  (.nanoseconds(7), ".nanoseconds(7)"),
  (.zero, ".zero"),
])
func durations(duration: Duration, expected: String) {
  #expect(customDump(duration) == expected)
}

// MARK: - Foundation

@Test func foundationValues() {
  #expect(
    customDump(Date(timeIntervalSince1970: 1_767_225_600)) == "Date(2026-01-01T00:00:00.000Z)")
  #expect(
    customDump(Date(timeIntervalSince1970: -0.5)) == "Date(1969-12-31T23:59:59.500Z)")
  #expect(
    customDump(Date(timeIntervalSince1970: 951_782_400.25)) == "Date(2000-02-29T00:00:00.250Z)")
  let uuid = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
  #expect(customDump(uuid) == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)")
  #expect(customDump(URL(string: "https://example.com/a?b=c")!) == "URL(https://example.com/a?b=c)")
  #expect(customDump(Data([1, 2, 3])) == "Data(3 bytes)")
  #expect(customDump(Data([1])) == "Data(1 byte)")
  #expect(customDump(Decimal(string: "12.5")!) == "12.5")
  #expect(customDump(IndexSet([0, 2, 3])) == "IndexSet([0, 2, 3])")
  #expect(customDump(IndexSet()) == "IndexSet([])")
}

// MARK: - Classes

@Test func classesHaveIdentityNumbers() {
  let first = Node(value: 1)
  let second = Node(value: 2, next: first)
  #expect(
    customDump([second, first]) == """
      [
        [0]: #1 Node(
          value: 2,
          next: #2 Node(
            value: 1,
            next: nil
          )
        ),
        [1]: #2 Node(↩︎)
      ]
      """)
}

@Test func cyclesAreMarked() {
  let node = Node(value: 1)
  node.next = node
  #expect(
    customDump(node) == """
      #1 Node(
        value: 1,
        next: #1 Node(↩︎)
      )
      """)
  node.next = nil
}

@Test func subclassesIncludeInheritedFields() {
  #expect(
    customDump(Dog()) == """
      #1 Dog(
        name: "Rex",
        barks: true
      )
      """)
}

@Test func weakReferencesAreRead() {
  let node = Node(value: 3)
  let holder = Holder(weakNode: node, strongNode: node)
  #expect(
    customDump(holder) == """
      Holder(
        weakNode: #1 Node(
          value: 3,
          next: nil
        ),
        strongNode: #1 Node(↩︎)
      )
      """)
}

// MARK: - Metatypes and type names

@Test func metatypes() {
  #expect(customDump(Int.self) == "Int.self")
  #expect(customDump([String: [Int?]].self) == "[String: [Int?]].self")
}

@Test(arguments: [
  (Int.self as Any.Type, "Int"),
  ([Int].self, "[Int]"),
  (Int?.self, "Int?"),
  ([String: Int].self, "[String: Int]"),
  (Result<String, any Error>.self, "Result<String, any Error>"),
  (Set<String>.self, "Set<String>"),
  ((Int, label: String).self, "(Int, label: String)"),
  (((Int) -> Void).self, "(Int) -> ()"),
  (Action.self, "Action"),
  (Generic<[User]>.self, "Generic<[User]>"),
])
func typeNames(type: Any.Type, expected: String) {
  #expect(dumpTypeName(type) == expected)
}

@Test func localTypesLoseTheirContext() {
  struct Local {}
  #expect(dumpTypeName(Local.self) == "Local")
  #expect(dumpTypeName(Result<Int, any Error>.self, genericsAbbreviated: true) == "Result")
}

// MARK: - Customisation

@Test func customisationProtocols() {
  #expect(customDump(Token(secret: "x")) == "Token(redacted)")
  #expect(customDump(UserID(rawValue: "deadbeef")) == #""deadbeef""#)
  #expect(customDump(Session(user: "blob", cache: [1])) == #"Session(user: "blob")"#)
}

@Test func textOutputStreamOverload() {
  var text = "> "
  customDump([1], to: &text)
  #expect(text == "> [\n  [0]: 1\n]")
}

// MARK: - Inline

@Test func inlineStructsAndCollections() {
  let team = Team(name: "Core", members: [User(id: 1, name: "A\"B")], lead: nil)
  #expect(
    customDumpInline(team)
      == #"Team(name: "Core", members: [User(id: 1, name: "A\"B")], lead: nil)"#)
  #expect(customDumpInline(team, maxDepth: 1) == #"Team(name: "Core", members: […], lead: nil)"#)
  #expect(customDumpInline([[1], []]) == "[[1], []]")
  #expect(customDumpInline([String: Int]()) == "[:]")
}

// MARK: - Enum payloads read from memory

private enum Mixed: Equatable {
  case flag(Bool)
  case small(UInt8)
  case pair(Int, Int)
  case text(String)
  case empty
  indirect case boxed(Int)
  case failure(any Error)

  static func == (lhs: Mixed, rhs: Mixed) -> Bool { customDumpInline(lhs) == customDumpInline(rhs) }
}

@Test func repeatedPayloadCasesStayCorrect() {
  // NB: Payloads of plain bits are read from memory once reflection has confirmed the layout;
  // every case here must still print its own payload on every occurrence.
  let values: [Mixed] = (0..<4).flatMap { index -> [Mixed] in
    [
      .flag(index % 2 == 0), .small(UInt8(index)), .pair(index, -index), .text("t\(index)"),
      .empty, .boxed(index * 10),
      .failure(index % 2 == 0 ? NetworkError.offline : ValidationError(field: "f\(index)")),
    ]
  }
  let expected = (0..<4).map { index in
    [
      ".flag(\(index % 2 == 0))", ".small(\(index))", ".pair(\(index), \(-index))",
      ".text(\"t\(index)\")", ".empty", ".boxed(\(index * 10))",
      index % 2 == 0
        ? ".failure(NetworkError.offline)" : ".failure(ValidationError(field: \"f\(index)\"))",
    ]
    .joined(separator: ", ")
  }
  .joined(separator: ", ")
  #expect(customDumpInline(values) == "[\(expected)]")
}

private struct CodeError: Error {
  var code: Int
}

private enum Outcome {
  case failure(any Error)
  case success
}

@Test func existentialPayloadsOfPlainBitsAreNotReadAsBits() {
  let values = (1...4).map { Outcome.failure(CodeError(code: $0)) }
  #expect(
    customDumpInline(values)
      == "[.failure(CodeError(code: 1)), .failure(CodeError(code: 2)), "
      + ".failure(CodeError(code: 3)), .failure(CodeError(code: 4))]")
}
