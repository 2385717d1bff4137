import SwiftSyntax
import SwiftSyntaxMacros

/// The attributes other macros read and that expand to nothing themselves:
/// `@ReducerCaseEphemeral` and `@ReducerCaseIgnored` (read by `@Reducer`),
/// `@ObservationStateIgnored` and `@ObservationStateTracked` (accepted in `@ObservableState`
/// types), `@DependencyIgnored` (read by `@DependencyClient`).
public enum MarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
