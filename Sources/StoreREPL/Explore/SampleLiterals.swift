import Foundation

/// The payloads `explore` tries: the strings and integers typed in the session's actions first,
/// then both `Bool`s, 0, 1 and -1, an empty and a short string, `UUID(0)` and `UUID(1)`, each
/// case of a payload enum, `.success` of a sample and `.failure("offline")` for a `Result`;
/// a case with several fields gets their samples combined, a few at most.
struct SampleLiterals {
  /// The strings and integers typed, as typed.
  var strings: [String] = []
  var integers: [String] = []

  /// How many payloads of one case are tried at most.
  static var perCase: Int { 6 }

  /// The samples, with the strings and integers of `actions` (literals as typed) first.
  init(typedIn actions: [String]) {
    for text in actions {
      guard let (syntax, _) = try? LiteralParser.parsePrefix(text) else { continue }
      let bytes = Array(text.utf8)
      collect(syntax, in: bytes)
    }
  }

  private mutating func collect(_ syntax: LiteralSyntax, in bytes: [UInt8]) {
    let written = String(decoding: bytes[syntax.range], as: UTF8.self)
    switch syntax.kind {
    case .string: if !strings.contains(written) { strings.append(written) }
    case .integer: if !integers.contains(written) { integers.append(written) }
    case let .array(elements): for element in elements { collect(element, in: bytes) }
    case let .dictionary(elements):
      for element in elements {
        collect(element.key, in: bytes)
        collect(element.value, in: bytes)
      }
    case let .tuple(arguments): for argument in arguments { collect(argument.value, in: bytes) }
    case let .member(member):
      for argument in member.arguments ?? [] { collect(argument.value, in: bytes) }
    case let .call(call): for argument in call.arguments { collect(argument.value, in: bytes) }
    case .float, .boolean, .nil, .keyPath: break
    }
  }

  /// Literals of `type` with sample payloads, at most ``perCase`` of each case: a payload's
  /// fields' samples combined, and a case whose payload has a field without samples left out.
  func literals(of type: any Any.Type, depth: Int) -> [String] {
    if type == Bool.self { return ["true", "false"] }
    if type == Int.self { return Self.merged(integers, ["0", "1", "-1"]) }
    if type == String.self { return Self.merged(strings, ["\"\"", "\"a\""]) }
    if type == (any Error).self { return ["\"offline\""] }
    guard depth < 4 else { return [] }
    if type == Foundation.UUID.self { return ["UUID(0)", "UUID(1)"] }
    return cases(of: type).flatMap { info -> [String] in
      guard let payload = info.payload else { return [".\(info.name)"] }
      var combinations = [""]
      for (index, field) in payload.enumerated() {
        let label = field.label.map { "\($0): " } ?? ""
        let samples = literals(of: field.type, depth: depth + 1)
        guard !samples.isEmpty else { return [] }
        combinations = combinations.flatMap { prefix in
          samples.map { prefix + (index == 0 ? "" : ", ") + label + $0 }
        }
        combinations = Array(combinations.prefix(Self.perCase))
      }
      return combinations.map { ".\(info.name)(\($0))" }
    }
  }

  /// The typed values first, then the defaults they do not repeat.
  private static func merged(_ typed: [String], _ defaults: [String]) -> [String] {
    typed + defaults.filter { !typed.contains($0) }
  }
}
