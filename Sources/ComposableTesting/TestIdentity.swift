import Foundation
import Synchronization
import Testing
import XCTest

/// The numbers given to the Swift Testing tests that asked for one, by test.
///
/// The engine's `Lock`, not a bare `Mutex`: tests in parallel ask at once, and Thread
/// Sanitizer sees a `Mutex` handed over in the kernel as no order at all.
private let testNumbers = Lock<[Test.ID: Int]>([:])

/// The test running in the current task, as a number no other test of the process has: the
/// Swift Testing test, else the XCTest case running.
///
/// `CComposableTestingInstall` installs this function as `Composable`'s test identity hook when
/// the binary loads: the dependencies a test starts from are then the test's own (see
/// `DependencyValues`), as swift-dependencies keeps its cached values per test.
@_cdecl("composable_testing_current_test")
public func composableTestingCurrentTest() -> Int {
  guard let id = Test.current?.id else {
    return XCTestCaseNumbers.shared.current.withLock { $0 }
  }
  return testNumbers.withLock { numbers in
    if let number = numbers[id] { return number }
    let number = numbers.count + 1
    numbers[id] = number
    return number
  }
}

/// Numbers the XCTest cases as they start, below zero, apart from Swift Testing's tests, and
/// keeps the one running.
final class XCTestCaseNumbers: NSObject, XCTestObservation, Sendable {
  /// A case, held for as long as it runs.
  // NB: `@unchecked`: XCTest runs one case at a time, and the case is only handed to XCTest's
  // own `addTeardownBlock`, which takes a lock of its own.
  private struct RunningCase: @unchecked Sendable {
    let number: Int
    weak var testCase: XCTestCase?
  }

  /// The number of the case running now.
  let current = Mutex(-1)
  private let running = Mutex<RunningCase?>(nil)

  /// The observer, registered with XCTest when the test binary loads (see
  /// `composableTestingLoaded`) or when first asked for: the case running then is -1, the next
  /// -2, and so on.
  static let shared: XCTestCaseNumbers = {
    let numbers = XCTestCaseNumbers()
    XCTestObservationCenter.shared.addTestObserver(numbers)
    return numbers
  }()

  func testCaseWillStart(_ testCase: XCTestCase) {
    let number = current.withLock { current in
      current -= 1
      return current
    }
    running.withLock { $0 = RunningCase(number: number, testCase: testCase) }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    running.withLock { $0 = nil }
  }

  /// The case running now, when it is the one numbered `number`.
  func runningCase(numbered number: Int) -> XCTestCase? {
    running.withLock { $0?.number == number ? $0?.testCase : nil }
  }
}

/// Registers the observer that numbers XCTest's cases before the first one starts, when the
/// binary is a test bundle, so that the first case is known too.
///
/// `CComposableTestingInstall` calls it when the binary loads.
@_cdecl("composable_testing_loaded")
public func composableTestingLoaded() {
  guard CommandLine.arguments.first?.hasSuffix(".xctest") == true else { return }
  _ = XCTestCaseNumbers.shared
}
