import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

// MARK: - A `@Reducer enum`'s cases

extension ReducerMacro {
  /// What a case of a `@Reducer enum` holds, and so what is generated for it.
  enum CaseKind: Equatable {
    /// A reducer, scoped to the case: `State` and `Action` cases that carry its state and its
    /// actions (`(Detail.State)`, labels kept), and the expression that makes it.
    case reducer(statePayload: String, actionPayload: String, reducer: String)
    /// An alert, a dialog or other ephemeral state: a state case as written and an action case,
    /// with no reducer.
    case ephemeral(actionPayload: String)
    /// Plain state: a state case as written and an action case that holds `Never`.
    case plainState
  }

  /// What a case holds, decided from how it is written, as TCA's macro decides: a macro sees no
  /// types.
  ///
  /// A case whose single value is a named type, `case detail(Detail)` or
  /// `case modal(Modal.Body = Modal.body)`, holds that reducer, made by the default value when
  /// there is one; `AlertState<Alert>` and `ConfirmationDialogState<Dialog>` are ephemeral, as is
  /// a case marked `@ReducerCaseEphemeral`; every other case is plain state: no value, several,
  /// a value that is no named type (`[Row]`, `Row?`), a case marked `@ReducerCaseIgnored`. Beyond
  /// TCA, a standard library or Foundation type (`case count(Int)`, `case id(UUID)`) is plain
  /// state too, where TCA's expansion would not compile.
  ///
  /// - Throws: After a diagnostic, for an alert or dialog whose action type is not written.
  static func kind(
    of enumCase: EnumCase, in context: some MacroExpansionContext
  ) throws -> CaseKind {
    guard !enumCase.attributes.contains("ReducerCaseIgnored"),
      let parameters = enumCase.syntax.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first,
      parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self)
    else { return .plainState }
    let type = parameter.type
    if ["AlertState", "ConfirmationDialogState"].contains(type.baseName) {
      guard let action = type.genericArgumentTypes.first else {
        throw context.error(
          "'\(type.trimmedDescription)' needs its action type: '\(type.baseName)<Action>'",
          id: "reducer.ephemeralAction", at: type)
      }
      return .ephemeral(actionPayload: "(\(action))")
    }
    let label = parameterLabel(parameter)
    if enumCase.attributes.contains("ReducerCaseEphemeral") {
      return .ephemeral(actionPayload: "(\(label)\(type.trimmedDescription).Action)")
    }
    if isStandardValue(type) { return .plainState }
    let reducerType = reducerType(of: type)
    return .reducer(
      statePayload: "(\(label)\(reducerType).State)",
      actionPayload: "(\(label)\(reducerType).Action)",
      reducer: parameter.defaultValue?.value.trimmedDescription
        ?? "\(type.trimmedDescription)()")
  }

  /// The label a case's value is written with and its colon, `syncUp: `, or nothing.
  static func parameterLabel(_ parameter: EnumCaseParameterSyntax) -> String {
    let names = [parameter.firstName, parameter.secondName].compactMap { $0?.text }
    return names.isEmpty ? "" : names.joined(separator: " ") + ": "
  }

  /// The reducer whose state and actions a case carries: the type written, or `Modal` for
  /// `Modal.Body`, the form TCA documents for a `@Reducer enum` nested in another.
  /// `Modal.Body.State` is `Modal.State` for every reducer whose body is a reducer; naming
  /// `Modal` itself also holds for a `@Reducer enum`, whose `body` is static.
  static func reducerType(of type: TypeSyntax) -> String {
    guard let member = type.as(MemberTypeSyntax.self), member.name.text == "Body",
      member.genericArgumentClause == nil
    else { return type.trimmedDescription }
    return member.baseType.trimmedDescription
  }

  /// The standard library's and Foundation's value types, which are never reducers.
  static let standardTypeNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool", "String", "Substring", "Character", "UUID", "Date", "URL", "Data",
    "Decimal", "Array", "Dictionary", "Set", "Optional", "Result", "Never", "IdentifiedArray",
    "IdentifiedArrayOf",
  ]

  /// Whether a named type is one of the standard library's or Foundation's value types, as far
  /// as its spelling tells.
  static func isStandardValue(_ type: TypeSyntax) -> Bool {
    // `Feature.Int` may be a reducer of the user's; `Swift.Int` is not.
    let module = type.as(MemberTypeSyntax.self)?.baseType.trimmedDescription
    return standardTypeNames.contains(type.baseName)
      && [nil, "Swift", "Foundation"].contains(module)
  }

  // MARK: - Generated members

  /// The `State`, `Action` and static `body` of a `@Reducer enum`, those it declares itself
  /// left out; each case's lines sit under the `#if` clauses the case is declared under.
  static func enumMembers(
    of enumDecl: EnumDeclSyntax, conformances: SynthesizedConformances,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let access = enumDecl.accessPrefix
    let declared = declaredNames(in: enumDecl.memberBlock.members)
    let items = EnumCase.items(in: enumDecl.memberBlock.members)
    var kinds: [SyntaxIdentifier: CaseKind] = [:]
    var failed = false
    for enumCase in items.allCases {
      do {
        kinds[enumCase.syntax.id] = try kind(of: enumCase, in: context)
      } catch {
        failed = true
      }
    }
    if failed { throw DiagnosticsEmitted() }
    let kindOf = { (enumCase: EnumCase) in kinds[enumCase.syntax.id] ?? .plainState }

    let stateCases = items.lines { enumCase in
      switch kindOf(enumCase) {
      case let .reducer(statePayload, _, _):
        return ["case \(enumCase.name)\(statePayload)"]
      case .ephemeral, .plainState:
        return ["case \(enumCase.syntax.with(\.trailingComma, nil).trimmedDescription)"]
      }
    }
    let actionCases = items.lines { enumCase in
      switch kindOf(enumCase) {
      case let .reducer(_, actionPayload, _), let .ephemeral(actionPayload):
        return ["case \(enumCase.name)\(actionPayload)"]
      case .plainState:
        return ["case \(enumCase.name)(Never)"]
      }
    }
    let scopes = items.lines { enumCase in
      guard case let .reducer(_, _, reducer) = kindOf(enumCase) else { return [] }
      return [
        "Scope(state: \\Self.State.Cases.\(enumCase.name), "
          + "action: \\Self.Action.Cases.\(enumCase.name)) { \(reducer) }"
      ]
    }
    let indent = { (lines: [String]) in lines.map { "  " + $0 }.joined(separator: "\n") }
    var members: [DeclSyntax] = []
    if !declared.contains("State") {
      members.append(
        """
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        \(raw: access)enum State: \(raw: (["CaseReducerState"] + conformances.state).joined(separator: ", ")) {
          \(raw: access)typealias StateReducer = \(raw: enumDecl.name.text)
        \(raw: indent(stateCases))
        }
        """)
    }
    if !declared.contains("Action") {
      let inheritance =
        conformances.action.isEmpty ? "" : ": " + conformances.action.joined(separator: ", ")
      members.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: inheritance) {
        \(raw: indent(actionCases))
        }
        """)
    }
    if !declared.contains("body") {
      members.append(
        """
        @ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: some Reducer<Self.State, Self.Action> {
        \(raw: indent(scopes.isEmpty ? ["EmptyReducer()"] : scopes))
        }
        """)
    }
    members += caseScopeMembers(
      items: items, kindOf: kindOf, declared: declared, access: access, indent: indent)
    return members
  }
}

extension ReducerMacro {
  /// The `CaseScope` of a `@Reducer enum` and its static `scope(_:)`, which `store.case` calls:
  /// a case per case of the enum, holding the store scoped to it for a case that holds a
  /// reducer, and the state itself for any other. Those the enum declares itself are left out.
  static func caseScopeMembers(
    items: [EnumCaseItem], kindOf: (EnumCase) -> CaseKind, declared: Set<String>,
    access: String, indent: ([String]) -> String
  ) -> [DeclSyntax] {
    var members: [DeclSyntax] = []
    if !declared.contains("CaseScope") {
      let cases = items.lines { enumCase in
        guard case .reducer = kindOf(enumCase), let reducer = scopedReducer(of: enumCase) else {
          return ["case \(enumCase.syntax.with(\.trailingComma, nil).trimmedDescription)"]
        }
        return [
          "case \(enumCase.name)(\(reducer.label)Store<\(reducer.type).State, \(reducer.type).Action>)"
        ]
      }
      members.append(
        """
        @CasePathable
        \(raw: access)enum CaseScope {
        \(raw: indent(cases))
        }
        """)
    }
    if !declared.contains("scope") {
      let cases = items.lines { enumCase -> [String] in
        if case .reducer = kindOf(enumCase), let reducer = scopedReducer(of: enumCase) {
          return [
            "case .\(enumCase.name):",
            "  return .\(enumCase.name)(\(reducer.label)store.scope(state: \\.\(enumCase.name), "
              + "action: \\.\(enumCase.name))!)",
          ]
        }
        let arguments = enumCase.parameters.enumerated().map { offset, parameter in
          (parameter.label.map { "\($0): " } ?? "") + "v\(offset)"
        }
        let value = arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"
        return ["case \(enumCase.pattern):", "  return .\(enumCase.name)\(value)"]
      }
      let body =
        items.allCases.isEmpty
        ? ["  fatalError()"] : ["  switch store.state {"] + cases.map { "  " + $0 } + ["  }"]
      members.append(
        """
        \(raw: access)static func scope(_ store: Store<Self.State, Self.Action>) -> CaseScope {
        \(raw: body.joined(separator: "\n"))
        }
        """)
    }
    if let member = ephemeralStoreMember(
      items: items, kindOf: kindOf, declared: declared, access: access)
    {
      members.append(member)
    }
    return members
  }

  /// The static `_ephemeralStore(_:)` of an enum with a case of an alert or a dialog: the store
  /// scoped to that case, which `.alert($store.scope(\.$destination, action: \.destination)
  /// .alert)` presents; nil for the enum's other cases.
  static func ephemeralStoreMember(
    items: [EnumCaseItem], kindOf: (EnumCase) -> CaseKind, declared: Set<String>,
    access: String
  ) -> DeclSyntax? {
    guard !declared.contains("_ephemeralStore"),
      items.allCases.contains(where: { if case .ephemeral = kindOf($0) { true } else { false } })
    else { return nil }
    let lines = items.lines { enumCase -> [String] in
      guard case .ephemeral = kindOf(enumCase) else {
        return ["  case .\(enumCase.name):", "    return nil"]
      }
      return [
        "  case .\(enumCase.name):",
        "    return store.scope(state: \\.\(enumCase.name), action: \\.\(enumCase.name))",
      ]
    }
    return """
      \(raw: access)static func _ephemeralStore(_ store: Store<Self.State, Self.Action>) -> Any? {
        switch store.state {
      \(raw: lines.joined(separator: "\n"))
        }
      }
      """
  }

  /// The label of a case that holds a reducer, with its colon, and the reducer's type.
  private static func scopedReducer(of enumCase: EnumCase) -> (label: String, type: String)? {
    guard let parameter = enumCase.syntax.parameterClause?.parameters.first else { return nil }
    return (parameterLabel(parameter), reducerType(of: parameter.type))
  }
}
