import Testing

@testable import Composable

@Suite struct TestFrameworkFaultTests {
  @Test func aMissingSymbolIsNamed() {
    let fault = TestFrameworkFault(
      framework: "Swift Testing", declaration: "Test.current",
      symbol: "$s7Testing4TestV7currentACSgvgZ")
    #expect(
      fault.message("the engine cannot tell one test from another") == """
        error: Swift Testing is loaded, but the engine found no Test.current in it \
        ($s7Testing4TestV7currentACSgvgZ): the engine cannot tell one test from another. The \
        engine calls Swift Testing by the symbols the Swift 6.3 toolchain's library exports; \
        this library does not match.
        """)
  }

  @Test func anUnexpectedDeclarationIsNamedWithWhatIsWrong() {
    let fault = TestFrameworkFault(
      framework: "Swift Testing", declaration: "Issue.Severity",
      symbol: "$s7Testing5IssueV8SeverityOMa", mismatch: "has no case 'error'")
    #expect(
      fault.message("the engine cannot record a failure") == """
        error: Swift Testing is loaded, but its Issue.Severity ($s7Testing5IssueV8SeverityOMa) \
        has no case 'error': the engine cannot record a failure. The engine calls Swift Testing \
        by the symbols the Swift 6.3 toolchain's library exports; this library does not match.
        """)
  }
}
