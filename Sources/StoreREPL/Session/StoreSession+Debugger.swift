import Composable
import ValueDump

extension StoreSession {
  /// The debugger's commands: breakpoints, stops and watches.
  func debug(_ command: SessionCommand, style: ShellStyle) async throws(ShellError) -> CommandOutput
  {
    switch command {
    case let .breakpoint(argument): return try setBreakpoint(argument)
    case .breakpoints:
      guard !debugger.breakpoints.isEmpty else {
        return CommandOutput(lines: ["  no breakpoints; 'break' sets one ('help break')"])
      }
      return CommandOutput(lines: debugger.breakpoints.map(\.listed))
    case let .delete(number, offset):
      let index = try debugger.index(ofBreakpoint: number, at: offset)
      debugger.breakpoints.remove(at: index)
      installHold()
      return CommandOutput(lines: ["  deleted breakpoint \(number)"])
    case let .disable(number, offset):
      return try setEnabled(false, number, at: offset)
    case let .enable(number, offset):
      return try setEnabled(true, number, at: offset)
    case .step: return try await stepHeld(style: style)
    case .resume: return try await resume(style: style)
    case let .watch(argument):
      let path = try StatePath.parse(argument.text, offset: argument.offset)
      _ = try Predicate.Operand.path(path, offset: argument.offset).read(in: predicateContext)
      let watch = Watch(number: debugger.nextWatch, path: path, text: String(argument.text))
      debugger.nextWatch += 1
      debugger.watches.append(watch)
      return CommandOutput(lines: [watchLine(watch)])
    case let .unwatch(number, offset):
      let index = try Self.index(
        of: number, in: debugger.watches.map(\.number), .watch, at: offset)
      debugger.watches.remove(at: index)
      return CommandOutput(lines: ["  removed watch \(number)"])
    case .watches:
      return Self.listed(
        debugger.watches.map { ($0.number, $0.text) }, none: "no watches; 'watch <path>' sets one")
    case let .invariant(argument):
      let predicate = try Predicate.parse(argument.text, offset: argument.offset)
      let holds = try predicate.holds(in: predicateContext)
      let invariant = Invariant(
        number: debugger.nextInvariant, predicate: predicate,
        text: String(argument.text.trimmingTrailingWhitespace()))
      debugger.nextInvariant += 1
      debugger.invariants.append(invariant)
      installHold()
      return CommandOutput(
        lines: [
          "  invariant \(invariant.number): \(invariant.text)"
            + (holds ? "" : " (broken already)")
        ])
    case let .deleteInvariant(number, offset):
      let index = try Self.index(
        of: number, in: debugger.invariants.map(\.number), .invariant, at: offset)
      debugger.invariants.remove(at: index)
      installHold()
      return CommandOutput(lines: ["  deleted invariant \(number)"])
    case .invariants:
      return Self.listed(
        debugger.invariants.map { ($0.number, $0.text) },
        none: "no invariants; 'invariant <condition>' adds one")
    default:
      preconditionFailure("not a debugger command")
    }
  }

  /// `watches` and `invariants`: a line each, or what says there are none.
  private static func listed(_ rows: [(number: Int, text: String)], none: String) -> CommandOutput {
    CommandOutput(lines: rows.isEmpty ? ["  " + none] : rows.map { "  \($0.number)  \($0.text)" })
  }

  /// Where the watch or invariant numbered so is among `numbers`, or the error that says there
  /// is none: how to add one when there are none, else how to list them.
  private static func index(
    of number: Int, in numbers: [Int], _ what: ShellError.DebuggerProblem.Numbered,
    at offset: Int
  ) throws(ShellError) -> Int {
    guard let index = numbers.firstIndex(of: number) else {
      throw ShellError(.debugger(.noSuch(what, number, existing: numbers)), at: offset)
    }
    return index
  }

