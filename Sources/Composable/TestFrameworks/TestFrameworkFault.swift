/// A test framework the process loaded that the engine cannot use: a function or type it calls
/// is missing from the framework's library, or is not the one the engine was built against.
///
/// The engine reaches Swift Testing and XCTest by their symbols (see ``LoadedLibraries``), so a
/// toolchain whose frameworks changed them is found out at run time. The fault is then said on
/// standard error, never passed over: see ``message(_:)``.
struct TestFrameworkFault: Error, Equatable, Sendable {
  /// The framework: `Swift Testing` or `XCTest`.
  var framework: String
  /// The declaration, as Swift spells it: `Issue.record(_:severity:sourceLocation:)`.
  var declaration: String
  /// Its symbol in the framework's library.
  var symbol: String
  /// What is wrong with it, when it is there; `nil` when it is missing.
  var mismatch: String?

  /// The text of the fault, then what it costs (`consequence`), as one line.
  ///
  /// ```text
  /// error: Swift Testing is loaded, but the engine found no Issue.record(_:severity:sourceLocation:)
  /// in it ($s7Testing5IssueV6record…): …
  /// ```
  func message(_ consequence: String) -> String {
    let problem =
      mismatch.map { "its \(declaration) (\(symbol)) \($0)" }
      ?? "the engine found no \(declaration) in it (\(symbol))"
    return """
      error: \(framework) is loaded, but \(problem): \(consequence). The engine calls \(framework) \
      by the symbols the Swift 6.3 toolchain's library exports; this library does not match.
      """
  }
}
