import Synchronization
import Testing

/// The numbers given to the Swift Testing tests that asked for one, by test.
private let testNumbers = Mutex<[Test.ID: Int]>([:])

/// The Swift Testing test running in the current task, as a number no other test of the process
/// has; 0 outside a Swift Testing test.
///
/// `CComposableTestingInstall` installs this function as `Composable`'s test identity hook when
/// the binary loads: the dependencies a test starts from are then the test's own (see
/// `DependencyValues`), as swift-dependencies keeps its cached values per test.
@_cdecl("composable_testing_current_test")
public func composableTestingCurrentTest() -> Int {
  guard let id = Test.current?.id else { return 0 }
  return testNumbers.withLock { numbers in
    if let number = numbers[id] { return number }
    let number = numbers.count + 1
    numbers[id] = number
    return number
  }
}
