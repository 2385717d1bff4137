/// A type that supplies its own text for ``customDump(_:name:indent:maxDepth:)``.
///
/// The text is printed as is, in place of the reflected structure. Keep it valid Swift where the
/// value may appear in an action: the shell parses what the dumper prints.
///
/// ```swift
/// extension Token: CustomDumpStringConvertible {
///   var customDumpDescription: String { "Token(redacted)" }
/// }
/// ```
public protocol CustomDumpStringConvertible {
  /// The text that dumps and diffs print for this value.
  var customDumpDescription: String { get }
}