  /// `break …`: reads the breakpoint against the feature's types and the state as it is.
  private func setBreakpoint(
    _ argument: SessionCommand.Argument
  ) throws(ShellError) -> CommandOutput {
    let text = argument.text
    let kind: Breakpoint.Kind
    if text.isEmpty {
      throw ShellError(.debugger(.expectedBreakpoint), at: argument.offset)
    } else if let condition = Self.afterKeyword("if", in: argument) {
      let predicate = try Predicate.parse(condition.text, offset: condition.offset)
      kind = .condition(predicate, wasTrue: try predicate.holds(in: predicateContext))
    } else if let rest = Self.afterKeyword("effect", in: argument) {
      let words = rest.text.split(whereSeparator: \.isWhitespace)
      guard let first = words.first,
        let event = Breakpoint.EffectEventKind(rawValue: String(first)),
        words.count <= 2
      else {
        throw ShellError(.debugger(.expectedEffectEvent), at: rest.offset)
      }
      kind = .effect(event, id: words.count == 2 ? String(words[1]) : nil)
    } else if let rest = Self.afterKeyword("invariant", in: argument) {
      kind = .invariant(try invariantNumber(rest))
    } else {
      kind = .action(
        try DebuggerState.casePath(text, offset: argument.offset, action: Action.self))
    }
    let breakpoint = Breakpoint(number: debugger.nextBreakpoint, kind: kind, text: String(text))
    debugger.nextBreakpoint += 1
    debugger.breakpoints.append(breakpoint)
    installHold()
    var line = "  breakpoint \(breakpoint.number): \(breakpoint.text)"
    if case .condition(_, wasTrue: true) = kind {
      // It stops when the condition becomes true: one that holds already waits to turn false.
      line += " (holds now: it stops when it turns true again)"
    }
    if case let .invariant(number) = kind,
      case let broken = brokenNumbers(in: predicateContext),
      number.map(broken.contains) ?? !broken.isEmpty
    {
      // It stops when an invariant breaks: one broken already waits to hold again first.
      line += " (broken now: it stops when it breaks again)"
    }
    return CommandOutput(lines: [line])
  }

  /// The invariant `break invariant <n>` names, or nil for any.
  private func invariantNumber(_ argument: SessionCommand.Argument) throws(ShellError) -> Int? {
    guard !argument.isEmpty else { return nil }
    let number = try SessionCommand.number(argument, of: .invariant, for: "break invariant")
    _ = try Self.index(
      of: number, in: debugger.invariants.map(\.number), .invariant, at: argument.offset)
    return number
  }

  /// The text after a leading keyword and whitespace, if the argument starts with it.
  private static func afterKeyword(
    _ keyword: String, in argument: SessionCommand.Argument
  ) -> SessionCommand.Argument? {
    guard argument.text.hasPrefix(keyword) else { return nil }
    let rest = argument.text.dropFirst(keyword.count)
    guard rest.isEmpty || rest.first!.isWhitespace else { return nil }
    return SessionCommand.Argument(text: rest, offset: argument.offset + keyword.utf8.count)
      .skippingLeadingWhitespace
  }

  private func setEnabled(
    _ isEnabled: Bool, _ number: Int, at offset: Int
  ) throws(ShellError) -> CommandOutput {
    let index = try debugger.index(ofBreakpoint: number, at: offset)
    debugger.breakpoints[index].isEnabled = isEnabled
    if isEnabled, case let .condition(predicate, _) = debugger.breakpoints[index].kind {
      let holds = (try? predicate.holds(in: predicateContext)) ?? false
      debugger.breakpoints[index].kind = .condition(predicate, wasTrue: holds)
    }
    installHold()
    return CommandOutput(
      lines: ["  \(isEnabled ? "enabled" : "disabled") breakpoint \(number)"])
  }

  /// What conditions read: the state and the effects in flight now.
  var predicateContext: PredicateContext {
    let (store, names) = (self.store, cancelIDNames)
    return PredicateContext(
      state: store.currentState,
      effectCount: store.inFlightEffects.count { !$0.isCancelled },
      hasEffect: { written in
        store.inFlightShapes(now: .zero).contains {
          !$0.isCancelled && $0.cancelIDs.contains { names.id($0, isWritten: written) }
        }
      }, literals: decodedLiterals)
  }

