/// Dumps a value on a single line in Swift literal syntax, as actions are typed in the shell and
/// shown in its logs.
///
/// ```swift
/// customDumpInline(Action.numberFactResponse(.success("hi")))
/// // .numberFactResponse(.success("hi"))
/// customDumpInline(State(count: 1, tags: ["a", "b"]))
/// // State(count: 1, tags: ["a", "b"])
/// ```
///
/// Collections print without index labels (`[1, 2]`, `["a": 1]`, `Set([1, 2])`) and strings are
/// always escaped (`"a\"b\n"`), so the text can be read back by the shell's literal parser.
///
/// - Parameters:
///   - value: The value to dump.
///   - rootTypeName: Whether an enum at the root prints its type (`Action.tap`); by default it
///     prints as the shell reads an action (`.tap`).
///   - maxDepth: How many levels to show; deeper values collapse to `Type(…)` and `[…]`.
/// - Returns: The one-line text.
public func customDumpInline<T>(
  _ value: T, rootTypeName: Bool = false, maxDepth: Int = .max
) -> String {
  var writer = DumpWriter(context: DumpContext(), isInline: true)
  writer.rootTypeName = rootTypeName
  writer.write(value, label: nil, indent: 0, isRoot: true, depth: maxDepth)
  return writer.out.text
}

/// ``customDumpInline(_:rootTypeName:maxDepth:)``, with `substitute`'s text written instead of
/// the dump of each value, at any depth, that it gives text for: how `export test` writes an
/// alert nested in a destination as its builder writes it.
package func customDumpInline<T>(
  _ value: T, rootTypeName: Bool = false, substituting substitute: @escaping (Any) -> String?
) -> String {
  var writer = DumpWriter(context: DumpContext(), isInline: true)
  writer.rootTypeName = rootTypeName
  writer.substitute = substitute
  writer.write(value, label: nil, indent: 0, isRoot: true, depth: .max)
  return writer.out.text
}
