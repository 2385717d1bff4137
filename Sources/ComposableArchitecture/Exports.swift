// The module a feature written for The Composable Architecture imports: the engine, its macros
// and Foundation, as `import ComposableArchitecture` gives them in TCA.
@_exported import Composable
@_exported import Foundation

// On Linux, `URLSession` and `URLRequest` live in a module of their own; TCA code that
// calls `URLSession.shared` imports only `ComposableArchitecture`.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