  /// Whether every invariant holds now, with `effects` in flight: `explore`'s check of each
  /// state, which works out nothing to show.
  func invariantsHold(effects: [InFlightShape]) -> Bool {
    guard !debugger.invariants.isEmpty else { return true }
    let names = cancelIDNames
    let context = PredicateContext(
      state: store.currentState, effectCount: effects.count { !$0.isCancelled },
      hasEffect: { written in
        effects.contains {
          !$0.isCancelled && $0.cancelIDs.contains { names.id($0, isWritten: written) }
        }
      }, literals: decodedLiterals)
    return debugger.invariants.allSatisfy { (try? $0.predicate.holds(in: context)) == true }
  }

  /// The invariants the state no longer keeps, after a step: for each, the lines that say which
  /// it is and what the paths it reads are now, and how a test checks it there.
  func brokenInvariants(style: ShellStyle) -> (lines: [String], checks: [BrokenInvariant]) {
    guard !debugger.invariants.isEmpty else { return ([], []) }
    let context = predicateContext
    let broken = debugger.invariants.filter {
      (try? $0.predicate.holds(in: context)) != true
    }
    let lines = broken.map { invariant in
      style.error(
        (["  invariant \(invariant.number) broken: \(invariant.text)"]
          + Self.values(read: invariant.predicate, in: context))
          .joined(separator: "\n"))
    }
    let checks = broken.map {
      BrokenInvariant(
        number: $0.number, text: $0.text, check: check(of: $0.predicate, in: context))
    }
    return (lines, checks)
  }

  /// Whether the invariants a step broke were reported by an earlier step that left the state
  /// as it is now; otherwise they are noted as reported.
  func isReportedAlready(_ broken: [BrokenInvariant]) -> Bool {
    let numbers = Set(broken.map(\.number))
    if let reported = reportedBroken, !numbers.isEmpty, numbers.isSubset(of: reported.numbers),
      stateEquality.isEqual(reported.state, store.currentState)
    {
      return true
    }
    reportedBroken = numbers.isEmpty ? nil : (numbers, store.currentState)
    return false
  }

  /// How a test checks a broken invariant right after the step: its condition on `store.state`,
  /// with what it reads of the effects in flight read in from `context`, or why it cannot.
  private func check(
    of predicate: Predicate, in context: PredicateContext
  ) -> BrokenInvariant.Check {
    do throws(ShellError) {
      _ = try predicate.holds(in: context)
    } catch {
      return .impossible("the session could not read it: \(error.message)")
    }
    do throws(ShellError) {
      switch try predicate.swift(on: "store.state", of: State.self, effects: context) {
      case .expression(let condition, _): return .expect(condition)
      // A broken condition that comes to a Bool was broken by what it reads of the effects.
      case .constant: return .impossible("a test cannot read the effects in flight")
      }
    } catch {
      return .impossible("a test cannot read it: \(error.message)")
    }
  }

  /// `expect <condition>`.
  func expectCondition(
    _ argument: SessionCommand.Argument, style: ShellStyle
  ) throws(ShellError) -> CommandOutput {
    let predicate = try Predicate.parse(argument.text, offset: argument.offset)
    let context = predicateContext
    let condition = argument.text.trimmingTrailingWhitespace()
    guard !(try predicate.holds(in: context)) else {
      return CommandOutput(lines: ["  \(condition)"])
    }
    return CommandOutput(
      lines: [
        style.error(
          (["  Expectation failed: \(condition)"] + Self.values(read: predicate, in: context))
            .joined(separator: "\n"))
      ],
      failed: true)
  }

  /// What a condition that does not hold read: a line for each path, `    count = -2`.
  static func values(read predicate: Predicate, in context: PredicateContext) -> [String] {
    predicate.paths.map { operand in
      let value = (try? operand.read(in: context))?.value
      return "    \(operand.text) = \(value.map { customDumpInline($0) } ?? "nil")"
    }
  }

