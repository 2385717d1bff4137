/// What `@CasePathable` writes in an enum's `AllCasePaths` for a case of one value, as an
/// expected expansion holds it: `var name: AnyCasePath<Root, Value>`, which embeds with the case
/// and extracts by matching it. `CasePathableMacroTests` spells this form out; the tests of
/// `@Reducer`, whose generated enums `@CasePathable` expands too, write it with this.
///
/// - Parameters:
///   - root: The enum, as the case path names it: `Action`.
///   - name: The case.
///   - value: The type of the case's value.
///   - indent: The spaces before the property in the expected text: every line but the first,
///     which starts where the call stands, gets them.
/// - Returns: The property's lines.
func casePath(_ root: String, _ name: String, _ value: String, indent: Int) -> String {
  let lines = [
    "var \(name): AnyCasePath<\(root), \(value)> {",
    "  AnyCasePath(",
    "    embed: {",
    "      \(root).\(name)($0)",
    "    },",
    "    extract: {",
    "      guard case let .\(name)(v0) = $0 else {",
    "        return nil",
    "      }",
    "      return v0",
    "    })",
    "}",
  ]
  let margin = String(repeating: " ", count: indent)
  return lines.enumerated()
    .map { $0.offset == 0 ? $0.element : margin + $0.element }
    .joined(separator: "\n")
}
