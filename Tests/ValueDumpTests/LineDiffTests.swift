import TestHelpers
import Testing
import ValueDump

/// The text of a line diff, one `-`/`+`/` ` marked line per line.
private func render(_ changes: [LineChange]) -> String {
  changes.map { change in
    switch change.kind {
    case .unchanged: return "  " + change.text
    case .removed: return "- " + change.text
    case .inserted: return "+ " + change.text
    }
  }
  .joined(separator: "\n")
}

private func changeCount(_ changes: [LineChange]) -> Int {
  changes.filter { $0.kind != .unchanged }.count
}

@Test func identicalTexts() {
  #expect(render(lineDiff("a\nb", "a\nb")) == "  a\n  b")
}

@Test func emptySides() {
  #expect(render(lineDiff([], ["a", "b"])) == "+ a\n+ b")
  #expect(render(lineDiff(["a"], [])) == "- a")
  #expect(lineDiff([String](), []).isEmpty)
}

@Test func replacementShowsRemovalsFirst() {
  #expect(
    render(lineDiff("one\ntwo\nthree", "one\n2\nthree")) == """
        one
      - two
      + 2
        three
      """)
}

@Test func textsWithoutALineInCommonAreRemovedThenInserted() {
  #expect(
    render(lineDiff("a\nb\na", "c\nd\nc\ne")) == """
      - a
      - b
      - a
      + c
      + d
      + c
      + e
      """)
  let old = (0..<20_000).map { "old \($0)" }
  let new = (0..<20_000).map { "new \($0)" }
  let changes = lineDiff(old, new)
  #expect(changes.map(\.text) == old + new)
  #expect(
    changes.map(\.kind) == Array(repeating: .removed, count: 20_000)
      + Array(repeating: .inserted, count: 20_000))
}

@Test func classicExampleIsMinimal() {
  // NB: The example of Myers' paper: ABCABBA → CBABAC needs exactly 5 edits.
  let old = ["A", "B", "C", "A", "B", "B", "A"]
  let new = ["C", "B", "A", "B", "A", "C"]
  let changes = lineDiff(old, new)
  #expect(changeCount(changes) == 5)
  #expect(changes.filter { $0.kind != .inserted }.map(\.text) == old)
  #expect(changes.filter { $0.kind != .removed }.map(\.text) == new)
}

@Test(arguments: [
  (["a", "b", "c", "d", "e"], ["e", "a", "b", "c", "d"], 2),
  (["x", "a", "b", "x", "c"], ["a", "x", "b", "c", "x"], 4),
  (["a", "a", "a", "b"], ["b", "a", "a", "a"], 2),
  (["1", "2", "3", "4", "5", "6"], ["6", "5", "4", "3", "2", "1"], 10),
])
func editScriptsAreMinimal(old: [String], new: [String], expectedChanges: Int) {
  let changes = lineDiff(old, new)
  #expect(changeCount(changes) == expectedChanges)
  #expect(changeCount(changes) == lcsEditDistance(old, new))
  #expect(changes.filter { $0.kind != .inserted }.map(\.text) == old)
  #expect(changes.filter { $0.kind != .removed }.map(\.text) == new)
}

@Test func randomInputsMatchTheDynamicProgrammingDistance() {
  var generator = SeededGenerator(seed: 42)
  for _ in 0..<200 {
    let old = (0..<Int(generator.next() % 12)).map { _ in String(generator.next() % 3) }
    let new = (0..<Int(generator.next() % 12)).map { _ in String(generator.next() % 3) }
    let changes = lineDiff(old, new)
    #expect(changeCount(changes) == lcsEditDistance(old, new), "\(old) → \(new)")
    #expect(changes.filter { $0.kind != .inserted }.map(\.text) == old)
    #expect(changes.filter { $0.kind != .removed }.map(\.text) == new)
  }
}

/// The fewest insertions and removals between two lists, by the quadratic textbook method.
private func lcsEditDistance(_ old: [String], _ new: [String]) -> Int {
  var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      table[i][j] =
        old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  return old.count + new.count - 2 * table[0][0]
}
