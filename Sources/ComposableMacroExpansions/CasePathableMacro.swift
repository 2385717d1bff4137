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
    let properties = EnumCase.cases(of: enumDecl).map { enumCase in
      """
        \(access)var \(enumCase.name): AnyCasePath<\(enumName), \(enumCase.payloadType)> {
          AnyCasePath(
            embed: { \(enumCase.embedExpression(enumName: enumName)) },
            extract: {
              guard case \(enumCase.pattern) = $0 else { return nil }
              return \(enumCase.extractedValue)
            })
        }
      """
    }
    return """
      \(raw: access)struct AllCasePaths: Sendable {
      \(raw: properties.joined(separator: "\n"))
      }
      \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
      """
  }
}

/// One case of an enum, as `@CasePathable` and `@Reducer` read it.
struct EnumCase {
  /// The case's name, backticks kept.
  var name: String
  /// Its associated values: label (or `nil`) and type.
  var parameters: [(label: String?, type: String)]
  /// The attributes of the `case` declaration it is in.
  var attributes: Set<String>
  /// The case declaration, for diagnostics.
  var syntax: EnumCaseElementSyntax

  static func cases(of enumDecl: EnumDeclSyntax) -> [EnumCase] {
    enumDecl.memberBlock.members.flatMap { member -> [EnumCase] in
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      let attributes = Set(caseDecl.attributes.compactMap(\.attributeBaseName))
      return caseDecl.elements.map { element in
        EnumCase(
          name: element.name.text,
          parameters: element.parameterClause?.parameters.map { parameter in
            let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
            return (label, parameter.type.trimmedDescription)
          } ?? [],
          attributes: attributes, syntax: element)
      }
    }
  }

  /// The type of the payload: `Void`, the single value's type, or a tuple.
  var payloadType: String {
    switch parameters.count {
    case 0: "Void"
    case 1: parameters[0].type
    default:
      "(" + parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ")
        + ")"
    }
  }

  func embedExpression(enumName: String) -> String {
    switch parameters.count {
    case 0: return "_ in \(enumName).\(name)"
    case 1: return "\(enumName).\(name)(\(parameters[0].label.map { "\($0): " } ?? "")$0)"
    default:
      let arguments = parameters.enumerated().map { offset, parameter in
        (parameter.label.map { "\($0): " } ?? "") + "$0.\(offset)"
      }
      return "\(enumName).\(name)(\(arguments.joined(separator: ", ")))"
    }
  }

  var pattern: String {
    guard !parameters.isEmpty else { return ".\(name)" }
    let bindings = parameters.indices.map { "v\($0)" }.joined(separator: ", ")
    return "let .\(name)(\(bindings))"
  }

  var extractedValue: String {
    switch parameters.count {
    case 0: "()"
    case 1: "v0"
    default: "(" + parameters.indices.map { "v\($0)" }.joined(separator: ", ") + ")"
    }
  }
}
