/// The difference between two values, as the lines of their dumps that matter, or `nil` when
/// they are equal.
///
/// ```swift
/// diff(User(id: 1, name: "Blob"), User(id: 1, name: "Blob Jr."))
/// //   User(
/// //     id: 1,
/// // -   name: "Blob"
/// // +   name: "Blob Jr."
/// //   )
/// ```
///
/// The two values are walked side by side where their shapes match: unchanged fields print
/// shallowly (`Type(…)`), runs of unchanged elements collapse to `… (N unchanged)`, collections
/// are matched by a shortest edit script (so insertions, removals and moves show as such),
/// dictionaries by key, sets by element, and multi-line strings line by line. A changed enum
/// case, and any value whose shape differs, prints whole on both sides. Subtrees whose type is
/// `Equatable` are compared with `==` and not walked when equal.
///
/// - Parameters:
///   - old: The first value (the expected one, in test failures).
///   - new: The second value (the actual one).
///   - format: The line markers; ``DiffFormat/proportional`` for test failure messages.
/// - Returns: The diff, one marked line per line, without a trailing newline; `nil` when the
///   values are equal.
public func diff<T>(_ old: T, _ new: T, format: DiffFormat = .default) -> String? {
  let differ = Differ()
  guard let lines = differ.diffRoot(old, new) else { return nil }
  return lines.map { line in
    let marker: String
    switch line.mark {
    case .both: marker = format.both
    case .first: marker = format.first
    case .second: marker = format.second
    }
    return line.text.isEmpty ? marker : marker + " " + line.text
  }
  .joined(separator: "\n")
}

/// Whether two values are equal as ``diff(_:_:format:)`` tells: by `==` when their type is
/// `Equatable`, else by their dumps.
///
/// - Parameters:
///   - lhs: A value.
///   - rhs: Another value of the same type.
/// - Returns: Whether `diff` finds no difference between them.
package func isEqualByDump<T>(_ lhs: T, _ rhs: T) -> Bool {
  Differ().areEqual(lhs, rhs)
}
