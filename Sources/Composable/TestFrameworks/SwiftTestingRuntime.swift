import SwiftMetadata

/// Swift Testing, found in the running process: what the engine calls to tell which test runs
/// and to record a failure in it.
///
/// NB: Swift Testing is built with library evolution, so its structs and enums go into and out of
/// its functions by address. The engine calls them through function types over type parameters
/// bound, at run time, to Swift Testing's own types (the metadata their accessors return), which
/// the compiler passes by address too; no layout of Swift Testing's is written down here, and its
/// values are copied and destroyed by their own value witnesses.
struct SwiftTestingRuntime: @unchecked Sendable {
  // NB: `@unchecked`: metatypes and the addresses of functions, which never change.
  private let test: Any.Type
  private let comment: Any.Type
  private let sourceLocation: Any.Type
  private let severity: Any.Type
  private let issue: Any.Type
  /// The tag of `Issue.Severity.error`, the severity that fails a test.
  private let errorTag: Int
  private let currentTest: UnsafeRawPointer
  private let makeComment: UnsafeRawPointer
  private let makeSourceLocation: UnsafeRawPointer
  private let recordIssue: UnsafeRawPointer
  private let recordKnownIssues: UnsafeRawPointer

  /// The framework's name in messages.
  static let framework = "Swift Testing"

  /// The framework's library.
  static let library = "libTesting.so"

  /// Swift Testing in this process: `nil` when the process has not loaded it.
  static let loaded = find(in: .process)

  /// Finds Swift Testing in `libraries`: `nil` when they do not hold it, a fault when they do but
  /// something the engine calls is missing or unexpected.
  static func find(in libraries: LoadedLibraries) -> Result<Self, TestFrameworkFault>? {
    guard libraries.isLoaded(library) else { return nil }
    return Result { () throws(TestFrameworkFault) in try Self(libraries) }
  }

  private init(_ libraries: LoadedLibraries) throws(TestFrameworkFault) {
    func type(_ declaration: String, _ accessor: String) throws(TestFrameworkFault) -> Any.Type {
      try libraries.type(accessor: accessor, declaration: declaration, in: Self.framework).get()
    }
    func function(
      _ declaration: String, _ symbol: String
    ) throws(TestFrameworkFault) -> UnsafeRawPointer {
      try libraries.address(of: symbol, declaration: declaration, in: Self.framework).get()
    }
    test = try type("Test", "$s7Testing4TestVMa")
    guard test is any Identifiable.Type else {
      throw TestFrameworkFault(
        framework: Self.framework, declaration: "Test", symbol: "$s7Testing4TestVMa",
        mismatch: "is not Identifiable")
    }
    comment = try type("Comment", "$s7Testing7CommentVMa")
    sourceLocation = try type("SourceLocation", "$s7Testing14SourceLocationVMa")
    severity = try type("Issue.Severity", "$s7Testing5IssueV8SeverityOMa")
    guard let errorTag = Self.tag(of: "error", in: severity) else {
      throw TestFrameworkFault(
        framework: Self.framework, declaration: "Issue.Severity",
        symbol: "$s7Testing5IssueV8SeverityOMa", mismatch: "has no case 'error'")
    }
    self.errorTag = errorTag
    issue = try type("Issue", "$s7Testing5IssueVMa")
    currentTest = try function("Test.current", "$s7Testing4TestV7currentACSgvgZ")
    makeComment = try function("Comment.init(rawValue:)", "$s7Testing7CommentV8rawValueACSS_tcfC")
    makeSourceLocation = try function(
      "SourceLocation.init(fileID:filePath:line:column:)",
      "$s7Testing14SourceLocationV6fileID0D4Path4line6columnACSS_SSS2itcfC")
    recordIssue = try function(
      "Issue.record(_:severity:sourceLocation:)",
      "$s7Testing5IssueV6record_8severity14sourceLocationAcA7CommentVSg_AC8SeverityOAA06SourceF0VtFZ"
    )
    recordKnownIssues = try function(
      "withKnownIssue(_:isIntermittent:sourceLocation:_:)",
      "$s7Testing14withKnownIssue_14isIntermittent14sourceLocation_yAA7CommentVSg_SbAA06SourceH0VyyKXEtF"
    )
  }

