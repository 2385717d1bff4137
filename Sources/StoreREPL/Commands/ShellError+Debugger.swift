extension ShellError {
  /// Breakpoints, stops, watches and invariants.
  enum DebuggerProblem: Equatable, Sendable, Codable {
    /// What the debugger numbers, for the commands that take a number.
    enum Numbered: String, Equatable, Sendable, Codable {
      case breakpoint
      case watch
      case invariant

      /// The command that lists them.
      var listing: String { self == .watch ? "watches" : rawValue + "s" }
    }

    /// `break` with nothing after it.
    case expectedBreakpoint
    /// `break effect` without an event.
    case expectedEffectEvent
    /// A case path that does not start with `.`, or has no case.
    case expectedCasePath
    /// `.` without a case name.
    case expectedCaseName
    /// A case after one that has no payload.
    case noPayload(String)
    /// A case after one whose payload, of `type`, has no cases.
    case payloadHasNoCases(String, type: String)
    /// A word that is no number of a breakpoint, a watch or an invariant, after `command`.
    case expectedNumber(of: Numbered, command: String)
    /// A number no breakpoint, watch or invariant has: the numbers there are.
    case noSuch(Numbered, Int, existing: [Int])
    /// `watch` without a path.
    case expectedWatchPath
    /// `invariant` without a condition.
    case expectedInvariant
    /// A command that would move on while the session is stopped.
    case stopped(command: String)
    /// `step` when the session is not stopped.
    case notStoppedToStep
    /// `continue` when the session is not stopped.
    case notStoppedToContinue
    /// `step` when no action is held.
    case nothingHeld

    var kind: Kind {
      switch self {
      case .expectedBreakpoint, .expectedEffectEvent, .expectedCasePath, .expectedCaseName,
        .noPayload, .payloadHasNoCases, .expectedNumber, .expectedWatchPath, .expectedInvariant:
        .usage
      case .noSuch: .unknownName
      case .stopped, .notStoppedToStep, .notStoppedToContinue, .nothingHeld: .refused
      }
    }

    var message: String {
      switch self {
      case .expectedBreakpoint:
        "expected a case path ('break .decrementDelayResponse'), 'if <condition>', 'effect "
          + "start|finish|cancel' or 'invariant [<n>]'"
      case .expectedEffectEvent:
        "expected 'start', 'finish' or 'cancel', and a cancellation id if you like"
      case .expectedCasePath:
        "expected a case path, as in '.numberFactResponse' or '\\.splash.response'"
      case .expectedCaseName:
        "expected a case name"
      case let .noPayload(name):
        "'\(name)' has no payload: no case follows it"
      case let .payloadHasNoCases(name, type):
        "'\(name)' holds a \(type), which has no cases: the case path ends at '.\(name)'"
      case let .expectedNumber(what, command):
        "expected the number of \(what == .invariant ? "an" : "a") \(what.rawValue), as in "
          + "'\(command) 1'; '\(what.listing)' lists them"
      case let .noSuch(what, number, existing):
        "there is no \(what.rawValue) \(number); " + Self.listing(what, existing)
      case .expectedWatchPath:
        "expected a state path to watch, as in 'watch count'; 'watches' lists them"
      case .expectedInvariant:
        "expected a condition every step must keep, as in 'invariant count >= 0'; 'invariants' "
          + "lists them"
      case let .stopped(command):
        "the session is stopped at a breakpoint; 'step' or 'continue' first, or 'undo' to go "
          + "back before the stop"
          + (command == "send" || command == "explore"
            ? "" : " ('\(command)' would move the clock past it)")
      case .notStoppedToStep:
        "the session is not stopped; 'break' sets a breakpoint, 'send' sends an action"
      case .notStoppedToContinue:
        "the session is not stopped; 'break' sets a breakpoint, 'advance' runs to it"
      case .nothingHeld:
        "no action waits to be reduced; 'continue' goes on"
      }
    }

    /// How to add one when there are none, else how to list them (breakpoints by number).
    private static func listing(_ what: Numbered, _ existing: [Int]) -> String {
      switch (what, existing.isEmpty) {
      case (.breakpoint, true): "'break' sets one"
      case (.watch, true): "'watch <path>' sets one"
      case (.invariant, true): "'invariant <condition>' adds one"
      case (.breakpoint, false):
        "'breakpoints' lists them (\(existing.map(String.init).joined(separator: ", ")))"
      case (_, false): "'\(what.listing)' lists them"
      }
    }
  }

  /// `explore [depth <n>] [for <duration>] [only|except <case>, …]`.
  enum ExploreProblem: Equatable, Sendable, Codable {
    /// A depth that is no number from 1 to 12.
    case expectedDepth
    /// A budget that is no duration.
    case expectedBudget
    /// Words other than `depth`, `for`, `only` and `except`, or one of them twice.
    case expectedArguments
    /// `only` or `except` without a case after it, or after its last comma.
    case expectedCases(after: String)
    /// `only` and `except` both, or one twice.
    case choiceTwice

    var message: String {
      switch self {
      case .expectedDepth:
        "expected a depth from 1 to 12, as in 'explore depth 4'"
      case .expectedBudget:
        "expected how long to search, as in 'explore for 10s'"
      case .expectedArguments:
        "expected 'depth <n>', 'for <duration>', 'only <cases>', 'except <cases>' or nothing, "
          + "as in 'explore depth 4 for 10s'"
      case let .expectedCases(keyword):
        "expected the cases of the actions to \(keyword == "only" ? "send" : "leave out"), "
          + "separated by commas, as in 'explore \(keyword) incrementButtonTapped, "
          + "decrementButtonTapped'; 'actions' lists them"
      case .choiceTwice:
        "expected 'only' or 'except' once: 'only' names every action to send, 'except' those "
          + "to leave out"
      }
    }
  }

  /// A condition, as `break if`, `invariant` and `expect` take it. `path` is a path as written,
  /// `type` a type as the dump names it, `comparison` an operator.
  enum ConditionProblem: Equatable, Sendable, Codable {
    /// Nothing where a whole condition goes.
    case emptyCondition
    /// Nothing where a condition goes, after `&&`, `||`, `!` or `(`.
    case expectedCondition
    /// A word that is neither a path nor `effects`.
    case expectedOperand
    /// `effects` followed by what it does not have.
    case expectedEffectsMember
    /// `effects contains` without an id.
    case expectedContainedID
    /// `=` where `==` compares.
    case assignment
    /// A comparison without the value after it.
    case expectedValue(after: String)
    /// `)` with no `(` open.
    case unopenedParenthesis
    /// `(` not closed, at a UTF-8 offset of the line.
    case unclosedParenthesis(openedAt: Int)
    /// Text after a whole condition.
    case trailingText(String)
    /// A path whose value is no Bool, tested as one; the literal of its value, when known.
    case notABool(String, type: String, literal: String?)
    /// `nil` compared with an order.
    case orderedNil
    /// An order asked of values that have none.
    case unordered(comparison: String, String, type: String)
    /// A test's `==` or `!=` of values that are not Equatable.
    case notEquatable(comparison: String, String, type: String)

    var kind: Kind { .usage }

    var message: String {
      switch self {
      case .emptyCondition:
        "expected a condition, such as 'count == 0' or 'effects.isEmpty'"
      case .expectedCondition:
        "expected a condition, such as 'count == 0'"
      case .expectedOperand:
        "expected a state path or 'effects', such as 'count' or 'effects.isEmpty'"
      case .expectedEffectsMember:
        "expected '.isEmpty', '.count' or 'contains <id>' after 'effects'"
      case .expectedContainedID:
        "expected a cancellation id after 'contains', such as 'delay'"
      case .assignment:
        "expected '==' to compare; '=' assigns"
      case let .expectedValue(comparison):
        "expected a value after '\(comparison)'"
      case .unopenedParenthesis:
        "unexpected ')': no '(' is open"
      case let .unclosedParenthesis(open):
        "expected ')' to close the '(' at column \(open + 1)"
      case let .trailingText(text):
        "unexpected text after the condition: '\(text)'; join conditions with '&&' or '||'"
      case let .notABool(path, type, literal):
        "'\(path)' is \(type), not a Bool: compare it"
          + (literal.map { ", as in '\(path) == \($0)'" } ?? "")
      case .orderedNil:
        "only '==' and '!=' compare with nil"
      case let .unordered(comparison, path, type):
        "'\(comparison)' orders numbers, strings and other comparable values; '\(path)' is \(type)"
      case let .notEquatable(comparison, path, type):
        "a test compares with '\(comparison)' only Equatable values; '\(path)' is \(type)"
      }
    }
  }
}
