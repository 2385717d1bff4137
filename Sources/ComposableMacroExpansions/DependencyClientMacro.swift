import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyClient`: every closure property becomes a `@DependencyEndpoint`, and the client
/// gets an initializer taking its endpoints and other properties, and one taking the other
/// properties alone (`init()` when it has none), each property with its default value.
public enum DependencyClientMacro: MemberMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
      let endpoint = Endpoint(variable),
      !variable.hasAttribute(named: ["DependencyEndpoint", "DependencyIgnored"]),
      endpoint.isStored
    else { return [] }
    return ["@DependencyEndpoint"]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try expandingToNothingOnError {
      guard let structDecl = declaration.as(StructDeclSyntax.self) else {
        let keyword = declaration.introducerKeyword
        throw context.error(
          "'@DependencyClient' applies to a struct of closure properties, not to "
            + "\(ReducerMacro.article(keyword.text)) \(keyword.text)",
          id: "dependencyClient.kind", at: keyword)
      }
      let properties = InitializedProperty.all(in: structDecl)
      let isPrivate = properties.contains { $0.isPrivate }
      let access = isPrivate ? "private " : structDecl.accessPrefix
      var members: [DeclSyntax] = []
      if properties.contains(where: \.isEndpoint) {
        members.append(initializer(access: access, properties))
      }
      members.append(initializer(access: access, properties.filter { !$0.isEndpoint }))
      return members
    }
  }

  /// An initializer that takes `properties`, in their order, and sets each.
  static func initializer(access: String, _ properties: [InitializedProperty]) -> DeclSyntax {
    guard !properties.isEmpty else { return "\(raw: access)init() {}" }
    return """
      \(raw: access)init(
      \(raw: properties.map { "  " + $0.parameter }.joined(separator: ",\n"))
      ) {
      \(raw: properties.map { "  self.\($0.name) = \($0.name)" }.joined(separator: "\n"))
      }
      """
  }
}

/// A stored property of a dependency client that its initializers take, as swift-dependencies'
/// `@DependencyClient` takes them: an endpoint always (its default is the unimplemented one), any
/// other property with its default value (`nil` for an optional), and neither a `let` nor a
/// `private` property that has a value already.
struct InitializedProperty {
  var name: String
  var type: String
  var defaultValue: String?
  var isEndpoint: Bool
  var isClosure: Bool
  var isPrivate: Bool

  var parameter: String {
    "\(name): \(isClosure ? "@escaping " : "")\(type)"
      + (isEndpoint ? "" : defaultValue.map { " = \($0)" } ?? "")
  }

  static func all(in structDecl: StructDeclSyntax) -> [InitializedProperty] {
    var properties: [InitializedProperty] = []
    for member in structDecl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.isStatic
      else { continue }
      let isPrivate = variable.modifiers.contains {
        [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
      }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      let ignored = variable.hasAttribute(named: ["DependencyIgnored"])
      for binding in variable.bindings {
        guard binding.accessorBlock == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        let initializer = binding.initializer?.value
        if initializer != nil, isLet || isPrivate { continue }
        guard
          let type = binding.typeAnnotation?.type.trimmedDescription
            ?? initializer.flatMap(literalType)
        else { continue }
        let isClosure = binding.typeAnnotation.map { Endpoint.functionType(of: $0.type) != nil }
        let isEndpoint = !ignored && isClosure == true
        let isOptional =
          binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
          || binding.typeAnnotation?.type.baseName == "Optional"
        properties.append(
          InitializedProperty(
            name: name, type: type,
            defaultValue: initializer?.trimmedDescription ?? (isOptional ? "nil" : nil),
            isEndpoint: isEndpoint, isClosure: isClosure == true, isPrivate: isPrivate))
      }
    }
    return properties
  }

  /// The type of a literal that a property without a type annotation is given.
  static func literalType(_ expression: ExprSyntax) -> String? {
    if expression.is(BooleanLiteralExprSyntax.self) { return "Swift.Bool" }
    if expression.is(IntegerLiteralExprSyntax.self) { return "Swift.Int" }
    if expression.is(FloatLiteralExprSyntax.self) { return "Swift.Double" }
    if let string = expression.as(StringLiteralExprSyntax.self),
      !string.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) })
    {
      return "Swift.String"
    }
    return nil
  }
}

/// A closure property of a dependency client.
struct Endpoint {
  var name: String
  var type: TypeSyntax
  var function: FunctionTypeSyntax
  var initializer: ExprSyntax?
  var isStored: Bool

  init?(_ variable: VariableDeclSyntax) {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), !variable.modifiers.isStatic,
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type, let function = Self.functionType(of: type)
    else { return nil }
    self.name = name
    self.type = type
    self.function = function
    self.initializer = binding.initializer?.value
    self.isStored = binding.accessorBlock == nil
  }

  /// The function type a property's type is, attributes (`@Sendable`) and parentheses aside.
  static func functionType(of type: TypeSyntax) -> FunctionTypeSyntax? {
    if let function = type.as(FunctionTypeSyntax.self) { return function }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return functionType(of: attributed.baseType)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.firstName == nil
    {
      return functionType(of: element.type)
    }
    return nil
  }

  var isAsync: Bool { function.effectSpecifiers?.asyncSpecifier != nil }
  var isThrowing: Bool { function.effectSpecifiers?.throwsClause != nil }
  /// Whether an unimplemented call can end without a value of its own: it throws, returns
  /// `Void`, or returns an optional (`nil`).
  var needsNoDefault: Bool { isThrowing || returnsVoid || returnsOptional }

  /// Whether the endpoint returns an optional, which an unimplemented call returns as `nil`.
  var returnsOptional: Bool {
    let type = function.returnClause.type
    return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
      || (type.baseName == "Optional" && type.genericArgumentTypes.count == 1)
  }

  var returnsVoid: Bool {
    let text = function.returnClause.type.trimmedDescription
    return text == "Void" || text == "()"
  }

  /// The parameters' names, as the closure type gives them (`_ number: Int` gives `number`).
  var parameterNames: [String?] {
    function.parameters.map { element in
      if let second = element.secondName { return second.text }
      if let first = element.firstName, first.tokenKind != .wildcard { return first.text }
      return nil
    }
  }
}

/// `@DependencyEndpoint`: a closure property that reports a failure naming it until it is
/// implemented, and a method named after its parameters.
public enum DependencyEndpointMacro: AccessorMacro, PeerMacro {
  /// Reads the endpoint, or emits why it cannot be one (once: from the peer role, not again
  /// from the accessor role) and throws.
  static func endpoint(
    _ declaration: some DeclSyntaxProtocol, node: AttributeSyntax,
    in context: some MacroExpansionContext, diagnosing: Bool = true
  ) throws -> Endpoint {
    guard diagnosing else {
      return try endpoint(declaration, node: node, in: SilentContext(base: context))
    }
    guard let variable = declaration.as(VariableDeclSyntax.self), let endpoint = Endpoint(variable)
    else {
      throw context.error(
        "'@DependencyEndpoint' applies to a 'var' whose type is a closure, "
          + "'var fetch: @Sendable (_ id: Int) async throws -> Value'",
        id: "dependencyEndpoint.closure", at: node)
    }
    if endpoint.initializer == nil, !endpoint.needsNoDefault {
      let returnType = endpoint.function.returnClause.type.trimmedDescription
      // Diagnosed, and still expanded (without an unimplemented value), so that the
      // compiler shows this message alone.
      _ = context.error(
        "Endpoint '\(endpoint.name)' neither throws nor returns Void or an optional, so an "
          + "unimplemented call needs a value to return: give it a default, "
          + "'var \(endpoint.name): \(endpoint.type.trimmedDescription) = { \(endpoint.function.parameters.isEmpty ? "" : "_ in ")<\(returnType)> }'",
        id: "dependencyEndpoint.default", at: variable.bindings)
    }
    return endpoint
  }

  static func clientName(in context: some MacroExpansionContext) -> String {
    for syntax in context.lexicalContext {
      if let decl = syntax.asProtocol(DeclGroupSyntax.self), let name = decl.typeName {
        return name
      }
    }
    return "DependencyClient"
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try expandingToNothingOnError {
      let endpoint = try endpoint(declaration, node: node, in: context, diagnosing: false)
      let initBody: String
      if endpoint.initializer != nil {
        initBody =
          "_\(endpoint.name) = \(unimplementedClosure(endpoint, in: context, default: "initialValue"))"
      } else {
        initBody = "_\(endpoint.name) = initialValue"
      }
      return [
        """
        @storageRestrictions(initializes: _\(raw: endpoint.name))
        init(initialValue) {
          \(raw: initBody)
        }
        """,
        "get { _\(raw: endpoint.name) }",
        "set { _\(raw: endpoint.name) = newValue }",
      ]
    }
  }

  /// A closure that reports the endpoint as unimplemented, then throws, returns, or calls
  /// `defaultValue`.
  static func unimplementedClosure(
    _ endpoint: Endpoint, in context: some MacroExpansionContext, default defaultValue: String?
  ) -> String {
    let client = clientName(in: context)
    let arguments = (0..<endpoint.function.parameters.count).map { "p\($0)" }
    let signature = arguments.isEmpty ? "" : " \(arguments.joined(separator: ", ")) in"
    let location = context.location(
      of: endpoint.type, at: .afterLeadingTrivia, filePathMode: .fileID)
    let filePath = context.location(
      of: endpoint.type, at: .afterLeadingTrivia, filePathMode: .filePath)
    let report =
      "IssueReporting.unimplemented(\"\(client).\(endpoint.name)\", fileID: \(location?.file.description ?? "#fileID"), filePath: \(filePath?.file.description ?? "#filePath"), line: \(location?.line.description ?? "#line"), column: \(location?.column.description ?? "#column"))"
    let end: String
    if let defaultValue {
      let call = "\(defaultValue)(\(arguments.joined(separator: ", ")))"
      end = "return \(endpoint.isThrowing ? "try " : "")\(endpoint.isAsync ? "await " : "")\(call)"
    } else if endpoint.isThrowing {
      end = "throw UnimplementedEndpoint(endpoint: \"\(client).\(endpoint.name)\")"
    } else if endpoint.returnsOptional {
      end = "return nil"
    } else {
      end = ""
    }
    return "{\(signature)\n    \(report)\(end.isEmpty ? "" : "\n    " + end)\n  }"
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try expandingToNothingOnError {
      let endpoint = try endpoint(declaration, node: node, in: context)
      let variable = declaration.as(VariableDeclSyntax.self)
      let access =
        variable?.modifiers.first {
          [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind)
        }.map { $0.name.text + " " } ?? ""
      var peers: [DeclSyntax] = []
      if endpoint.initializer != nil || !endpoint.needsNoDefault {
        peers.append("private var _\(raw: endpoint.name): \(raw: endpoint.type.trimmedDescription)")
      } else {
        peers.append(
          "private var _\(raw: endpoint.name): \(raw: endpoint.type.trimmedDescription) = \(raw: unimplementedClosure(endpoint, in: context, default: nil))"
        )
      }
      let names = endpoint.parameterNames
      if names.contains(where: { $0 != nil }) {
        let parameters = zip(endpoint.function.parameters, names).enumerated().map {
          offset, pair in
          let (element, name) = pair
          let label = name ?? "_ p\(offset)"
          return "\(label): \(element.type.trimmedDescription)"
        }
        let arguments = names.enumerated().map { offset, name in name ?? "p\(offset)" }
        let effects = [endpoint.isAsync ? "async" : nil, endpoint.isThrowing ? "throws" : nil]
          .compactMap { $0 }.joined(separator: " ")
        let returnType = endpoint.function.returnClause.type.trimmedDescription
        let call =
          "\(endpoint.isThrowing ? "try " : "")\(endpoint.isAsync ? "await " : "")self.\(endpoint.name)(\(arguments.joined(separator: ", ")))"
        peers.append(
          """
          \(raw: access)func \(raw: endpoint.name)(\(raw: parameters.joined(separator: ", ")))\(raw: effects.isEmpty ? "" : " " + effects)\(raw: endpoint.returnsVoid ? "" : " -> " + returnType) {
            \(raw: call)
          }
          """)
      }
      return peers
    }
  }
}
