import ValueDump

// swift-custom-dump's spellings, for the code and tests that users write. They are disfavoured
// so that, in modules that also import ValueDump (the engine, the shell), a call such as
// `"\(customDump(action))"` keeps meaning ValueDump's function, which returns the text.

/// Prints a dump of a value, as swift-custom-dump does: Swift-like text, one field per line.
///
/// ```swift
/// customDump(User(id: 1, name: "Blob"))
/// // User(
/// //   id: 1,
/// //   name: "Blob"
/// // )
/// ```
///
/// - Parameters:
///   - value: The value to dump.
///   - name: A label printed before the value (`name: …`), or `nil` for none.
///   - indent: Spaces in front of every line.
///   - maxDepth: How many levels to show; deeper values collapse to `Type(…)` and `[…]`.
/// - Returns: The value, unchanged.
@_disfavoredOverload
@discardableResult
public func customDump<T>(
  _ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max
) -> T {
  var text = ""
  ValueDump.customDump(value, to: &text, name: name, indent: indent, maxDepth: maxDepth)
  print(text)
  return value
}

/// Writes a dump of a value to an output stream, as swift-custom-dump does.
///
/// ```swift
/// var text = ""
/// customDump(state, to: &text)
/// ```
///
/// - Parameters:
///   - value: The value to dump.
///   - target: The stream the text is written to, without a trailing newline.
///   - name: A label printed before the value (`name: …`), or `nil` for none.
///   - indent: Spaces in front of every line.
///   - maxDepth: How many levels to show; deeper values collapse to `Type(…)` and `[…]`.
/// - Returns: The value, unchanged.
@_disfavoredOverload
@discardableResult
public func customDump<T, Target: TextOutputStream>(
  _ value: T, to target: inout Target, name: String? = nil, indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  ValueDump.customDump(value, to: &target, name: name, indent: indent, maxDepth: maxDepth)
  return value
}

/// The difference between two values, as swift-custom-dump shows it: the lines of their dumps
/// that matter, marked `-` (first) and `+` (second), or `nil` when there is none.
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
/// - Parameters:
///   - lhs: The first value.
///   - rhs: The second value.
///   - format: The line markers; `.proportional` (`−`, `+`, a figure space) for messages shown
///     in proportional fonts.
/// - Returns: The diff, without a trailing newline; `nil` when the values dump alike.
@_disfavoredOverload
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  ValueDump.diff(lhs, rhs, format: format)
}

extension String {
  /// The dump of a value, as ``customDump(_:to:name:indent:maxDepth:)`` writes it.
  ///
  /// - Parameter subject: The value to dump.
  public init<Subject>(customDumping subject: Subject) {
    self = ValueDump.customDump(subject)
  }
}
