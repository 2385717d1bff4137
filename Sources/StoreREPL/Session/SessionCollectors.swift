import Composable

/// Collects what reducers print with `_printChanges()` while commands run.
final class PrintCollector: Sendable {
  private let texts = Lock<[String]>([])

  func append(_ text: String) { texts.withLock { $0.append(text) } }

  /// The lines printed since the last call, indented as the shell's output is.
  func takeLines() -> [String] {
    let taken = texts.withLock { texts in
      defer { texts.removeAll() }
      return texts
    }
    return taken.flatMap { text in
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      while lines.last?.isEmpty == true { lines.removeLast() }
      return lines.map { $0.isEmpty ? "" : "  " + $0 }
    }
  }
}

/// Collects the failures reported while commands run.
final class FailureCollector: Sendable {
  private let failures = Lock<[TestFailure]>([])

  func append(_ failure: TestFailure) { failures.withLock { $0.append(failure) } }

  /// The failures reported since the last call.
  func take() -> [TestFailure] {
    failures.withLock { failures in
      defer { failures.removeAll() }
      return failures
    }
  }
}
