extension ShellError {
  /// Moving through the session's steps and reading them back: `undo`, `goto`, `reset`, `log`,
  /// `trace`. A `foldedNote` says how many steps were folded away and why.
  enum TimeTravelProblem: Equatable, Sendable, Codable {
    /// `undo` with a word that is no count.
    case expectedUndoCount
    /// `goto` with a word that is no step number.
    case expectedGotoStep
    /// `undo` at the start of what is kept: a note when steps before it were folded away.
    case nothingToUndo(foldedNote: String?)
    /// `undo` of more steps than there are.
    case tooManyToUndo(undoable: Int, foldedNote: String?)
    /// A step after the last.
    case noSuchStep(Int, last: Int)
    /// A step folded away.
    case stepGone(Int, foldedNote: String)
    /// `reset` when the first steps were folded away.
    case startGone(foldedNote: String)
    /// `log` with more than one filter.
    case expectedLogFilter
    /// `log` with a range that is not one.
    case expectedLogSteps
    /// `log` with a range outside the steps applied.
    case logRange(first: Int, last: Int)
    /// `log` with a word that is neither a filter nor a path of the state: what the path said.
    indirect case mistypedLogFilter(Problem)
    /// `trace` with a word that is no step, `on` or `off`.
    case expectedTraceArgument
    /// `trace` before any step.
    case noStepToTrace

    var kind: Kind {
      switch self {
      case .expectedUndoCount, .expectedGotoStep, .expectedLogFilter, .expectedLogSteps,
        .expectedTraceArgument:
        .usage
      case .nothingToUndo, .tooManyToUndo, .noSuchStep, .stepGone, .startGone, .logRange,
        .noStepToTrace:
        .refused
      case let .mistypedLogFilter(problem): problem.kind
      }
    }

    var message: String {
      switch self {
      case .expectedUndoCount:
        "expected how many steps to undo, as in 'undo 2'"
      case .expectedGotoStep:
        "expected a step number from 'log', as in 'goto 2' (0: the start)"
      case let .nothingToUndo(foldedNote):
        "nothing to undo: " + (foldedNote ?? "the session is at its start")
      case let .tooManyToUndo(undoable, foldedNote):
        "there \(undoable == 1 ? "is 1 step" : "are \(undoable) steps") to undo"
          + (foldedNote.map { "; \($0)" } ?? "")
      case let .noSuchStep(step, last):
        "there is no step \(step): the last is \(last)"
      case let .stepGone(step, foldedNote):
        "step \(step) is gone: \(foldedNote)"
      case let .startGone(foldedNote):
        "the start is gone: \(foldedNote)"
      case .expectedLogFilter:
        "expected each filter once: steps ('3-5'), 'received' or 'sent', a path ('\\.count'), "
          + "as in 'log received 3-5'"
      case .expectedLogSteps:
        "expected a step number or a range of steps from 'log', as in 'log 5' or 'log 10-20'"
      case let .logRange(first, last):
        first == last ? "the log has only step \(first)" : "the log has steps \(first) to \(last)"
      case let .mistypedLogFilter(problem):
        problem.message + "; 'log' keeps steps ('log 10-20'), 'received' or 'sent' actions, or "
          + "those that changed a path ('log \\.count')"
      case .expectedTraceArgument:
        "expected a step number from 'log', 'on' or 'off', as in 'trace 2'"
      case .noStepToTrace:
        "no step to trace yet: 'send' an action first"
      }
    }
  }

  /// Changing a step of the past: `skip <step>`, `replace <step> <action>`.
  enum PastProblem: Equatable, Sendable, Codable {
    /// A word that is no step number: `example` shows the command.
    case expectedStepNumber(example: String)
    /// `replace <step>` without the action.
    case expectedReplacement
    /// A step that is not before the one being made, numbered `made`.
    case notBefore(made: Int)
    /// A step that itself changes the past, and its line.
    case changesThePast(Int, line: String)
    /// `replace` of a step that sends no action, and its line.
    case sendsNoAction(Int, line: String)

    var kind: Kind {
      switch self {
      case .expectedStepNumber, .expectedReplacement: .usage
      case .notBefore, .changesThePast, .sendsNoAction: .refused
      }
    }

    var message: String {
      switch self {
      case let .expectedStepNumber(example):
        "expected a step number from 'log', as in '\(example)'"
      case .expectedReplacement:
        "expected the action to send instead, as in 'replace 2 .incrementButtonTapped'"
      case let .notBefore(made):
        made == 1
          ? "there is no step to change yet"
          : "expected a step before this one, from 1 to \(made - 1) ('log' lists them)"
      case let .changesThePast(step, line):
        "step \(step) '\(line)' changes the past itself; 'skip' it again, or 'undo'"
      case let .sendsNoAction(step, line):
        "step \(step) is '\(line)', which sends no action of its own; 'replace' takes a 'send' "
          + "step"
      }
    }
  }

