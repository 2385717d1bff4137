// `import CasePaths`, as code written for The Composable Architecture and its libraries imports it:
// swift-case-paths: `@CasePathable`, `CaseKeyPath`, `AnyCasePath` and the `[case:]` subscript.
//
// It brings the whole of `ComposableArchitecture`, whose engine holds these types: one
// `DependencyValues`, one `IdentifiedArray`, whichever of the module names a file imports.
@_exported import ComposableArchitecture
