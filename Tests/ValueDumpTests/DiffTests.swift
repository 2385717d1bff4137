import Testing
import ValueDump

private struct User: Equatable {
  var id: Int
  var name: String
}

/// Not `Equatable`: compared through its dump.
private struct Profile {
  var user: User
  var bio: String
  var tags: [String]
}

private struct Team: Equatable {
  var name: String
  var lead: User?
  var members: [User]
}

private enum Action: Equatable {
  case tapped
  case textChanged(String)
  case user(User)
}

private final class Box {
  var value: Int
  var next: Box?
  init(value: Int, next: Box? = nil) {
    self.value = value
    self.next = next
  }
}

private let blob = User(id: 1, name: "Blob")

@Test func equalValuesHaveNoDiff() {
  #expect(diff(blob, blob) == nil)
  #expect(
    diff(Profile(user: blob, bio: "", tags: []), Profile(user: blob, bio: "", tags: [])) == nil)
  #expect(diff(Box(value: 1), Box(value: 1)) == nil)
}

@Test func changedField() {
  #expect(
    diff(blob, User(id: 1, name: "Blob Jr.")) == """
        User(
          id: 1,
      -   name: "Blob"
      +   name: "Blob Jr."
        )
      """)
}

@Test func proportionalFormat() {
  #expect(
    diff(blob, User(id: 1, name: "Blob Jr."), format: .proportional) == """
      \u{2007} User(
      \u{2007}   id: 1,
      −   name: "Blob"
      +   name: "Blob Jr."
      \u{2007} )
      """)
}

@Test func unchangedFieldsAreShallow() {
  #expect(
    diff(
      Profile(user: blob, bio: "Hi", tags: ["a"]), Profile(user: blob, bio: "Hello", tags: ["a"])
    ) == """
        Profile(
          user: User(…),
      -   bio: "Hi",
      +   bio: "Hello",
          tags: […]
        )
      """)
}

@Test func nestedStructs() {
  #expect(
    diff(
      Team(name: "A", lead: blob, members: []),
      Team(name: "A", lead: User(id: 1, name: "B"), members: [])
    ) == """
        Team(
          name: "A",
          lead: User(
            id: 1,
      -     name: "Blob"
      +     name: "B"
          ),
          members: []
        )
      """)
}

@Test func optionalFromNilToSome() {
  #expect(
    diff(Team(name: "A", lead: nil, members: []), Team(name: "A", lead: blob, members: []))
      == """
        Team(
          name: "A",
      -   lead: nil,
      +   lead: User(
      +     id: 1,
      +     name: "Blob"
      +   ),
          members: []
        )
      """)
  #expect(
    diff(Int?.some(1), nil) == """
      - 1
      + nil
      """)
}

@Test(arguments: [
  (
    [1, 2, 3, 4, 5, 6], [1, 2, 3, 40, 5, 6],
    """
      [
        … (3 unchanged),
    -   [3]: 4,
    +   [3]: 40,
        … (2 unchanged)
      ]
    """
  ),
  (
    [1, 2, 3, 4, 5, 6], [1, 2, 3, 3, 4, 5, 6, 7],
    """
      [
        … (3 unchanged),
    +   [3]: 3,
        … (3 unchanged),
    +   [7]: 7
      ]
    """
  ),
  (
    [1, 2, 3, 4, 5, 6], [2, 3, 4, 6],
    """
      [
    -   [0]: 1,
        … (3 unchanged),
    -   [4]: 5,
        [3]: 6
      ]
    """
  ),
  (
    [], [1],
    """
      [
    +   [0]: 1
      ]
    """
  ),
])
func arrayInsertionsAndRemovals(old: [Int], new: [Int], expected: String) {
  #expect(diff(old, new) == expected)
}

@Test func arrayMove() {
  #expect(
    diff(["a", "b", "c", "d"], ["d", "a", "b", "c"]) == """
        [
      +   [0]: "d",
          … (3 unchanged),
      -   [3]: "d"
        ]
      """)
}

@Test func changedElementIsDiffedInside() {
  let old = [User(id: 1, name: "A"), User(id: 2, name: "B"), User(id: 3, name: "C")]
  var new = old
  new[1].name = "Bee"
  #expect(
    diff(old, new) == """
        [
          [0]: User(…),
          [1]: User(
            id: 2,
      -     name: "B"
      +     name: "Bee"
          ),
          [2]: User(…)
        ]
      """)
}

@Test func dictionariesAreMatchedByKey() {
  #expect(
    diff(["a": 1, "b": 2, "c": 3, "d": 4, "f": 6], ["a": 1, "b": 20, "d": 4, "e": 5, "f": 6])
      == """
        [
          "a": 1,
      -   "b": 2,
      +   "b": 20,
      -   "c": 3,
          "d": 4,
      +   "e": 5,
          "f": 6
        ]
      """)
}

@Test func setsAreMatchedByElement() {
  #expect(
    diff(Set([1, 2, 3, 4]), Set([1, 2, 4, 5])) == """
        Set([
          … (2 unchanged),
      -   3,
          4,
      +   5
        ])
      """)
}

@Test func enumCaseChangeShowsBothWhole() {
  #expect(
    diff(Action.tapped, Action.textChanged("hi")) == """
      - Action.tapped
      + Action.textChanged("hi")
      """)
  #expect(
    diff(Action.textChanged("a"), Action.textChanged("b")) == """
      - Action.textChanged("a")
      + Action.textChanged("b")
      """)
}

@Test func samePayloadCaseIsDiffedInside() {
  #expect(
    diff(Action.user(blob), Action.user(User(id: 2, name: "Blob"))) == """
        Action.user(
          User(
      -     id: 1,
      +     id: 2,
            name: "Blob"
          )
        )
      """)
}

@Test func multilineStringsByLine() {
  #expect(
    diff("one\ntwo\nthree", "one\n2\nthree") == #"""
        """
        one
      - two
      + 2
        three
        """
      """#)
  #expect(
    diff(
      Profile(user: blob, bio: "Line 1\nLine 2", tags: []),
      Profile(user: blob, bio: "Line 1\nLine two", tags: [])
    ) == #"""
        Profile(
          user: User(…),
          bio: """
            Line 1
      -     Line 2
      +     Line two
            """,
          tags: []
        )
      """#)
}

@Test func classesAndCycles() {
  #expect(
    diff(Box(value: 1), Box(value: 2)) == """
      - #1 Box(
      -   value: 1,
      -   next: nil
      - )
      + #1 Box(
      +   value: 2,
      +   next: nil
      + )
      """)
  let cyclic = Box(value: 1)
  cyclic.next = cyclic
  #expect(
    diff(cyclic, Box(value: 1, next: Box(value: 2))) == """
      - #1 Box(
      -   value: 1,
      -   next: #1 Box(↩︎)
      - )
      + #1 Box(
      +   value: 1,
      +   next: #2 Box(
      +     value: 2,
      +     next: nil
      +   )
      + )
      """)
  cyclic.next = nil
}

@Test func notEqualButNoVisibleDifference() {
  #expect(
    diff(Double.nan, Double.nan) == """
        // Not equal but no difference detected:
      - .nan
      + .nan
      """)
}

@Test func largeArraysCollapseUnchangedRuns() {
  let old = (0..<10_000).map { User(id: $0, name: "User \($0)") }
  var new = old
  new[5_000].name = "Changed"
  #expect(
    diff(old, new) == """
        [
          … (5000 unchanged),
          [5000]: User(
            id: 5000,
      -     name: "User 5000"
      +     name: "Changed"
          ),
          … (4999 unchanged)
        ]
      """)
}
