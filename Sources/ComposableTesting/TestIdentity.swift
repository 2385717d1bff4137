import Foundation
import Synchronization
import Testing
import XCTest

/// The numbers given to the Swift Testing tests that asked for one, by test.
///
/// NB: The engine's `Lock`, not a bare `Mutex`: tests in parallel ask at once, and Thread
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

/// Numbers the XCTest cases as they start, below zero, apart from Swift Testing's tests.
private final class XCTestCaseNumbers: NSObject, XCTestObservation, Sendable {
  /// The number of the case running now.
  let current = Mutex(-1)

  /// The observer, registered with XCTest when first asked for: the case running then is -1,
  /// the next -2, and so on.
  static let shared: XCTestCaseNumbers = {
    let numbers = XCTestCaseNumbers()
    XCTestObservationCenter.shared.addTestObserver(numbers)
    return numbers
  }()

  func testCaseWillStart(_ testCase: XCTestCase) {
    current.withLock { $0 -= 1 }
  }
}
