/// The storage of a property wrapper, whose field a struct names with a leading underscore
/// (`_destination` for `@PresentationState var destination`).
///
/// Dumps and diffs label such a field as the property people write (`destination:`).
public protocol CustomDumpPropertyWrapper {}

/// The label a dump shows for a stored field: without the underscore of a property wrapper.
func displayLabel(_ label: String, of type: Any.Type) -> String {
  guard label.hasPrefix("_"), type is any CustomDumpPropertyWrapper.Type else { return label }
  return String(label.dropFirst())
}
