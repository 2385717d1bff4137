import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: its body is type-checked where it is written, and it expands to nothing.
/// The shell reads the stores a preview builds from its syntax; there is no canvas to show it.
public enum PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
