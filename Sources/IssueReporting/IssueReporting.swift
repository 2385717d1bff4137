// `import IssueReporting`, as code written for The Composable Architecture and its libraries
// imports it: swift-issue-reporting: `reportIssue`, `withErrorReporting` and `isTesting`.
//
// It brings the whole of `ComposableArchitecture`, whose engine holds these types: one
// `DependencyValues`, one `IdentifiedArray`, whichever of the module names a file imports.
@_exported import ComposableArchitecture
