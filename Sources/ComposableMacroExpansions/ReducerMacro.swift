import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reducer`: a struct becomes a reducer; an enum of reducers becomes a `CaseReducer` with a
/// generated `State`, `Action`, `body` and `CaseScope`.
public enum ReducerMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  // MARK: Extension

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try expandingToNothingOnError {
      guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
        return []
      }
      // An enum whose cases the member role diagnosed gets no conformance either: the
      // compiler would add errors about the members that were not generated.
      if let enumDecl = declaration.as(EnumDeclSyntax.self) {
        let silent = SilentContext(base: context)
        for enumCase in EnumCase.cases(of: enumDecl) {
          guard (try? kind(of: enumCase, in: silent)) != nil else { return [] }
        }
      }
      // A conformance the declaration already states, `@Reducer struct Feature: Reducer`,
      // is not stated again: the compiler would call it redundant.
      let stated = (declaration.inheritanceClause?.inheritedTypes ?? []).map {
        $0.type.trimmedDescription
      }
      let names = protocols.map(\.trimmedDescription)
      let conformances =
        declaration.is(EnumDeclSyntax.self)
        ? ["CaseReducer", "Reducer"] : ["Reducer"]
      let missing = conformances.filter { name in
        names.contains { $0.hasSuffix(name) }
          && !stated.contains { [name, "ComposableArchitecture.\(name)"].contains($0) }
      }
      guard !missing.isEmpty else { return [] }
      return [
        try ExtensionDeclSyntax(
          "extension \(type.trimmed): \(raw: missing.joined(separator: ", ")) {}")
      ]
    }
  }

  // MARK: Member attributes

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) -> [AttributeSyntax] {
    let isEnum = declaration.is(EnumDeclSyntax.self)
    guard declaration.is(StructDeclSyntax.self) || isEnum else { return [] }
    if let nested = member.as(EnumDeclSyntax.self) {
      var attributes: [AttributeSyntax] = []
      switch nested.name.text {
      case "Action":
        if !nested.hasAttribute(named: ["CasePathable"]) { attributes.append("@CasePathable") }
      case "State":
        if !nested.hasAttribute(named: ["CasePathable"]) { attributes.append("@CasePathable") }
        if !nested.hasAttribute(named: ["dynamicMemberLookup"]) {
          attributes.append("@dynamicMemberLookup")
        }
      default:
        break
      }
      return attributes
    }
    // A struct's `body` is an instance property; a `@Reducer enum`'s, a static one.
    if let variable = member.as(VariableDeclSyntax.self), isBody(variable, isStatic: isEnum),
      !variable.attributes.contains(where: { $0.attributeBaseName == "ReducerBuilder" })
    {
      return ["@ReducerBuilder<\(raw: builderArguments(of: variable))>"]
    }
    return []
  }

  /// Whether a property is a reducer's computed `body`: an instance property of a struct, a
  /// static one of an enum.
  static func isBody(_ variable: VariableDeclSyntax, isStatic: Bool) -> Bool {
    guard variable.modifiers.isStatic == isStatic, let binding = variable.bindings.first,
      variable.bindings.count == 1,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      let accessors = binding.accessorBlock
    else { return false }
    if case let .accessors(list) = accessors.accessors {
      return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    }
    return true
  }

  /// The state and action types `body`'s declared type names, as the reducer builder takes them:
  /// `State, Action` for `some Reducer<State, Action>`, `Self.State, Self.Action` for
  /// `some ReducerOf<Self>` and for a type that names neither.
  static func builderArguments(of variable: VariableDeclSyntax) -> String {
    let arguments = reducerArguments(of: variable)
    switch arguments.count {
    case 1: return "\(arguments[0]).State, \(arguments[0]).Action"
    case 2: return arguments.joined(separator: ", ")
    default: return "Self.State, Self.Action"
    }
  }

  /// The generic arguments of the reducer type `some Reducer<…>` or `some ReducerOf<…>` that a
  /// `body` is declared as, or none.
  static func reducerArguments(of variable: VariableDeclSyntax) -> [String] {
    guard let type = variable.bindings.first?.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
      ["Reducer", "ReducerOf"].contains(type.constraint.baseName)
    else { return [] }
    return type.constraint.genericArgumentTypes
  }

  // MARK: Members

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try expandingToNothingOnError {
      if let structDecl = declaration.as(StructDeclSyntax.self) {
        diagnoseArgumentsOnStruct(node, in: context)
        return structDefaults(of: structDecl, enclosedBy: context.lexicalContext)
      }
      guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
        let keyword = declaration.introducerKeyword
        var fixIts: [FixIt] = []
        if declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self) {
          fixIts.append(
            FixIt(
              message: MacroMessage.fixIt(
                "Replace '\(keyword.text)' with 'struct'", id: "reducer.struct"),
              changes: [
                .replace(
                  oldNode: Syntax(keyword),
                  newNode: Syntax(
                    TokenSyntax.keyword(
                      .struct, leadingTrivia: keyword.leadingTrivia,
                      trailingTrivia: keyword.trailingTrivia)))
              ]))
        }
        throw context.error(
          "'@Reducer' applies to a struct (a feature) or an enum (a destination of several "
            + "features), not to \(article(keyword.text)) \(keyword.text): reducers are values",
          id: "reducer.kind", at: keyword, fixIts: fixIts)
      }
      let conformances = synthesizedConformances(node, in: context)
      return try enumMembers(of: enumDecl, conformances: conformances, in: context)
    }
  }

  static func article(_ word: String) -> String {
    "aeiou".contains(word.first ?? "x") ? "an" : "a"
  }

  /// The names a type's body declares: nested types, type aliases, properties and functions.
  static func declaredNames(in members: MemberBlockItemListSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in members {
      let decl = member.decl
      if let nested = decl.as(StructDeclSyntax.self) { names.insert(nested.name.text) }
      if let nested = decl.as(EnumDeclSyntax.self) { names.insert(nested.name.text) }
      if let nested = decl.as(ClassDeclSyntax.self) { names.insert(nested.name.text) }
      if let alias = decl.as(TypeAliasDeclSyntax.self) { names.insert(alias.name.text) }
      if let function = decl.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
      if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names.insert(name)
          }
        }
      }
    }
    return names
  }

  /// What TCA's `@Reducer` gives a struct that leaves them out: an empty `State`, an empty
  /// `Action` and a `body` that does nothing, so that `@Reducer struct Feature {}` is a reducer.
  static func structDefaults(
    of structDecl: StructDeclSyntax, enclosedBy lexicalContext: [Syntax] = []
  ) -> [DeclSyntax] {
    let access = structDecl.accessPrefix
    let members = structDecl.memberBlock.members
    let names = declaredNames(in: members)
    // A `body` declared `some Reducer<Int, Void>`, or a `reduce(into:action:)` that takes
    // `inout Base.State` and `Base.Action`, names the reducer's types itself: a generated
    // `State` or `Action` would contradict it.
    let bodyArguments =
      members
      .compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .first { isBody($0, isStatic: false) }
      .map(reducerArguments(of:)) ?? []
    let reduceArguments =
      members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
      .compactMap(reduceParameterTypes(of:)).first ?? []
    // So does a `body` that names `State` and `Action` unqualified, or that is initialized,
    // `let body = EmptyReducer<State, Action>()`, in a reducer nested in another type: they are
    // the outer feature's, as in TCA. (The lexical context does not show the outer type's
    // members.) At the top level, `some Reducer<State, Action>` names the generated ones.
    let initializesBody = members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
          && $0.initializer != nil
      } == true
    }
    let isNested = lexicalContext.contains { $0.isProtocol(DeclGroupSyntax.self) }
    let namesOwnTypes = { (index: Int, name: String) in
      [bodyArguments, reduceArguments].contains { arguments in
        guard arguments.count == 2 else { return false }
        return arguments[index] != "Self.\(name)" && (arguments[index] != name || isNested)
      } || (initializesBody && isNested)
    }
    var generated: [DeclSyntax] = []
    if !names.contains("State"), !namesOwnTypes(0, "State") {
      generated.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """)
    }
    if !names.contains("Action"), !namesOwnTypes(1, "Action") {
      generated.append(
        "@CasePathable\n\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !names.contains("body"), !names.contains("reduce") {
      generated.append("\(raw: access)let body = EmptyReducer<State, Action>()")
    }
    return generated
  }

  /// The state and action types a `reduce(into:action:)` method takes, `inout` left out, or
  /// `nil` for any other function.
  static func reduceParameterTypes(of function: FunctionDeclSyntax) -> [String]? {
    let parameters = Array(function.signature.parameterClause.parameters)
    guard function.name.text == "reduce", !function.modifiers.isStatic, parameters.count == 2,
      parameters[0].firstName.text == "into", parameters[1].firstName.text == "action"
    else { return nil }
    let state = parameters[0].type.as(AttributedTypeSyntax.self)?.baseType ?? parameters[0].type
    return [state.trimmedDescription, parameters[1].type.trimmedDescription]
  }
}
