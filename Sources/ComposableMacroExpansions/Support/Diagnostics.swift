import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A diagnostic one of the macros emits: an error, or a note on how to fix it.
struct MacroMessage: DiagnosticMessage, FixItMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  var diagnosticID: MessageID { MessageID(domain: "ComposableMacros", id: id) }
  var fixItID: MessageID { diagnosticID }

  static func error(_ message: String, id: String) -> Self {
    Self(message: message, id: id, severity: .error)
  }

  static func fixIt(_ message: String, id: String) -> Self {
    Self(message: message, id: id, severity: .note)
  }
}

/// The error a macro throws after it emitted its diagnostics, so that it expands to nothing.
struct DiagnosticsEmitted: Error {}

/// Runs a macro's expansion; after a diagnostic, the macro expands to nothing, so that the
/// compiler shows the diagnostic alone.
func expandingToNothingOnError<T>(_ body: () throws -> [T]) rethrows -> [T] {
  do {
    return try body()
  } catch is DiagnosticsEmitted {
    return []
  }
}

extension MacroExpansionContext {
  /// Emits an error at `node`, with an optional fix-it, and returns the error to throw.
  func error(
    _ message: String, id: String, at node: some SyntaxProtocol, fixIts: [FixIt] = []
  ) -> DiagnosticsEmitted {
    diagnose(
      Diagnostic(node: node, message: MacroMessage.error(message, id: id), fixIts: fixIts))
    return DiagnosticsEmitted()
  }
}

extension DeclGroupSyntax {
  /// The keyword that introduces the declaration: `struct`, `enum`, `class`, `actor`, …
  var introducerKeyword: TokenSyntax {
    switch Syntax(self).as(SyntaxEnum.self) {
    case let .structDecl(decl): decl.structKeyword
    case let .enumDecl(decl): decl.enumKeyword
    case let .classDecl(decl): decl.classKeyword
    case let .actorDecl(decl): decl.actorKeyword
    case let .protocolDecl(decl): decl.protocolKeyword
    case let .extensionDecl(decl): decl.extensionKeyword
    default: TokenSyntax.identifier("declaration")
    }
  }

  /// The name of the declared type, when it declares one.
  var typeName: String? {
    switch Syntax(self).as(SyntaxEnum.self) {
    case let .structDecl(decl): decl.name.text
    case let .enumDecl(decl): decl.name.text
    case let .classDecl(decl): decl.name.text
    case let .actorDecl(decl): decl.name.text
    case let .protocolDecl(decl): decl.name.text
    default: nil
    }
  }

  /// `public ` or `package ` when the declaration has that access level, else nothing: the
  /// prefix for members that should be as visible as the type.
  var accessPrefix: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

}

extension WithAttributesSyntax {
  /// Whether the declaration carries an attribute with one of these names, qualified or not.
  func hasAttribute(named names: Set<String>) -> Bool {
    attributes.contains { $0.attributeBaseName.map(names.contains) ?? false }
  }
}

extension AttributeListSyntax.Element {
  /// The attribute's last name component, `Reducer` for `@ComposableArchitecture.Reducer(…)`.
  var attributeBaseName: String? {
    guard case let .attribute(attribute) = self else { return nil }
    return attribute.attributeName.baseName
  }
}

extension TypeSyntax {
  /// The last name component, without generic arguments: `AlertState` for
  /// `ComposableArchitecture.AlertState<Alert>`.
  var baseName: String {
    if let type = self.as(IdentifierTypeSyntax.self) { return type.name.text }
    if let type = self.as(MemberTypeSyntax.self) { return type.name.text }
    return trimmedDescription
  }

  /// The generic arguments of the last name component, as written.
  var genericArgumentTypes: [String] {
    let clause =
      self.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? self.as(MemberTypeSyntax.self)?.genericArgumentClause
    return clause?.arguments.map(\.argument.trimmedDescription) ?? []
  }
}

extension DeclModifierListSyntax {
  /// Whether the list holds `static` or `class`.
  var isStatic: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }
}

/// A context that drops diagnostics: for a macro role that reads a declaration another role of
/// the same macro already diagnosed.
final class SilentContext<Base: MacroExpansionContext>: MacroExpansionContext {
  let base: Base

  init(base: Base) {
    self.base = base
  }

  var lexicalContext: [Syntax] { base.lexicalContext }

  func makeUniqueName(_ name: String) -> TokenSyntax { base.makeUniqueName(name) }

  func diagnose(_ diagnostic: Diagnostic) {}

  func location(
    of node: some SyntaxProtocol, at position: PositionInSyntaxNode,
    filePathMode: SourceLocationFilePathMode
  ) -> AbstractSourceLocation? {
    base.location(of: node, at: position, filePathMode: filePathMode)
  }
}
