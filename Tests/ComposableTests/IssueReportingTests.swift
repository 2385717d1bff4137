import Composable
import TestHelpers
import Testing

@Suite struct IssueReportingTests {
  @Test func aLocationFromLiteralsEqualsTheSameLocationFromStrings() {
    let literal = Composable.SourceLocation(
      fileID: "Feature/Feature.swift" as StaticString,
      filePath: "/src/Feature/Feature.swift" as StaticString, line: 12, column: 5)
    let strings = Composable.SourceLocation(
      fileID: "Feature/Feature.swift", filePath: "/src/Feature/Feature.swift", line: 12, column: 5)
    #expect(literal == strings)
    #expect(literal.hashValue == strings.hashValue)
    #expect(literal.fileID == "Feature/Feature.swift")
    #expect(literal.filePath == "/src/Feature/Feature.swift")
    #expect(literal.description == "Feature/Feature.swift:12")
    var moved = literal
    moved.fileID = "Other/Other.swift"
    #expect(moved != strings)
    #expect(moved.description == "Other/Other.swift:12")
    #expect(Set([literal, strings, moved]).count == 2)
    moved.filePath = ""
    #expect(moved.filePath == "")
    moved.fileID = "Café/Ünïcode.swift"
    #expect(moved.fileID == "Café/Ünïcode.swift")
    let scalar = Composable.SourceLocation(
      fileID: "é" as StaticString, filePath: "é" as StaticString, line: 1, column: 1)
    #expect(scalar.fileID == "é")
    #expect(scalar == Composable.SourceLocation(fileID: "é", filePath: "é", line: 1, column: 1))
  }

  @Test func failuresReachSwiftTesting() {
    withKnownIssue {
      IssueReporting.report("Something went wrong.", at: .here())
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Something went wrong."]
        && issue.sourceLocation?.fileName == "IssueReportingTests.swift"
    }
  }

  @Test func aTaskLocalHandlerCollectsFailuresAsValues() {
    let collected = Collected()
    IssueReporting.withFailureHandler({ collected.append($0.message) }) {
      IssueReporting.report("First.", at: .here())
      IssueReporting.report("Second.", at: .here())
    }
    #expect(collected.messages == ["First.", "Second."])
  }
}
