#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The test frameworks the process has loaded, found at run time: where the engine's failures go
/// in a test run, which test is running, and what runs as it ends.
///
/// The engine links neither Swift Testing nor XCTest, so a program linked with it loads neither;
/// a test runner has loaded them, and the engine reaches them by their symbols
/// (``LoadedLibraries``). A framework the process loaded but the engine cannot reach is said on
/// standard error (``TestFrameworkFault``), and a failure that could then not fail its test
/// stops the process rather than pass unseen.
struct TestFrameworks: Sendable {
  /// Swift Testing, when the process loaded it.
  let swiftTesting: Result<SwiftTestingRuntime, TestFrameworkFault>?
  /// XCTest, when the process loaded it.
  let xcTest: Result<XCTestRuntime, TestFrameworkFault>?
  /// The observer of XCTest's cases, when XCTest took it.
  let xcTestCases: XCTestCaseWatch?

  /// The frameworks of this process: `nil` when it loaded neither, as outside a test run.
  ///
  /// Found when first asked for, or as the binary loads in a process that loaded XCTest (see
  /// `composable_xctest_loaded`), so that XCTest's first case is watched too.
  static let loaded = TestFrameworks(
    swiftTesting: SwiftTestingRuntime.loaded, xcTest: XCTestRuntime.loaded)

  /// The frameworks found, the observer of XCTest's cases added, the faults said.
  private init?(
    swiftTesting: Result<SwiftTestingRuntime, TestFrameworkFault>?,
    xcTest: Result<XCTestRuntime, TestFrameworkFault>?
  ) {
    guard swiftTesting != nil || xcTest != nil else { return nil }
    self.swiftTesting = swiftTesting
    self.xcTest = xcTest
    if case .failure(let fault)? = swiftTesting {
      writeToStandardError(
        fault.message(
          "the engine cannot record a failure in a Swift Testing test, nor tell one test from another"
        ))
    }
    switch xcTest {
    case nil:
      xcTestCases = nil
    case .failure(let fault)?:
      xcTestCases = nil
      writeToStandardError(fault.message("the engine cannot fail an XCTest case"))
    case .success(let runtime)?:
      switch runtime.observation {
      case .success(let observation):
        let watch = XCTestCaseWatch()
        observation.addObserver(watch)
        xcTestCases = watch
      case .failure(let fault):
        xcTestCases = nil
        writeToStandardError(
          fault.message(
            """
            the engine cannot tell one XCTest case from another: the cases share their \
            dependencies, and an XCTExpectFailure() without a block is not checked as its case ends
            """))
      }
    }
  }

  // MARK: - The running test

  /// The running test, as a number no other test of the process has: a Swift Testing test above
  /// zero, the XCTest case running below (-1 before the first case); 0 outside a test run.
  ///
  /// The dependencies a test starts from are the test's own, by this number (see
  /// `DependencyCache`), as swift-dependencies keeps its cached values per test.
  static var runningTest: Int {
    guard let loaded else { return 0 }
    if case .success(let swiftTesting)? = loaded.swiftTesting,
      let test = swiftTesting.runningTest()
    {
      return swiftTestingNumbers.withLock { numbers in
        if let number = numbers[test] { return number }
        let number = numbers.count + 1
        numbers[test] = number
        return number
      }
    }
    return loaded.xcTestCases?.current.withLock { $0 } ?? 0
  }

  /// The numbers given to the Swift Testing tests that asked for one, by `Test.ID`.
  ///
  /// NB: The engine's `Lock`, not a bare `Mutex`: tests in parallel ask at once, and Thread
  /// Sanitizer sees a `Mutex` handed over in the kernel as no order at all.
  private static let swiftTestingNumbers = Lock<[SwiftTestingRuntime.RunningTest: Int]>([:])

  /// Arranges for `body` to run when the running test (numbered `test`, see ``runningTest``)
  /// ends, while it can still fail: in the XCTest case's teardown. Returns `false` in a Swift
  /// Testing test, which tells a library no such moment, or when XCTest's cases are not watched.
  static func atEnd(of test: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    guard let loaded,
      loaded.swiftTesting.flatMap({ try? $0.get().runningTest() }) == nil,
      case .success(let runtime)? = loaded.xcTest,
      case .success(let observation) = runtime.observation,
      let testCase = loaded.xcTestCases?.runningCase(numbered: test)
    else { return false }
    observation.addTeardownBlock(to: testCase, body)
    return true
  }

  // MARK: - Failures

  /// Records `failure` with the framework running the current test, as ``FailureRoute`` says.
  func record(_ failure: TestFailure) {
    var runningSwiftTesting: SwiftTestingRuntime?
    let swiftTestingState: FailureRoute.SwiftTesting
    switch swiftTesting {
    case nil: swiftTestingState = .notLoaded
    case .failure(let fault)?: swiftTestingState = .unreachable(fault)
    case .success(let runtime)?:
      runningSwiftTesting = runtime.runningTest() != nil ? runtime : nil
      swiftTestingState = runningSwiftTesting != nil ? .testRunning : .noTest
    }
    let xcTestState: FailureRoute.XCTest
    switch (xcTest, xcTestCases?.isCaseRunning) {
    case (nil, _): xcTestState = .notLoaded
    case (.failure(let fault)?, _): xcTestState = .unreachable(fault)
    case (.success?, nil): xcTestState = .casesUnknown
    case (.success?, let isCaseRunning?): xcTestState = isCaseRunning ? .caseRunning : .noCase
    }
    switch FailureRoute(failure, swiftTesting: swiftTestingState, xcTest: xcTestState) {
    case .swiftTestingIssue(let isKnown, let reason):
      runningSwiftTesting?.record(
        failure.message, at: failure.location, expected: isKnown, reason: reason)
    case .xcTestFailure(let message):
      if case .success(let xcTest)? = xcTest { xcTest.fail(message) }
    case .standardOutput(let text):
      print(text)
    case .standardError(let text):
      writeToStandardError(text)
    case .stop(let text):
      writeToStandardError(text)
      fatalError("A failure could not fail its test: a test framework could not be reached.")
    }
  }
}

/// Watches XCTest's cases from the moment the binary loads, in a process that loaded XCTest.
///
/// `CComposableHooks` calls it from a constructor, before XCTest runs its first case.
@_cdecl("composable_xctest_loaded")
package func composableXCTestLoaded() {
  _ = TestFrameworks.loaded
}

/// Writes `text` and a new line on standard error.
func writeToStandardError(_ text: String) {
  var bytes = Array("\(text)\n".utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
