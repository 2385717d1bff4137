import Testing

@testable import StoreREPL

/// A lesson's `# edit` as the class sees it before Enter makes it.
@Suite struct EditDiffTests {
  static let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
  static let new = old.replacingOccurrences(of: "line 3\n", with: "line 3\n  .added()\n")
    .replacingOccurrences(of: "line 11\n", with: "line eleven\n")

  @Test func theChangesShowWithTheirLinesAroundThemAndTheirNumbers() {
    let diff = EditDiff(
      file: "Tally.swift", copy: "Tally.fixed.swift", old: Self.old, new: Self.new)
    #expect(
      diff.lines(style: .plain, width: 80).joined(separator: "\n") == """
          edit Tally.swift (as in Tally.fixed.swift)
          @@ -1,6 +1,7 @@
           1  1   line 1
           2  2   line 2
           3  3   line 3
              4 +   .added()
           4  5   line 4
           5  6   line 5
           6  7   line 6
          @@ -8,5 +9,5 @@
           8  9   line 8
           9 10   line 9
          10 11   line 10
          11    − line 11
             12 + line eleven
          12 13   line 12
        """)
  }

  /// Hunks whose lines meet are one; an edit that changes nothing has none.
  @Test func nearbyChangesMakeOneHunk() {
    let near = Self.old.replacingOccurrences(of: "line 5\n", with: "line five\n")
      .replacingOccurrences(of: "line 8\n", with: "line eight\n")
    #expect(EditDiff(file: "f", copy: "g", old: Self.old, new: near).hunks.count == 1)
    #expect(EditDiff(file: "f", copy: "g", old: Self.old, new: Self.old).isEmpty)
  }

  /// A line longer than the width goes on under its text; `--ascii` marks a removed line `-`;
  /// on a short screen the edit shows its first lines and says how many more there are.
  @Test func theEditFitsTheWidthAndTheScreen() {
    let diff = EditDiff(
      file: "f.swift", copy: "g.swift", old: "let a = 1\n",
      new: "let a = \"" + String(repeating: "x", count: 30) + "\"\n")
    var style = ShellStyle.plain
    style.look.ascii = true
    #expect(
      diff.lines(style: style, width: 30).joined(separator: "\n") == """
          edit f.swift (as in g.swift)
          @@ -1,1 +1,1 @@
          1   - let a = 1
            1 + let a = "xxxxxxxxxxxxx
              + xxxxxxxxxxxxxxxxx"
        """)
    #expect(
      diff.lines(style: style, width: 30, rows: 3) == [
        "  edit f.swift (as in g.swift)",
        "  @@ -1,1 +1,1 @@",
        "  ⋮ 3 more lines of the edit: g.swift has them all",
      ])
  }

  /// In colour, removed lines are drawn as the theme draws removed lines, added ones as it
  /// draws added ones.
  @Test func theThemeColoursTheChanges() {
    let diff = EditDiff(file: "f", copy: "g", old: "a\n", new: "b\n")
    let lines = diff.lines(style: ShellStyle(usesColor: true, theme: .dark), width: 80)
    #expect(lines.contains { $0.contains("\u{1B}[38;5;203m\u{2212} a\u{1B}[0m") })
    #expect(lines.contains { $0.contains("\u{1B}[38;5;114m+ b\u{1B}[0m") })
  }
}