  /// Sending actions and asserting them: `send`, `receive`, `expect`, `exhaustive`.
  enum StrictProblem: Equatable, Sendable, Codable {
    /// `exhaustive` with a word other than `on` or `off`.
    case expectedOnOrOff
    /// `send` without an action: `example` is one of the feature's.
    case expectedAction(example: String)
    /// A bare word where the action needs a string: `.success(hi)`.
    case unquotedString(String)
    /// A step after the feature dismissed itself.
    case dismissed
    /// Actions fed back that wait for `receive`, dumped, before `doing` something else.
    case actionsWaiting([String], before: String)
    /// `receive` outside strict mode.
    case receiveNeedsStrictMode
    /// `receive` with a literal that is neither an action nor a case.
    case expectedPattern
    /// `expect` without `==`.
    case expectedComparison
    /// `expect` with nothing before `==`.
    case expectedPropertyBeforeEquals

    var kind: Kind {
      switch self {
      case .expectedOnOrOff, .expectedAction, .expectedPattern, .expectedComparison,
        .expectedPropertyBeforeEquals:
        .usage
      case let .unquotedString(name): .parse(.expectedLeadingDot(name: name))
      case .dismissed, .actionsWaiting, .receiveNeedsStrictMode: .refused
      }
    }

    var message: String {
      switch self {
      case .expectedOnOrOff:
        "expected 'on' or 'off'"
      case let .expectedAction(example):
        "expected an action after 'send', such as \(example)"
      case let .unquotedString(name):
        "expected a value, found '\(name)'; did you mean \"\(name)\"?"
      case .dismissed:
        "the feature dismissed itself; 'undo' to go back before it"
      case let .actionsWaiting(waiting, doing):
        Self.waiting(waiting, before: doing)
      case .receiveNeedsStrictMode:
        "'receive' asserts actions in strict mode; type 'exhaustive on' first (outside it, "
          + "actions fed back are accepted as they come)"
      case .expectedPattern:
        "expected an action or a case, as in '.decrementDelayResponse'"
      case .expectedComparison:
        "expected '<path> == <value>', as in 'expect count == -1'"
      case .expectedPropertyBeforeEquals:
        "expected a property before '==', as in 'expect count == -1'"
      }
    }

    /// The actions waiting, the first three named, and what to type.
    private static func waiting(_ waiting: [String], before doing: String) -> String {
      let shown = waiting.prefix(3).joined(separator: ", ")
      let more = waiting.count > 3 ? " and \(waiting.count - 3) more" : ""
      let count = waiting.count == 1 ? "1 received action" : "\(waiting.count) received actions"
      let (each, all) = waiting.count == 1 ? ("it", "it") : ("each", "them")
      return "must handle \(count) before \(doing): \(shown)\(more); type 'receive' to assert "
        + "\(each), or 'exhaustive off' to accept \(all)"
    }
  }

  /// Cancelling effects: `cancel <cancel-id>`, `cancel #<n>`.
  enum EffectProblem: Equatable, Sendable, Codable {
    /// An effect in flight, as a message lists it.
    struct InFlight: Equatable, Sendable, Codable {
      var number: Int
      var isCancelled: Bool
    }

    /// `cancel` with a word that is neither an id nor `#<n>`.
    case expectedCancelTarget
    /// `#` without a number after it.
    case expectedEffectNumber
    /// An effect cancelled already, which runs on.
    case alreadyCancelled(Int)
    /// An effect number not in flight: how it ended, if it did, and those in flight.
    case notInFlight(Int, ended: String?, inFlight: [InFlight])
    /// A cancellation id no effect in flight has: the ids in flight, and the effects.
    case noSuchID(String, ids: [String], inFlight: [InFlight])
    /// A word several ids are written as.
    case ambiguousID(String, matches: [String])

    var kind: Kind {
      switch self {
      case .expectedCancelTarget, .expectedEffectNumber: .usage
      case .alreadyCancelled: .refused
      case .notInFlight, .noSuchID: .unknownName
      case .ambiguousID: .ambiguousName
      }
    }

    var message: String {
      switch self {
      case .expectedCancelTarget:
        "expected a cancellation id ('delay', 'CancelID.delay') or '#1'"
      case .expectedEffectNumber:
        "expected an effect number after '#', as in '#1'"
      case let .alreadyCancelled(number):
        "effect #\(number) is already cancelled; it is still running because it does not stop "
          + "when cancelled"
      case let .notInFlight(number, ended, inFlight):
        (ended ?? "no effect #\(number) is in flight") + Self.hint(inFlight)
      case let .noSuchID(word, ids, inFlight):
        "no effect in flight has the cancellation id '\(word)'"
          + (ids.isEmpty ? Self.hint(inFlight) : "; ids in flight: \(ids.joined(separator: ", "))")
      case let .ambiguousID(word, matches):
        "'\(word)' names several ids: \(matches.sorted().joined(separator: ", ")); write the "
          + "whole id"
      }
    }

    /// The effects in flight; those already cancelled are marked.
    private static func hint(_ inFlight: [InFlight]) -> String {
      inFlight.isEmpty
        ? "; no effects are in flight"
        : "; in flight: "
          + inFlight.map { "#\($0.number)" + ($0.isCancelled ? " (already cancelled)" : "") }
          .joined(separator: ", ")
    }
  }
}
