import SwiftSyntax

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

  /// Every case of an enum, those inside each clause of a `#if` included.
  static func cases(of enumDecl: EnumDeclSyntax) -> [EnumCase] {
    items(in: enumDecl.memberBlock.members).allCases
  }

  /// The cases among these members, in the order written, with the `#if` blocks they sit in.
  static func items(in members: MemberBlockItemListSyntax) -> [EnumCaseItem] {
    members.flatMap { member -> [EnumCaseItem] in
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          let directive = [clause.poundKeyword.text, clause.condition?.trimmedDescription]
            .compactMap { $0 }.joined(separator: " ")
          let members = clause.elements?.as(MemberBlockItemListSyntax.self) ?? []
          return EnumCaseClause(directive: directive, items: items(in: members))
        }
        return [.conditional(clauses)]
      }
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      let attributes = Set(caseDecl.attributes.compactMap(\.attributeBaseName))
      return caseDecl.elements.map { element in
        .enumCase(
          EnumCase(
            name: element.name.text,
            parameters: element.parameterClause?.parameters.map { parameter in
              let label = parameter.firstName.flatMap {
                $0.tokenKind == .wildcard ? nil : $0.text
              }
              return (label, parameter.type.trimmedDescription)
            } ?? [],
            attributes: attributes, syntax: element))
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

  /// The function that makes the case from its payload: a closure, or for a payload of
  /// `Never` the case itself.
  func embedFunction(enumName: String) -> String {
    // A closure that takes `Never` has a body that "will never be executed", a warning; a
    // plain state case of a `@Reducer enum` has such an action case.
    if parameters.count == 1, ["Never", "Swift.Never"].contains(parameters[0].type) {
      return "\(enumName).\(name)" + (parameters[0].label.map { "(\($0):)" } ?? "")
    }
    return "{ \(embedExpression(enumName: enumName)) }"
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

/// A case of an enum, or a `#if` block of them.
indirect enum EnumCaseItem {
  /// A case declared outside any `#if`, or inside the clause that holds this item.
  case enumCase(EnumCase)
  /// A `#if` block, one clause after the other.
  case conditional([EnumCaseClause])
}

/// One clause of a `#if` block among an enum's members.
struct EnumCaseClause {
  /// The clause's directive as written: `#if DEBUG`, `#elseif os(Linux)`, `#else`.
  var directive: String
  /// The cases the clause declares.
  var items: [EnumCaseItem]
}

extension [EnumCaseItem] {
  /// Every case, those of every clause included.
  var allCases: [EnumCase] {
    flatMap { item -> [EnumCase] in
      switch item {
      case let .enumCase(enumCase): [enumCase]
      case let .conditional(clauses): clauses.flatMap(\.items.allCases)
      }
    }
  }

  /// The source lines `lines` gives for each case, each under the `#if` clauses its case is
  /// declared under, so that what is generated for a case exists exactly when the case does.
  ///
  /// A `#if` block for which no case gives a line is left out.
  func lines(_ lines: (EnumCase) throws -> [String]) rethrows -> [String] {
    try flatMap { item -> [String] in
      switch item {
      case let .enumCase(enumCase):
        return try lines(enumCase)
      case let .conditional(clauses):
        let bodies = try clauses.map { try $0.items.lines(lines) }
        guard bodies.contains(where: { !$0.isEmpty }) else { return [] }
        return zip(clauses, bodies).flatMap { [$0.directive] + $1 } + ["#endif"]
      }
    }
  }
}
