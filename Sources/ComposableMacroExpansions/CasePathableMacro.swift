import SwiftSyntax
import SwiftSyntaxMacros

/// `@CasePathable`: a case path for each case of an enum, in a nested `AllCasePaths`.
public enum CasePathableMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try expandingToNothingOnError {
      guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
        throw context.error(
          "'@CasePathable' applies to an enum, not to a \(declaration.introducerKeyword.text); "
            + "its case paths are the enum's cases",
          id: "casePathable.notEnum", at: node)
      }
      return [caseKeyPathMembers(of: enumDecl, access: enumDecl.accessPrefix)]
    }
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try expandingToNothingOnError {
      guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
      return [try ExtensionDeclSyntax("extension \(type.trimmed): CasePathable {}")]
    }
  }

  /// `AllCasePaths` and `allCasePaths` for the cases of an enum.
  static func caseKeyPathMembers(of enumDecl: EnumDeclSyntax, access: String) -> DeclSyntax {
    let enumName = enumDecl.name.text
    // A case declared under `#if` has its case path under the same `#if`.
    let properties = EnumCase.items(in: enumDecl.memberBlock.members).lines { enumCase in
      [
        """
          \(access)var \(enumCase.name): AnyCasePath<\(enumName), \(enumCase.payloadType)> {
            AnyCasePath(
              embed: \(enumCase.embedFunction(enumName: enumName)),
              extract: {
                guard case \(enumCase.pattern) = $0 else { return nil }
                return \(enumCase.extractedValue)
              })
          }
        """
      ]
    }
    return """
      \(raw: access)struct AllCasePaths: Sendable {
      \(raw: properties.joined(separator: "\n"))
      }
      \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
      """
  }
}
