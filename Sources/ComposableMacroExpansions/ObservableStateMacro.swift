import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState`: conforms a feature's state to `ObservableState`, leaving its properties,
/// and so its memberwise initializer, as written.
public enum ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try expandingToNothingOnError {
      guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
        let keyword = declaration.introducerKeyword
        throw context.error(
          "'@ObservableState' applies to a struct or an enum, not to "
            + "\(ReducerMacro.article(keyword.text)) \(keyword.text): a feature's state is a value",
          id: "observableState.kind", at: keyword)
      }
      guard !protocols.isEmpty else { return [] }
      return [try ExtensionDeclSyntax("extension \(type.trimmed): ObservableState {}")]
    }
  }
}
