import Testing

extension Issue {
  /// Whether the issue's message is exactly `message` and it was recorded at `line` of the
  /// calling file.
  public func hasMessage(_ message: String, at line: Int, fileID: String = #fileID) -> Bool {
    comments.map(\.rawValue) == [message] && sourceLocation?.fileID == fileID
      && sourceLocation?.line == line
  }
}

extension Issue {
  /// The issue's message: its comments, one per line.
  public var message: String {
    comments.map(\.rawValue).joined(separator: "\n")
  }
}
