import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)` on a view: conforms it to `ViewActionSending`, whose
/// `send(_:)` sends `.view(action)` to its `store`, so that the view writes `send(.onAppear)`.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // A view that conforms already, or states the conformance, gets no second one.
    guard !protocols.isEmpty else { return [] }
    let stated = (declaration.inheritanceClause?.inheritedTypes ?? []).map {
      $0.type.trimmedDescription
    }
    guard !stated.contains(where: { $0.hasSuffix("ViewActionSending") }) else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): ViewActionSending {}")]
  }
}
