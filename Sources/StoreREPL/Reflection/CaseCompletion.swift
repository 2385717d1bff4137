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
public func caseCompletions(for partial: String, in type: any Any.Type) -> [String] {
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
    // NB: only a payload of exactly one enum value leads further down.
    guard let payload = known.first(where: { $0.name == name })?.payload, payload.count == 1,
      !cases(of: payload[0].type).isEmpty
    else { return [] }
    current = payload[0].type
    prefix += "." + name + "("
    depth += 1
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
