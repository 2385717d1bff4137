/// The shell's commands: the first word of a line. Each is declared once, in its
/// ``CommandDeclaration``.
package enum CommandName: String, CaseIterable, Sendable, Codable {
  case send, receive, advance, wait, effects, cancel, state, expect, set, actions, log, diff, trace
  case undo, goto, reset, skip, replace, exhaustive, timeline, save, record, export, deps
  case scenario, features, load, reload, help
  case `break`, breakpoints, delete, disable, enable, `continue`, step, watch, watches, unwatch
  case invariant, invariants, explore
  case screen, tap, type, toggle, pick, back, dismiss, appear, refresh
  case clear, quit

  /// The command's declaration: everything about it but what running it does.
  var declaration: CommandDeclaration {
    switch self {
    case .send: .send
    case .receive: .receive
    case .advance: .advance
    case .wait: .wait
    case .effects: .effects
    case .cancel: .cancel
    case .state: .state
    case .expect: .expect
    case .set: .set
    case .actions: .actions
    case .log: .log
    case .diff: .diff
    case .trace: .trace
    case .undo: .undo
    case .goto: .goto
    case .reset: .reset
    case .skip: .skip
    case .replace: .replace
    case .exhaustive: .exhaustive
    case .timeline: .timeline
    case .save: .save
    case .record: .record
    case .export: .export
    case .deps: .deps
    case .scenario: .scenario
    case .features: .features
    case .load: .load
    case .reload: .reload
    case .help: .help
    case .break: .break
    case .breakpoints: .breakpoints
    case .delete: .delete
    case .disable: .disable
    case .enable: .enable
    case .continue: .continue
    case .step: .step
    case .watch: .watch
    case .watches: .watches
    case .unwatch: .unwatch
    case .invariant: .invariant
    case .invariants: .invariants
    case .explore: .explore
    case .screen: .screen
    case .tap: .tap
    case .type: .type
    case .toggle: .toggle
    case .pick: .pick
    case .back: .back
    case .dismiss: .dismiss
    case .appear: .appear
    case .refresh: .refresh
    case .clear: .clear
    case .quit: .quit
    }
  }

  /// The command a word names: the name, an alias, or a unique prefix of a name.
  ///
  /// - Parameters:
  ///   - word: The word typed.
  ///   - suggesting: Whether an unknown word gets the closest name, for its message.
  static func resolve(_ word: String, suggesting: Bool = true) -> Resolution {
    let word = word.lowercased()
    if let exact = allCases.first(where: { $0.rawValue == word || $0.aliases.contains(word) }) {
      return .found(exact)
    }
    let matches = allCases.filter { $0.rawValue.hasPrefix(word) }
    switch matches.count {
    case 1: return .found(matches[0])
    case 0:
      guard suggesting else { return .unknown(suggestion: nil) }
      return .unknown(suggestion: Suggestion.best(for: word, among: names))
    default: return .ambiguous(matches)
    }
  }

  /// The commands' names, prepared once for ``Suggestion``.
  static let names = Suggestion.Names(allCases.map(\.rawValue))

  /// What a word names.
  enum Resolution: Equatable {
    case found(CommandName)
    case ambiguous([CommandName])
    case unknown(suggestion: String?)
  }
}
