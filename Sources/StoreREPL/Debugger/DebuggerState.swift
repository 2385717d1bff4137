import SwiftMetadata
import ValueDump

/// The breakpoints, watches and invariants of a session: what `break`, `delete`, `disable`,
/// `enable`, `watch`, `unwatch` and `invariant` change, kept in a checkpoint as the rest of the
/// session is.
struct DebuggerState: Equatable {
  var breakpoints: [Breakpoint] = []
  var nextBreakpoint = 1
  var watches: [Watch] = []
  var nextWatch = 1
  var invariants: [Invariant] = []
  var nextInvariant = 1

  /// Whether a breakpoint is enabled: whether actions fed back must be looked at.
  var isActive: Bool { breakpoints.contains(where: \.isEnabled) }

  /// The enabled breakpoints on effect events.
  var effectBreakpoints: [Breakpoint] {
    breakpoints.filter {
      guard $0.isEnabled, case .effect = $0.kind else { return false }
      return true
    }
  }

  /// The index of the breakpoint numbered so, or the error that says which there are.
  func index(ofBreakpoint number: Int, at offset: Int) throws(ShellError) -> Int {
    guard let index = breakpoints.firstIndex(where: { $0.number == number }) else {
      throw ShellError(
        .debugger(.noSuch(.breakpoint, number, existing: breakpoints.map(\.number))), at: offset)
    }
    return index
  }

  /// The breakpoint an action stops at, if any: the first enabled one whose cases it starts with.
  func breakpoint(before action: Any) -> Breakpoint? {
    var names: [String]?
    for breakpoint in breakpoints where breakpoint.isEnabled {
      guard case let .action(wanted) = breakpoint.kind else { continue }
      let chain = names ?? Self.caseNames(of: action)
      names = chain
      if chain.count >= wanted.count, Array(chain.prefix(wanted.count)) == wanted {
        return breakpoint
      }
    }
    return nil
  }

  /// The cases an action is made of, outermost first, down through payloads that are an enum
  /// value or a tuple ending in one (`.element(id: 0, action: .detail(…))` → `element`,
  /// `detail`).
  static func caseNames(of value: Any) -> [String] {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return [] }
    guard let child = mirror.children.first, let label = child.label else {
      return [String(customDumpInline(value).drop { $0 == "." })]
    }
    guard !(child.value is any Error) else { return [label] }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple,
      let inner = Array(payload.children).last(where: {
        Mirror(reflecting: $0.value).displayStyle == .enum
      })
    {
      return [label] + caseNames(of: inner.value)
    }
    return [label] + caseNames(of: child.value)
  }

  /// Reads a case path as `break` takes it, `.a(.b)`, `.a(.b`, `.a.b` or `\.a.b`, checking each name
  /// against the cases of `action`: the names, outermost first.
  static func casePath(
    _ text: Substring, offset: Int, action: any Any.Type
  ) throws(ShellError) -> [String] {
    var rest = text
    var at = offset
    if rest.hasPrefix("\\") {
      rest = rest.dropFirst()
      at += 1
    }
    var names: [(name: Substring, offset: Int)] = []
    var closing = 0
    while !rest.isEmpty {
      guard rest.hasPrefix(".") else { throw ShellError(.debugger(.expectedCasePath), at: at) }
      rest = rest.dropFirst()
      at += 1
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty else { throw ShellError(.debugger(.expectedCaseName), at: at) }
      names.append((name, at))
      rest = rest.dropFirst(name.count)
      at += name.utf8.count
      if rest.hasPrefix("(") {
        rest = rest.dropFirst()
        at += 1
        closing += 1
      }
      while closing > 0, rest.hasPrefix(")") {
        rest = rest.dropFirst()
        at += 1
        closing -= 1
      }
    }
    // Parentheses left open at the end are closed: Tab completes `.splash(.response`.
    guard !names.isEmpty else { throw ShellError(.debugger(.expectedCasePath), at: offset) }
    var type: (any Any.Type)? = action
    var previous: Substring?
    for (name, nameOffset) in names {
      guard let current = type else {
        throw ShellError(.debugger(.noPayload(String(previous ?? ""))), at: nameOffset)
      }
      let known = cases(of: current)
      guard !known.isEmpty else {
        // A payload whose cases cannot be read (an error, say) is taken as written; one that
        // has none cannot match the names after it.
        let kind = TypeMetadata(current).kind
        guard kind == .struct || kind == .tuple || kind == .class, let previous else { break }
        throw ShellError(
          .debugger(.payloadHasNoCases(String(previous), type: dumpTypeName(current))),
          at: nameOffset)
      }
      previous = name
      guard let info = known.first(where: { $0.name == name }) else {
        let all = known.map(\.name)
        let error = DecodeError(
          .unknownCase(
            name: String(name), type: dumpTypeName(current),
            suggestion: Suggestion.best(for: String(name), among: all), cases: all), at: 0)
        throw ShellError(error, shiftedBy: nameOffset)
      }
      let payload = info.payload ?? []
      type = (payload.first(where: { $0.label == "action" }) ?? payload.last)?.type
    }
    return names.map { String($0.name) }
  }
}
