// The module a feature written for The Composable Architecture imports: the engine, its macros
// and Foundation, as `import ComposableArchitecture` gives them in TCA.
@_exported import Composable
@_exported import Foundation
