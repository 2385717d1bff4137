import SwiftSyntax
import SwiftSyntaxMacros

/// `@Presents var destination: Destination.State?`: the optional state of a presented feature,
/// stored in a `PresentationState` (`_destination`, projected as `$destination`).
public enum PresentsMacro: AccessorMacro, PeerMacro {
  /// The property's name and the type of the presented state.
  struct Property {
    var name: String
    var wrappedType: String
    var access: String
  }

  /// Reads the property, or emits why it cannot be presented (once: from the peer role, not
  /// again from the accessor role) and throws.
  static func property(
    of declaration: some DeclSyntaxProtocol, node: AttributeSyntax,
    in context: some MacroExpansionContext, diagnosing: Bool = true
  ) throws -> Property {
    guard diagnosing else {
      let silent = SilentContext(base: context)
      return try property(of: declaration, node: node, in: silent)
    }
    guard let variable = declaration.as(VariableDeclSyntax.self) else {
      throw context.error(
        "'@Presents' applies to a property of a feature's state", id: "presents.property",
        at: node)
    }
    guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
      throw context.error(
        "'@Presents' needs a 'var': presenting and dismissing change the property",
        id: "presents.let", at: variable.bindingSpecifier)
    }
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      throw context.error(
        "'@Presents' applies to one property at a time", id: "presents.single", at: variable)
    }
    guard let type = binding.typeAnnotation?.type,
      let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription
        ?? optionalArgument(type)
    else {
      throw context.error(
        "'@Presents' needs the presented state's optional type, "
          + "'@Presents var \(name): Destination.State?'",
        id: "presents.type", at: binding)
    }
    let access =
      variable.modifiers.first {
        [.keyword(.public), .keyword(.package), .keyword(.private), .keyword(.fileprivate)]
          .contains($0.name.tokenKind)
      }.map { $0.name.text + " " } ?? ""
    return Property(name: name, wrappedType: wrapped, access: access)
  }

  static func optionalArgument(_ type: TypeSyntax) -> String? {
    guard type.baseName == "Optional" else { return nil }
    return type.genericArgumentTypes.first
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try expandingToNothingOnError {
      let property = try property(of: declaration, node: node, in: context, diagnosing: false)
      return [
        """
        @storageRestrictions(initializes: _\(raw: property.name))
        init(initialValue) {
          _\(raw: property.name) = PresentationState(wrappedValue: initialValue)
        }
        """,
        "get { _\(raw: property.name).wrappedValue }",
        "set { _\(raw: property.name).wrappedValue = newValue }",
      ]
    }
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try expandingToNothingOnError {
      let property = try property(of: declaration, node: node, in: context)
      return [
        "\(raw: property.access)var _\(raw: property.name): PresentationState<\(raw: property.wrappedType)>",
        """
        \(raw: property.access)var $\(raw: property.name): PresentationState<\(raw: property.wrappedType)> {
          get { _\(raw: property.name) }
          set { _\(raw: property.name) = newValue }
        }
        """,
      ]
    }
  }
}
