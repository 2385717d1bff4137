#if !canImport(Darwin)
  import Foundation

  /// A failure as an `XCTExpectFailure`'s matcher sees it, in the shape of XCTest's `XCTIssue`
  /// on Apple platforms.
  public struct XCTIssue: CustomStringConvertible, Sendable {
    /// The kinds of issue.
    public enum IssueType: Int, Sendable {
      /// A failed assertion: every failure this engine reports.
      case assertionFailure = 0
      /// An error thrown by a test.
      case thrownError = 1
      /// An exception nobody caught.
      case uncaughtException = 2
      /// A performance regression.
      case performanceRegression = 3
      /// A failure of the test framework itself.
      case system = 4
      /// An expected failure that did not occur.
      case unmatchedExpectedFailure = 5
    }

    /// The kind of issue.
    public var type: IssueType
    /// The failure's message as TCA writes it: what TCA's tests compare.
    public var compactDescription: String
    /// The whole message, with this engine's diagnosis where it adds one; `nil` when it is the
    /// compact description.
    public var detailedDescription: String?
    /// Where the failure was reported.
    public var sourceCodeContext: XCTSourceCodeContext
    /// The error the issue is about, if any.
    public var associatedError: (any Error & Sendable)?

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - type: The kind of issue.
    ///   - compactDescription: The message.
    ///   - detailedDescription: A longer message, if any.
    ///   - sourceCodeContext: Where the failure was reported.
    ///   - associatedError: The error the issue is about, if any.
    public init(
      type: IssueType,
      compactDescription: String,
      detailedDescription: String? = nil,
      sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(),
      associatedError: (any Error & Sendable)? = nil
    ) {
      self.type = type
      self.compactDescription = compactDescription
      self.detailedDescription = detailedDescription
      self.sourceCodeContext = sourceCodeContext
      self.associatedError = associatedError
    }

    /// The issue of a failure the engine reported.
    init(_ failure: TestFailure) {
      self.init(
        type: .assertionFailure,
        compactDescription: failure.compactMessage,
        detailedDescription: failure.message == failure.compactMessage ? nil : failure.message,
        sourceCodeContext: XCTSourceCodeContext(
          location: XCTSourceCodeLocation(
            filePath: failure.location.filePath, lineNumber: Int(failure.location.line))))
    }

    public var description: String { detailedDescription ?? compactDescription }
  }

  /// Where in the source an issue happened, in the shape of XCTest's `XCTSourceCodeContext`.
  public struct XCTSourceCodeContext: Sendable {
    /// The place, when known.
    public var location: XCTSourceCodeLocation?

    /// Creates a context.
    ///
    /// - Parameter location: The place, when known.
    public init(location: XCTSourceCodeLocation? = nil) {
      self.location = location
    }
  }

  /// A file and a line, in the shape of XCTest's `XCTSourceCodeLocation`.
  public struct XCTSourceCodeLocation: Sendable {
    /// The file.
    public var fileURL: URL
    /// The line, from 1.
    public var lineNumber: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - fileURL: The file.
    ///   - lineNumber: The line, from 1.
    public init(fileURL: URL, lineNumber: Int) {
      self.fileURL = fileURL
      self.lineNumber = lineNumber
    }

    /// Creates a location from a file's path.
    ///
    /// - Parameters:
    ///   - filePath: The file's path.
    ///   - lineNumber: The line, from 1.
    public init(filePath: String, lineNumber: Int) {
      self.init(fileURL: URL(fileURLWithPath: filePath), lineNumber: lineNumber)
    }
  }
#endif
