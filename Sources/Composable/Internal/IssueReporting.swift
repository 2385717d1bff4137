#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure found by the engine: a test-store assertion that did not hold, an effect that threw,
/// a dependency without a test value.
public struct TestFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The whole message, in the shape of TCA's test failures.
  public var message: String
  /// Where the call that caused the failure was made.
  public var location: SourceLocation
  /// Whether the failure is expected: an assertion a non-exhaustive store skipped, or a failure
  /// an `XCTExpectFailure` expected; shown but not failing the test (a known issue in Swift
  /// Testing).
  public var isExpected: Bool
  /// The part of ``message`` that TCA's own message says, which XCTest's issues call their
  /// compact description; the rest of ``message`` is this engine's diagnosis (what the in-flight
  /// effects wait on, say). The whole message when there is no such rest.
  public var compactMessage: String
  /// The `XCTExpectFailure` that expected the failure, when one did.
  public var expectedFailure: ExpectedFailureMatch?

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - message: The whole message.
  ///   - compactMessage: The part of the message TCA's says, when the message says more.
  ///   - location: Where the call that caused the failure was made.
  ///   - isExpected: Whether the failure is expected.
  public init(
    message: String, compactMessage: String? = nil, location: SourceLocation,
    isExpected: Bool = false
  ) {
    self.message = message
    self.compactMessage = compactMessage ?? message
    self.location = location
    self.isExpected = isExpected
    self.expectedFailure = nil
  }

  public var description: String { message }
}

/// A place in the source, captured with `#fileID`, `#filePath`, `#line` and `#column` defaults.
///
/// The literals `#fileID` and `#filePath` give are kept as they are and made strings only when
/// read: a test step captures a location, and only a failure reads it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var line: UInt
  public var column: UInt
  private var fileIDText: SourceText
  private var filePathText: SourceText

  /// The file, as `#fileID` gives it: `Module/File.swift`.
  public var fileID: String {
    get { fileIDText.string }
    set { fileIDText = SourceText(newValue) }
  }

  /// The file's path, as `#filePath` gives it.
  public var filePath: String {
    get { filePathText.string }
    set { filePathText = SourceText(newValue) }
  }

  /// Creates a source location.
  public init(fileID: String, filePath: String, line: UInt, column: UInt) {
    self.fileIDText = SourceText(fileID)
    self.filePathText = SourceText(filePath)
    self.line = line
    self.column = column
  }

  /// Creates a source location from the literals `#fileID` and `#filePath` give.
  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileIDText = SourceText(fileID)
    self.filePathText = SourceText(filePath)
    self.line = line
    self.column = column
  }

  /// The location of the caller, when used as a default argument.
  public static func here(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public var description: String { "\(fileID):\(line)" }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column && lhs.fileID == rhs.fileID
      && lhs.filePath == rhs.filePath
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(filePath)
    hasher.combine(line)
    hasher.combine(column)
  }
}

/// A file's name or path in a source location: the UTF-8 of a literal, or of a string made at
/// run time and kept for good. A pointer and a length, which copy as they are: a location rides
/// along every step of a test, and a `String` would be retained and released at every copy.
private struct SourceText: @unchecked Sendable {
  // NB: `@unchecked`: the bytes never change and are never freed.
  let start: UnsafePointer<UInt8>
  let count: Int

  init(_ literal: StaticString) {
    if literal.hasPointerRepresentation {
      self.init(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    } else {
      self.init(literal.description)
    }
  }

  private init(start: UnsafePointer<UInt8>, count: Int) {
    self.start = start
    self.count = count
  }

  /// The text of a string made at run time, kept for good: each distinct string once.
  init(_ string: String) {
    let kept = Self.kept.withLock { kept -> UnsafeBufferPointer<UInt8> in
      if let bytes = kept[string] { return bytes }
      let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(string.utf8.count, 1))
      _ = bytes.initialize(from: string.utf8)
      kept[string] = UnsafeBufferPointer(bytes)
      return UnsafeBufferPointer(bytes)
    }
    self.init(start: kept.baseAddress!, count: string.utf8.count)
  }

  private static let kept = Lock<[String: UnsafeBufferPointer<UInt8>]>([:])

  var string: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }
}

/// Routes failures to whoever listens: a handler installed for the current task (the shell
/// collects failures as values this way), else, in a test run, the test framework running the
/// current test (``TestFrameworks``), else standard error.
public enum IssueReporting {
  /// Receives the failures reported where it is installed.
  public struct Handler: Sendable {
    let receive: @Sendable (TestFailure) -> Void
  }

  // NB: A struct, not an optional function: release builds of the toolchain crash pushing a
  // task-local whose value is an optional `@Sendable` function.
  @TaskLocal static var handler: Handler?

  /// Runs `operation` with every failure reported in it — and in the tasks it starts — handed to
  /// `handler` instead of the test framework.
  ///
  /// - Parameters:
  ///   - handler: Receives each failure.
  ///   - operation: The work.
  /// - Returns: What `operation` returns.
  public static func withFailureHandler<R>(
    _ handler: @escaping @Sendable (TestFailure) -> Void, operation: () throws -> R
  ) rethrows -> R {
    try $handler.withValue(Handler(receive: handler), operation: operation)
  }

  /// Runs `operation` with every failure reported in it — and in the tasks it starts — handed to
  /// `handler` instead of the test framework.
  ///
  /// - Parameters:
  ///   - handler: Receives each failure.
  ///   - operation: The work.
  /// - Returns: What `operation` returns.
  public static func withFailureHandler<R>(
    _ handler: @escaping @Sendable (TestFailure) -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $handler.withValue(Handler(receive: handler), operation: operation)
  }

  /// Reports a failure.
  public static func report(_ failure: TestFailure) {
    var failure = failure
    if !failure.isExpected, let match = ExpectedFailures.match(failure) {
      failure.isExpected = true
      failure.expectedFailure = match
    }
    if let handler {
      handler.receive(failure)
      return
    }
    // NB: Only in a test run, which has loaded a test framework; a program that loads one
    // without running tests prints its failures too.
    if isTesting, let frameworks = TestFrameworks.loaded {
      frameworks.record(failure)
      return
    }
    let kind = failure.isExpected ? "expected failure" : "failure"
    writeToStandardError(
      "\(failure.location.fileID):\(failure.location.line): \(kind): \(failure.message)")
  }

  /// Reports a failure with a message at a location.
  public static func report(_ message: String, at location: SourceLocation) {
    report(TestFailure(message: message, location: location))
  }
}
