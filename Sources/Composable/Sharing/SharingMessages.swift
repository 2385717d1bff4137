import ValueDump

/// The text of what shared state reports.
enum SharingMessages {
  static func typeMismatch(key: some SharedReaderKey, type: Any.Type) -> String {
    """
    The key \(key) already holds a shared value of another type than \(dumpTypeName(type)). \
    This value is not shared with the other holders of the key.

    To fix, use one type for each key, or another key.
    """
  }

  static func loadFailed(key: some SharedReaderKey, error: any Error) -> String {
    """
    Could not load the shared value of \(key): \(describe(error))

    The value starts from its default instead; the storage is written again at its next change.
    """
  }

  static func saveFailed(key: some SharedReaderKey, error: any Error) -> String {
    "Could not save the shared value of \(key): \(describe(error))"
  }

  private static func describe(_ error: any Error) -> String {
    if let error = error as? SharingError { return error.description }
    return String(describing: error)
  }
}

/// What goes wrong reading or writing the storage of shared state.
public struct SharingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A sentence that says what went wrong.
  public var description: String

  /// Creates an error.
  ///
  /// - Parameter description: A sentence that says what went wrong.
  public init(_ description: String) {
    self.description = description
  }
}
