import Testing

@testable import Composable

/// The libraries of this process, less the symbols `hidden`.
private func process(hiding hidden: Set<String>) -> LoadedLibraries {
  LoadedLibraries(
    isLoaded: LoadedLibraries.process.isLoaded,
    symbol: { hidden.contains($0) ? nil : LoadedLibraries.process.symbol($0) })
}

@Suite struct SwiftTestingRuntimeTests {
  @Test func aProcessThatDidNotLoadTheLibraryHasNoSwiftTesting() {
    let libraries = LoadedLibraries(
      isLoaded: { $0 != "libTesting.so" }, symbol: LoadedLibraries.process.symbol)
    #expect(SwiftTestingRuntime.find(in: libraries) == nil)
  }

  @Test(arguments: [
    ("Test.current", "$s7Testing4TestV7currentACSgvgZ"),
    ("Comment", "$s7Testing7CommentVMa"),
    (
      "Issue.record(_:severity:sourceLocation:)",
      "$s7Testing5IssueV6record_8severity14sourceLocationAcA7CommentVSg_AC8SeverityOAA06SourceF0VtFZ"
    ),
    (
      "withKnownIssue(_:isIntermittent:sourceLocation:_:)",
      "$s7Testing14withKnownIssue_14isIntermittent14sourceLocation_yAA7CommentVSg_SbAA06SourceH0VyyKXEtF"
    ),
  ])
  func aSymbolTheLibraryLacksIsAFaultThatNamesIt(declaration: String, symbol: String) {
    let found = SwiftTestingRuntime.find(in: process(hiding: [symbol]))
    guard case .failure(let fault)? = found else {
      Issue.record("Swift Testing was found without \(symbol)")
      return
    }
    #expect(
      fault
        == TestFrameworkFault(
          framework: "Swift Testing", declaration: declaration, symbol: symbol))
  }

  @Test func theRunningTestIsKnownInItsTaskAndTheTasksItStarts() async throws {
    let runtime = try #require(try SwiftTestingRuntime.loaded?.get())
    let test = try #require(runtime.runningTest())
    #expect(runtime.runningTest() == test)
    #expect(await Task { runtime.runningTest() }.value == test)
    #expect(await Task.detached { runtime.runningTest() }.value == nil)
  }

  @Test func anIssueIsRecordedAtTheFailuresLocationAndFailsTheTest() throws {
    let runtime = try #require(try SwiftTestingRuntime.loaded?.get())
    let location = Composable.SourceLocation(
      fileID: "Feature/FeatureTests.swift", filePath: "/src/FeatureTests.swift", line: 12,
      column: 5)
    withKnownIssue {
      runtime.record("The count is 2.", at: location, expected: false, reason: nil)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["The count is 2."] && issue.severity == .error
        && issue.sourceLocation
          == Testing.SourceLocation(
            fileID: "Feature/FeatureTests.swift", filePath: "/src/FeatureTests.swift", line: 12,
            column: 5)
    }
  }

  // NB: The test fails if the issue is not a known one.
  @Test func anExpectedFailureIsAKnownIssue() throws {
    let runtime = try #require(try SwiftTestingRuntime.loaded?.get())
    runtime.record(
      "The count is 2.", at: .here(), expected: true, reason: "the fix landed")
  }
}
