import ValueDump

// swift-custom-dump's protocols, by the names a model's conformances use, for the code that
// imports `ComposableArchitecture` or `CustomDump` and not ValueDump. Aliases of ValueDump's own,
// so that a conformance written against either name is the one every dump and diff honours.

/// A type that dumps as a string of its own: `customDumpDescription` instead of its fields.
public typealias CustomDumpStringConvertible = ValueDump.CustomDumpStringConvertible

/// A type that dumps through a mirror of its own: `customDumpMirror` instead of its fields.
public typealias CustomDumpReflectable = ValueDump.CustomDumpReflectable

/// A type that dumps as another value: `customDumpValue` instead of itself.
public typealias CustomDumpRepresentable = ValueDump.CustomDumpRepresentable

/// The line markers of a diff: `.default` (`-`, `+`, a space) or `.proportional` (`−`, `+`, a
/// figure space).
public typealias DiffFormat = ValueDump.DiffFormat