  /// The watches' lines after a command that may have changed the state, the condition and
  /// effect breakpoints it made true when it stopped nothing, and where the session is stopped
  /// when it stopped during the command or time travel took it there.
  func afterCommand(_ command: CommandName, wasStopped: Bool) -> [String] {
    var lines: [String] = []
    switch command {
    case .send, .receive, .advance, .wait, .cancel, .scenario, .set, .skip, .replace, .step,
      .continue, .undo, .goto, .reset:
      var isNew = false
      let broken = command.isStep ? lookAtInvariants(before: nil, from: nil) : []
      if command.isStep, stop == nil, debugger.isActive,
        let stopped = invariantStop(broken) ?? noteEffectLives()
          ?? noteConditions().map({ ": " + $0 })
      {
        stop = Stop(held: [], reason: stopped, remaining: .none, at: now)
        installHold()
        isNew = true
      }
      // `advance`, `step` and `continue` say where they stopped themselves; a step while
      // stopped leaves the stop as it was.
      let saysItself = command == .advance || command == .step || command == .continue
      if !isReplaying, isNew || (!saysItself && (!wasStopped || !command.isStep)),
        let line = stopLine()
      {
        lines.append(line)
      }
      if !isReplaying { lines += debugger.watches.map(watchLine) }
    default:
      break
    }
    return lines
  }

  /// What Tab offers for the numbers of the debugger's breakpoints or watches.
  func numberCompletions(
    _ numbered: ArgumentCompletion.Numbered, partial: String
  ) -> [String] {
    let numbers =
      switch numbered {
      case .watches: debugger.watches.map(\.number)
      case .breakpoints: debugger.breakpoints.map(\.number)
      case .enabledBreakpoints: debugger.breakpoints.filter(\.isEnabled).map(\.number)
      case .disabledBreakpoints: debugger.breakpoints.filter { !$0.isEnabled }.map(\.number)
      }
    return numbers.map(String.init).filter { $0.hasPrefix(partial) }
  }

  /// What Tab offers in a condition: the path being typed, its last word, completed as `state`
  /// completes it.
  func conditionCompletions(_ partial: String) -> [String] {
    let head = Substring(partial)
    let word = head.split(separator: " ", omittingEmptySubsequences: false).last ?? ""
    let before = head.dropLast(word.count)
    return statePathCompletions(String(word)).map { before + $0 }
  }

  /// What Tab offers after `break`: case paths, `if` and a condition, `effect` and its events.
  func breakpointCompletions(_ partial: String) -> [String] {
    if partial.hasPrefix("if ") {
      return conditionCompletions(partial)
    }
    if partial.hasPrefix("effect ") {
      let words = partial.split(separator: " ", omittingEmptySubsequences: false)
      guard words.count == 2 else { return [] }
      return Breakpoint.EffectEventKind.allCases.map { "effect \($0.rawValue)" }
        .filter { $0.hasPrefix(partial) }
    }
    if partial.hasPrefix("\\") {
      return caseCompletions(for: String(partial.dropFirst()), in: Action.self).map { "\\" + $0 }
    }
    if partial.hasPrefix(".") {
      return caseCompletions(for: partial, in: Action.self).map {
        $0.hasSuffix("(") ? String($0.dropLast()) : $0
      }
    }
    return ["if ", "effect ", "invariant ", "."].filter { $0.hasPrefix(partial) }
  }

  /// `watch 1: count = -1`.
  func watchLine(_ watch: Watch) -> String {
    let reading = try? Predicate.Operand.path(watch.path, offset: 0).read(in: predicateContext)
    let value = reading?.value.map { customDumpInline($0) } ?? "nil"
    return "  watch \(watch.number): \(watch.text) = \(value)"
  }
}

extension CommandOutput {
  /// The output with more lines after it.
  func appending(_ more: [String]) -> CommandOutput {
    var output = self
    output.lines += more
    return output
  }
}

/// Whether a cancellation id is the one a condition names (`delay` or `CancelID.delay`),
/// worked out once for each id and text, kept by a session: conditions are read after every
/// step, and naming an id costs more than the rest of the reading.
final class CancelIDNames: Sendable {
  private struct Key: Hashable {
    var id: CancelID
    var written: Substring
  }

  private let known = Lock<[Key: Bool]>([:])

  func id(_ id: CancelID, isWritten written: Substring) -> Bool {
    guard !id.isInternal else { return false }
    let key = Key(id: id, written: written)
    if let isWritten = known.withLock({ $0[key] }) { return isWritten }
    let isWritten = id.isWritten(as: written)
    known.withLock { known in
      // Bounded: ids with payloads (an element's id) can be many.
      if known.count >= 1_024 { known.removeAll() }
      known[key] = isWritten
    }
    return isWritten
  }
}