  /// The tag of the case named `name` of an enum whose cases carry no payload.
  private static func tag(of name: String, in type: Any.Type) -> Int? {
    let metadata = TypeMetadata(type)
    guard metadata.kind == .enum, metadata.valueWitnesses.hasEnumWitnesses,
      let descriptor = metadata.typeDescriptor, descriptor.numberOfPayloadCases == 0
    else { return nil }
    return descriptor.fieldDescriptor?.records.firstIndex { $0.name == name }
  }

  // MARK: - The running test

  /// The Swift Testing test running in the current task, by its `Test.ID`; `nil` outside one.
  func runningTest() -> RunningTest? {
    runningTest(test)
  }

  /// A Swift Testing test, by its `Test.ID`.
  struct RunningTest: Hashable, @unchecked Sendable {
    // NB: `@unchecked`: a `Test.ID`, which is `Sendable`, as `AnyHashable`, which is not.
    let id: AnyHashable
  }

  private func runningTest<Test>(_: Test.Type) -> RunningTest? {
    let current = unsafeBitCast(currentTest, to: (@convention(thin) () -> Test?).self)
    // NB: `Test` is `Identifiable`, checked when it was found.
    guard let test = current(), let identifiable = test as? any Identifiable else { return nil }
    return Self.identity(of: identifiable)
  }

  private static func identity<Value: Identifiable>(of value: Value) -> RunningTest {
    RunningTest(id: AnyHashable(value.id))
  }

  // MARK: - Issues

  /// Records an issue in the running test at `location`; a known issue when the failure is
  /// `expected` (for `reason`), which does not fail the test.
  func record(_ message: String, at location: SourceLocation, expected: Bool, reason: String?) {
    record(
      message, at: location, expected: expected, reason: reason, comment, sourceLocation,
      severity, issue)
  }

  private func record<Comment, Location, Severity, Issue>(
    _ message: String, at location: SourceLocation, expected: Bool, reason: String?,
    _: Comment.Type, _: Location.Type, _: Severity.Type, _: Issue.Type
  ) {
    // NB: An initializer consumes its arguments; a function takes them borrowed.
    let makeComment = unsafeBitCast(
      makeComment, to: (@convention(thin) (consuming String) -> Comment).self)
    let makeSourceLocation = unsafeBitCast(
      makeSourceLocation,
      to: (@convention(thin) (consuming String, consuming String, Int, Int) -> Location).self)
    let recordIssue = unsafeBitCast(
      recordIssue, to: (@convention(thin) (Comment?, Severity, Location) -> Issue).self)
    let sourceLocation = makeSourceLocation(
      location.fileID, location.filePath, max(Int(location.line), 1),
      max(Int(location.column), 1))
    let severity = enumValue(tag: errorTag, of: Severity.self)
    guard expected else {
      _ = recordIssue(makeComment(message), severity, sourceLocation)
      return
    }
    let recordKnownIssues = unsafeBitCast(
      recordKnownIssues,
      to: (@convention(thin) (Comment?, Bool, Location, () throws -> Void) -> Void).self)
    // NB: Called, never passed on: the thin function is not a closure to hand to `map`.
    let comment = reason.map { makeComment($0) }
    recordKnownIssues(comment, true, sourceLocation) {
      _ = recordIssue(makeComment(message), severity, sourceLocation)
    }
  }

  /// The case of tag `tag` of an enum whose cases carry no payload.
  private func enumValue<Enum>(tag: Int, of _: Enum.Type) -> Enum {
    let value = UnsafeMutablePointer<Enum>.allocate(capacity: 1)
    defer { value.deallocate() }
    let metadata = TypeMetadata(Enum.self)
    _ = metadata.valueWitnesses.injectEnumTag(tag, into: value, metadata: metadata)
    return value.move()
  }
}
