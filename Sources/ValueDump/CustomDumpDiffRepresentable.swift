/// A value whose two sides of a diff show different values, though both sides hold it.
///
/// A reference to shared mutable state is the same reference on both sides of a diff; when
/// something keeps what it held before a change (a snapshot), the old side shows that and the new
/// side the value now:
///
/// ```swift
/// extension Counter: CustomDumpDiffRepresentable {
///   var customDumpValue: Any { box.count }
///   var customDumpOldValue: Any { box.countBeforeTheChange }
/// }
/// ```
public protocol CustomDumpDiffRepresentable: CustomDumpRepresentable {
  /// The value the old side of a diff (the expected one, in test failures) shows in place of this
  /// one; the new side and plain dumps show ``CustomDumpRepresentable/customDumpValue``.
  var customDumpOldValue: Any { get }
}
