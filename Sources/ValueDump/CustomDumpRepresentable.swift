/// A type that is dumped as another value.
///
/// Useful for wrappers, such as a typed identifier that should print as its raw value:
///
/// ```swift
/// extension UserID: CustomDumpRepresentable {
///   var customDumpValue: Any { rawValue }
/// }
/// ```
public protocol CustomDumpRepresentable {
  /// The value that dumps and diffs show in place of this one.
  var customDumpValue: Any { get }
}
