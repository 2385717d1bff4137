// `import Dependencies`, as code written for The Composable Architecture and its libraries imports
// it: swift-dependencies: `@Dependency`, `DependencyValues`, `DependencyKey`, `TestDependencyKey`,
// `withDependencies`, the built-in dependencies, and the `@DependencyClient` macro.
//
// It brings the whole of `ComposableArchitecture`, whose engine holds these types: one
// `DependencyValues`, one `IdentifiedArray`, whichever of the module names a file imports.
@_exported import ComposableArchitecture
