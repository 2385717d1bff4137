import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reducer`: a struct becomes a reducer; an enum of reducers becomes a `CaseReducer` with a
/// generated `State`, `Action` and `body`.
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
      // NB: An enum whose cases the member role diagnosed gets no conformance either: the
      // compiler would add errors about the members that were not generated.
      if let enumDecl = declaration.as(EnumDeclSyntax.self) {
        if enumDecl.memberBlock.members.contains(where: { $0.decl.is(IfConfigDeclSyntax.self) }) {
          return []
        }
        let silent = SilentContext(base: context)
        for enumCase in EnumCase.cases(of: enumDecl) {
          guard (try? kind(of: enumCase, in: silent)) != nil else { return [] }
        }
      }
      let names = protocols.map(\.trimmedDescription)
      let conformances =
        declaration.is(EnumDeclSyntax.self)
        ? ["CaseReducer", "Reducer"] : ["Reducer"]
      let missing = conformances.filter { name in names.contains { $0.hasSuffix(name) } }
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
    // NB: A struct's `body` is an instance property; a `@Reducer enum`'s, a static one.
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
        return structDefaults(of: structDecl)
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
      return try enumMembers(of: enumDecl, node: node, in: context)
    }
  }

  static func article(_ word: String) -> String {
    "aeiou".contains(word.first ?? "x") ? "an" : "a"
  }

  /// What a case of a `@Reducer enum` holds.
  enum CaseKind {
    /// A reducer: its state and actions are scoped.
    case reducer(type: String)
    /// An alert, a dialog or other ephemeral state: a state case and an action case.
    case ephemeral(actionType: String)
    /// Plain state: a state case only.
    case ignored
  }

  static func kind(
    of enumCase: EnumCase, in context: some MacroExpansionContext
  ) throws
    -> CaseKind
  {
    if enumCase.attributes.contains("ReducerCaseIgnored") { return .ignored }
    guard enumCase.parameters.count == 1, enumCase.parameters[0].label == nil,
      let parameter = enumCase.syntax.parameterClause?.parameters.first
    else {
      let shape =
        switch enumCase.parameters.count {
        case 0: "no payload"
        case 1: "a labelled payload"
        default: "\(enumCase.parameters.count) values"
        }
      throw context.error(
        "Case '\(enumCase.name)' of a '@Reducer' enum has \(shape); \(oneReducer(enumCase))",
        id: "reducer.casePayload", at: enumCase.syntax)
    }
    let type = parameter.type
    if !enumCase.attributes.contains("ReducerCaseEphemeral"), let kind = plainValue(type) {
      throw context.error(
        "Case '\(enumCase.name)' of a '@Reducer' enum holds \(kind), which is not a reducer; "
          + oneReducer(enumCase),
        id: "reducer.plainPayload", at: type)
    }
    if ["AlertState", "ConfirmationDialogState"].contains(type.baseName) {
      guard let action = type.genericArgumentTypes.first else {
        throw context.error(
          "'\(type.trimmedDescription)' needs its action type: '\(type.baseName)<Action>'",
          id: "reducer.ephemeralAction", at: type)
      }
      return .ephemeral(actionType: action)
    }
    if enumCase.attributes.contains("ReducerCaseEphemeral") {
      return .ephemeral(actionType: "\(type.trimmedDescription).Action")
    }
    return .reducer(type: type.trimmedDescription)
  }

  /// What a case of a `@Reducer` enum should hold, and how to keep one that holds plain state.
  static func oneReducer(_ enumCase: EnumCase) -> String {
    let feature = enumCase.name.prefix(1).uppercased() + enumCase.name.dropFirst()
    return "each case holds one reducer, 'case \(enumCase.name)(\(feature))'. "
      + "Mark a case that holds plain state '@ReducerCaseIgnored'"
  }

  /// The standard library's and Foundation's value types, which are never reducers.
  static let plainTypeNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool", "String", "Substring", "Character", "UUID", "Date", "URL", "Data",
    "Decimal", "Array", "Dictionary", "Set", "Optional", "Result", "Never", "IdentifiedArray",
    "IdentifiedArrayOf",
  ]

  /// What a payload holds when its type is plainly not a reducer (`'Int'`, `an array`), as far as
  /// its spelling tells: a macro sees no types, so a reducer is any other named type.
  static func plainValue(_ type: TypeSyntax) -> String? {
    if type.is(ArrayTypeSyntax.self) { return "an array" }
    if type.is(DictionaryTypeSyntax.self) { return "a dictionary" }
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return "an optional"
    }
    if type.is(TupleTypeSyntax.self) { return "a tuple" }
    if type.is(FunctionTypeSyntax.self) || type.is(AttributedTypeSyntax.self) {
      return "a function"
    }
    if type.is(MetatypeTypeSyntax.self) { return "a metatype" }
    if type.is(SomeOrAnyTypeSyntax.self) { return "an existential" }
    // NB: `Feature.Int` may be a reducer of the user's; `Swift.Int` is not.
    let module = type.as(MemberTypeSyntax.self)?.baseType.trimmedDescription
    guard plainTypeNames.contains(type.baseName), [nil, "Swift", "Foundation"].contains(module)
    else { return nil }
    return "'\(type.trimmedDescription)'"
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
  static func structDefaults(of structDecl: StructDeclSyntax) -> [DeclSyntax] {
    let access = structDecl.accessPrefix
    let names = declaredNames(in: structDecl.memberBlock.members)
    // NB: A `body` declared `some Reducer<Int, Void>` names the reducer's types itself: a
    // generated `State` or `Action` would contradict it.
    let bodyArguments =
      structDecl.memberBlock.members
      .compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .first { isBody($0, isStatic: false) }
      .map(reducerArguments(of:)) ?? []
    let namesOwnTypes = { (index: Int, name: String) in
      bodyArguments.count == 2 && ![name, "Self.\(name)"].contains(bodyArguments[index])
    }
    var members: [DeclSyntax] = []
    if !names.contains("State"), !namesOwnTypes(0, "State") {
      members.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """)
    }
    if !names.contains("Action"), !namesOwnTypes(1, "Action") {
      members.append("@CasePathable\n\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !names.contains("body"), !names.contains("reduce") {
      members.append("\(raw: access)let body = EmptyReducer<State, Action>()")
    }
    return members
  }

  static func enumMembers(
    of enumDecl: EnumDeclSyntax, node: AttributeSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let access = enumDecl.accessPrefix
    if let ifConfig = enumDecl.memberBlock.members.first(where: {
      $0.decl.is(IfConfigDeclSyntax.self)
    }) {
      throw context.error(
        "'@Reducer' enums cannot read cases inside '#if'; declare every case outside it",
        id: "reducer.ifConfig", at: ifConfig.decl)
    }
    let declared = declaredNames(in: enumDecl.memberBlock.members)
    let cases = EnumCase.cases(of: enumDecl)
    var failed = false
    var kinds: [(EnumCase, CaseKind)] = []
    for enumCase in cases {
      do {
        kinds.append((enumCase, try kind(of: enumCase, in: context)))
      } catch {
        failed = true
      }
    }
    if failed { throw DiagnosticsEmitted() }
    let (stateConformances, actionConformances) = synthesizedConformances(node)
    var stateCases: [String] = []
    var actionCases: [String] = []
    var scopes: [String] = []
    for (enumCase, kind) in kinds {
      let original = enumCase.syntax.parameterClause.map(\.trimmedDescription) ?? ""
      switch kind {
      case let .reducer(type):
        stateCases.append("case \(enumCase.name)(\(type).State)")
        actionCases.append("case \(enumCase.name)(\(type).Action)")
        scopes.append(
          "Scope(state: \\Self.State.Cases.\(enumCase.name), "
            + "action: \\Self.Action.Cases.\(enumCase.name)) { \(type)() }")
      case let .ephemeral(actionType):
        stateCases.append("case \(enumCase.name)\(original)")
        actionCases.append("case \(enumCase.name)(\(actionType))")
      case .ignored:
        stateCases.append("case \(enumCase.name)\(original)")
      }
    }
    let indent = { (lines: [String]) in lines.map { "  " + $0 }.joined(separator: "\n") }
    let body = scopes.isEmpty ? "EmptyReducer()" : scopes.joined(separator: "\n")
    var members: [DeclSyntax] = []
    if !declared.contains("State") {
      members.append(
        """
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        \(raw: access)enum State: \(raw: (["CaseReducerState"] + stateConformances).joined(separator: ", ")) {
          \(raw: access)typealias StateReducer = \(raw: enumDecl.name.text)
        \(raw: indent(stateCases))
        }
        """)
    }
    if !declared.contains("Action") {
      members.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: actionConformances.isEmpty ? "" : ": " + actionConformances.joined(separator: ", ")) {
        \(raw: indent(actionCases))
        }
        """)
    }
    if !declared.contains("body") {
      members.append(
        """
        @ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: some Reducer<Self.State, Self.Action> {
        \(raw: indent(body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
        }
        """)
    }
    return members
  }

  /// The protocols `@Reducer(state: …, action: …)` names for the generated `State` and
  /// `Action`.
  static func synthesizedConformances(_ node: AttributeSyntax) -> ([String], [String]) {
    guard case let .argumentList(arguments) = node.arguments else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var current: String?
    for argument in arguments {
      if let label = argument.label?.text { current = label }
      guard let member = argument.expression.as(MemberAccessExprSyntax.self) else { continue }
      let name = conformanceName(member.declName.baseName.text)
      if current == "state" {
        state.append(name)
      } else if current == "action" {
        action.append(name)
      }
    }
    return (state, action)
  }

  static func conformanceName(_ member: String) -> String {
    switch member {
    case "codable": "Codable"
    case "decodable": "Decodable"
    case "encodable": "Encodable"
    case "equatable": "Equatable"
    case "hashable": "Hashable"
    case "sendable": "Sendable"
    default: member
    }
  }
}
