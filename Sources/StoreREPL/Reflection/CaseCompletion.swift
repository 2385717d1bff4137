/// Completes a partly typed action literal for Tab, descending into nested child actions:
/// `.spl` → `.splash(`, `.splash(.fe` → `.splash(.fetchCurrentWeather)`.
///
/// A case with a payload completes to its opening parenthesis; a case without one completes
/// with every parenthesis opened before it closed. Text that is not a chain of `.case(`
/// segments ending in a partial case name gets no completion.
///
/// - Parameters:
///   - partial: What has been typed of the literal, such as `.splash(.fe`.
///   - type: The action type, such as `Root.Action.self`.
/// - Returns: The complete candidates, each starting with `partial`'s segments, in case order.
package func caseCompletions(for partial: String, in type: any Any.Type) -> [String] {
  var rest = Substring(partial.drop { $0 == " " })
  var current = type
  var prefix = ""
  var depth = 0
  while rest.first == "." {
    rest.removeFirst()
    let name = rest.prefix { Identifier.isBody($0.unicodeScalars.first ?? " ") }
    rest.removeFirst(name.count)
    let known = cases(of: current)
    guard rest.first == "(" else {
      guard rest.isEmpty else { return [] }
      return candidates(known.filter { $0.name.hasPrefix(name) }, prefix: prefix, depth: depth)
    }
    rest.removeFirst()
    guard let payload = known.first(where: { $0.name == name })?.payload else { return [] }
    if payload.count == 1, payload[0].label == nil {
      if let binding = payload[0].type as? any BindingActionCompleting.Type {
        let opened = prefix + "." + name + "("
        return binding.completions(after: rest).map { opened + $0 }
      }
      // A payload of exactly one enum value leads further down.
      guard !cases(of: payload[0].type).isEmpty else { return [] }
      current = payload[0].type
      prefix += "." + name + "("
      depth += 1
      continue
    }
    // Labelled values (`.element(id: 2, action: .toggled)`): complete each label, skip the
    // values typed, and go down into a last value that is an enum.
    var typed = ""
    for (index, field) in payload.enumerated() {
      let label = field.label.map { "\($0): " } ?? ""
      let opened = prefix + "." + name + "(" + typed
      if rest.isEmpty || (label.hasPrefix(rest) && rest.count < label.count) {
        return label.isEmpty ? [] : [opened + label]
      }
      guard rest.hasPrefix(label) else { return [] }
      rest.removeFirst(label.count)
      typed += label
      if index == payload.count - 1 {
        guard !cases(of: field.type).isEmpty else { return [] }
        current = field.type
        prefix = opened + label
        depth += 1
        break
      }
      guard let comma = topLevelComma(in: rest) else { return [] }
      typed += rest[..<comma] + ", "
      rest = rest[comma...].dropFirst().drop { $0 == " " }
    }
  }
  guard rest.isEmpty else { return [] }
  return candidates(cases(of: current), prefix: prefix, depth: depth)
}

/// `prefix` followed by each case, opening its payload or closing the `depth` open payloads.
private func candidates(_ cases: [CaseInfo], prefix: String, depth: Int) -> [String] {
  cases.map { candidate in
    prefix + "." + Identifier.escaped(candidate.name)
      + (candidate.payload == nil ? String(repeating: ")", count: depth) : "(")
  }
}

/// The index of the first comma in `text` outside parentheses, brackets and strings.
private func topLevelComma(in text: Substring) -> Substring.Index? {
  var depth = 0
  var inString = false
  var index = text.startIndex
  while index < text.endIndex {
    let character = text[index]
    if inString {
      if character == "\\" {
        index = text.index(after: index)
      } else if character == "\"" {
        inString = false
      }
    } else {
      switch character {
      case "\"": inString = true
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "," where depth == 0: return index
      default: break
      }
    }
    if index < text.endIndex { index = text.index(after: index) }
  }
  return nil
}
