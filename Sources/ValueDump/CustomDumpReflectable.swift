/// A type that supplies the `Mirror` used for dumps and diffs, without changing the mirror that
/// Swift's own `dump` and debuggers use.
///
/// ```swift
/// extension Session: CustomDumpReflectable {
///   var customDumpMirror: Mirror {
///     Mirror(self, children: ["user": user], displayStyle: .struct)
///   }
/// }
/// ```
public protocol CustomDumpReflectable {
  /// The mirror that dumps and diffs reflect this value with.
  var customDumpMirror: Mirror { get }
}
