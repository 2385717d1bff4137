/// Why the Swift files named on the command line gave no features: they could not be read, did
/// not compile, declare none, or the engine's files they compile against are missing.
package struct FeatureFileError: Error, Sendable, Equatable {
  /// What to print on standard error, each line ending with a newline.
  package var message: String
  /// The exit status: 1 when the files did not compile or could not be compiled, 2 when they
  /// cannot be used as named (unreadable, or without a feature).
  package var status: Int32

  /// The message; for a worker started by `reload`, without what a start says stopped: the
  /// session goes on.
  func rendered(reloading: Bool) -> String {
    reloading ? message.replacingOccurrences(of: "; nothing was started\n", with: "\n") : message
  }

  /// Creates the error.
  package init(_ message: String, status: Int32) {
    self.message = message
    self.status = status
  }
}

/// Compiles and loads the features of Swift source files: `store-repl Feature.swift`.
///
/// - Parameter paths: The `.swift` files named on the command line, in order.
/// - Returns: The files' features, or why there are none.
package typealias FeatureFileLoader =
  @Sendable (_ paths: [String]) async -> Result<
    [REPLFeature], FeatureFileError
  >

extension REPLScenario {
  /// Every dependency's `previewValue` (its `liveValue` when it has no other), on the session's
  /// virtual clock: the default of a feature loaded from its source file.
  public static let preview = REPLScenario(
    "preview", summary: "each dependency's previewValue, on the virtual clock",
    swift: "$0.context = .preview", prepare: { $0.context = .preview })

  /// Every dependency's `liveValue`, on the session's virtual clock.
  public static let live = REPLScenario(
    "live", summary: "each dependency's liveValue, on the virtual clock",
    swift: "$0.context = .live", prepare: { $0.context = .live })

  /// Every dependency's `testValue`, on the session's virtual clock: an unimplemented endpoint
  /// reports a failure, as in a test.
  public static let test = REPLScenario(
    "test", summary: "each dependency's testValue: an unimplemented endpoint is a failure",
    swift: "$0.context = .test", prepare: { $0.context = .test })

  /// `preview`, `live` and `test`: the scenarios of a feature loaded from its source file.
  public static let dependencyContexts: [REPLScenario] = [.preview, .live, .test]
}
