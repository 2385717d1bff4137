/// Dumps a value as Swift-like text, one field per line, in the format of swift-custom-dump.
///
/// ```swift
/// customDump(User(id: 1, name: "Blob", tags: ["a"]))
/// // User(
/// //   id: 1,
/// //   name: "Blob",
/// //   tags: [
/// //     [0]: "a"
/// //   ]
/// // )
/// ```
///
/// Structs print as `Type(label: value, …)` (on one line when they hold a single short value),
/// enums as `Type.case(…)` at the root and `.case(…)` inside, optionals unwrapped or `nil`,
/// collections with `[0]:` labels, dictionaries and sets sorted, class instances with an
/// identity number (`#1 Model(…)`) and `↩︎` where one is met again. Customise a type's dump with
/// ``CustomDumpStringConvertible``, ``CustomDumpRepresentable`` or ``CustomDumpReflectable``.
///
/// - Parameters:
///   - value: The value to dump.
///   - name: A label printed before the value (`name: …`), or `nil` for none.
///   - indent: Spaces in front of every line.
///   - maxDepth: How many levels to show; deeper values collapse to `Type(…)` and `[…]`.
/// - Returns: The text, without a trailing newline.
public func customDump<T>(
  _ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max
) -> String {
  var text = ""
  customDump(value, to: &text, name: name, indent: indent, maxDepth: maxDepth)
  return text
}

/// Dumps a value as Swift-like text into an output stream; see
/// ``customDump(_:name:indent:maxDepth:)``.
///
/// - Parameters:
///   - value: The value to dump.
///   - target: The stream the text is written to (no trailing newline).
///   - name: A label printed before the value (`name: …`), or `nil` for none.
///   - indent: Spaces in front of every line.
///   - maxDepth: How many levels to show; deeper values collapse to `Type(…)` and `[…]`.
public func customDump<T, Target: TextOutputStream>(
  _ value: T, to target: inout Target, name: String? = nil, indent: Int = 0,
  maxDepth: Int = .max
) {
  var writer = DumpWriter(context: DumpContext(), isInline: false)
  writer.write(value, label: name, indent: 0, isRoot: true, depth: maxDepth)
  guard indent > 0 else {
    target.write(writer.out.text)
    return
  }
  let indentation = String(repeating: " ", count: indent)
  var isFirst = true
  for line in writer.out.text.lines() {
    if !isFirst { target.write("\n") }
    isFirst = false
    if !line.isEmpty { target.write(indentation) }
    target.write(String(line))
  }
}
