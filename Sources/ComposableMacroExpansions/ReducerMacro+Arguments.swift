import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

// MARK: - `@Reducer(state: …, action: …)`

extension ReducerMacro {
  /// The protocols `@Reducer(state: …, action: …)` adds to a `@Reducer enum`'s generated
  /// `State` and `Action`.
  struct SynthesizedConformances: Equatable {
    /// The protocols of `State`, in the order written.
    var state: [String] = []
    /// The protocols of `Action`, in the order written.
    var action: [String] = []
  }

  /// The conformances `@Reducer` can add, by the member a use site writes: `.equatable`.
  static let synthesizableConformances: [(member: String, conformance: String)] = [
    ("codable", "Codable"), ("decodable", "Decodable"), ("encodable", "Encodable"),
    ("equatable", "Equatable"), ("hashable", "Hashable"), ("sendable", "Sendable"),
  ]

  /// The conformances the attribute's arguments name, each one after a `state:` label for
  /// `State` and after an `action:` label for `Action`; every argument that is neither is
  /// diagnosed and left out.
  static func synthesizedConformances(
    _ node: AttributeSyntax, in context: some MacroExpansionContext
  ) -> SynthesizedConformances {
    guard case let .argumentList(arguments) = node.arguments else { return .init() }
    var conformances = SynthesizedConformances()
    // `nil` until a label is read, and after a label that is diagnosed.
    var target: WritableKeyPath<SynthesizedConformances, [String]>?
    for (index, argument) in arguments.enumerated() {
      if let label = argument.label {
        switch label.text {
        case "state": target = \.state
        case "action": target = \.action
        default:
          target = nil
          context.diagnose(
            Diagnostic(
              node: label,
              message: MacroMessage.error(
                "'@Reducer' takes the conformances of the 'state:' and 'action:' it generates, "
                  + "not '\(label.text):'",
                id: "reducer.argumentLabel")))
        }
      } else if index == 0 {
        context.diagnose(
          Diagnostic(
            node: argument.expression,
            message: MacroMessage.error(
              "'@Reducer' conformances follow 'state:' or 'action:': "
                + "'@Reducer(state: \(argument.expression.trimmedDescription))'",
              id: "reducer.argumentLabel")))
      }
      guard let target else { continue }
      let member = argument.expression.as(MemberAccessExprSyntax.self)
      guard let name = member?.declName.baseName.text,
        let conformance = synthesizableConformances.first(where: { $0.member == name })
      else {
        let known = synthesizableConformances.map { ".\($0.member)" }
        context.diagnose(
          Diagnostic(
            node: argument.expression,
            message: MacroMessage.error(
              "'@Reducer' cannot synthesize '\(argument.expression.trimmedDescription)'; "
                + "it synthesizes \(known.dropLast().joined(separator: ", ")) and "
                + "\(known.last ?? "")",
              id: "reducer.unknownConformance")))
        continue
      }
      conformances[keyPath: target].append(conformance.conformance)
    }
    return conformances
  }

  /// Reports arguments on a struct's `@Reducer`, as TCA does: a struct declares its `State`
  /// and `Action` itself, and there is nothing to add conformances to.
  static func diagnoseArgumentsOnStruct(
    _ node: AttributeSyntax, in context: some MacroExpansionContext
  ) {
    guard let arguments = node.arguments else { return }
    let bare = node.with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil)
    context.diagnose(
      Diagnostic(
        node: arguments,
        message: MacroMessage.error(
          "'@Reducer' takes 'state:' and 'action:' conformances only on an enum; a struct "
            + "declares its own 'State' and 'Action'",
          id: "reducer.structArguments"),
        fixIts: [
          FixIt(
            message: MacroMessage.fixIt(
              "Remove '(\(arguments.trimmedDescription))'", id: "reducer.structArguments"),
            changes: [.replace(oldNode: Syntax(node), newNode: Syntax(bare))])
        ]))
  }
}
