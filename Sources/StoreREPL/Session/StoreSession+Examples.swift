import Composable
import ValueDump

extension StoreSession {
  /// Examples for `help <command>` written with the loaded feature's own actions and state:
  /// `send .decrementButtonTapped`, `expect count == 0`; nil for a command whose examples do not
  /// depend on the feature.
  func examples(for command: CommandName) -> [String]? {
    switch command {
    case .send: return sendExamples()
    case .state: return stateExamples()
    case .expect: return expectExamples()
    case .watch: return stateExamples()?.dropFirst().map { "watch" + $0.dropFirst(5) }
    case .break: return breakExamples()
    case .set: return setExamples()
    default: return nil
    }
  }

  private func sendExamples() -> [String]? {
    let all = cases(of: Action.self)
    let plain = all.filter { $0.payload == nil }.map { "." + Identifier.escaped($0.name) }
    // A case whose payload is a value a literal writes simply: a string, a number, a flag.
    let simple = all.lazy.compactMap { info -> String? in
      guard let payload = info.payload, payload.count == 1,
        let sample = Self.sampleLiteral(payload[0].typeName)
      else { return nil }
      let label = payload[0].label.map { "\($0): " } ?? ""
      return ".\(Identifier.escaped(info.name))(\(label)\(sample))"
    }.first
    // A child's action without payload: `.splash(.fetchCurrentWeather)`.
    let nested = Self.caseLines(of: Action.self, depth: 0).first { line in
      line.contains("(.") && zip(line, line.dropFirst()).allSatisfy { $0 != "(" || $1 == "." }
    }
    var examples = Array(plain.prefix(1)) + [simple, nested].compactMap { $0 }
    if let action = examples.first,
      let field = scalarFields().first(where: { !$0.name.contains(".") })
    {
      examples.append("\(action) { \(field.name) = \(field.literal) }")
    }
    return examples.map { "send " + $0 }
  }

  /// `break` on a case that has a payload, on a case of a child's, on a condition of the
  /// state's first short field, and on an effect event.
  private func breakExamples() -> [String]? {
    let all = cases(of: Action.self)
    let withPayload = all.first { $0.payload != nil } ?? all.first
    let nested = Self.caseLines(of: Action.self, depth: 0).first { line in
      line.contains("(.") && zip(line, line.dropFirst()).allSatisfy { $0 != "(" || $1 == "." }
    }
    var examples = [withPayload.map { "." + Identifier.escaped($0.name) }, nested]
      .compactMap { $0 }.map { "break " + $0 }
    if let field = scalarFields().first {
      examples.append("break if \(field.name) == \(field.literal)")
    }
    examples += ["break if effects.isEmpty", "break effect start"]
    return examples
  }

  private func stateExamples() -> [String]? {
    let fields = StateChanges.storedProperties(of: store.currentState) ?? []
    guard let first = fields.first else { return ["state"] }
    var examples = ["state", "state \(first.name)"]
    for field in fields {
      if let inner = StateChanges.storedProperties(of: field.value)?.first {
        examples.append("state \(field.name).\(inner.name)")
        break
      }
    }
    return examples
  }

  private func expectExamples() -> [String]? {
    scalarFields().prefix(3).map { "expect \($0.name) == \($0.literal)" }
  }

  private func setExamples() -> [String]? {
    // Another value than the field has, where one is plain to see.
    func other(_ literal: String) -> String {
      if let number = Int(literal) { return String(number + 5) }
      return ["true": "false", "false": "true"][literal] ?? literal
    }
    return scalarFields().prefix(3).map { "set \($0.name) = \(other($0.literal))" }
  }

  /// The state's properties, and those of its structs, whose values now are short literals
  /// (`count`, `splash.isSplashCompleted`, `filter`), with those literals.
  func scalarFields() -> [(name: String, literal: String)] {
    func fields(of value: Any, path: String, depth: Int) -> [(name: String, literal: String)] {
      (StateChanges.storedProperties(of: value) ?? []).flatMap { field in
        let name = path.isEmpty ? field.name : "\(path).\(field.name)"
        if depth < 2, StateChanges.storedProperties(of: field.value) != nil {
          return fields(of: field.value, path: name, depth: depth + 1)
        }
        let literal = StateChanges.literal(field.value)
        return literal.count <= 30 && !literal.hasSuffix("]") ? [(name, literal)] : []
      }
    }
    return fields(of: store.currentState, path: "", depth: 0)
  }

  /// A literal for a value of the type named so, for an example.
  private static func sampleLiteral(_ typeName: String) -> String? {
    switch typeName {
    case "String": "\"Hello\""
    case "Int", "Int64", "Int32", "UInt": "1"
    case "Double", "Float", "CGFloat": "1.5"
    case "Bool": "true"
    default: nil
    }
  }
}
