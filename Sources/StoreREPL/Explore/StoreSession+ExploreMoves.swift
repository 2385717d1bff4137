import Foundation
import ValueDump

/// The actions `explore` sends, in the order it tries them: the actions sent in the session so
/// far, those its effects fed back (the answers of its dependencies), then each case of the
/// feature's action with payloads of sample values (see ``SampleLiterals``), nested cases too.
/// The session's own come first: their payloads are the values the person exploring cares about,
/// and the answers the feature's dependencies gave.
extension StoreSession {
  /// A move of `explore` that sends an action: the command, and its action decoded once.
  struct ExploreMove {
    var command: Command
    var action: Action
  }

  /// The actions `explore` sends, in order, of those `actions` lets it send. A text that does
  /// not decode is left out, and each action is tried once, even when written two ways (as
  /// typed, and as the log writes what effects fed back).
  ///
  /// - Returns: The moves, and whether the default left out actions no user sends.
  func explorationAlphabet(
    sending actions: ExploreActions = ExploreActions()
  ) -> (moves: [ExploreMove], leftOutEffectActions: Bool) {
    var typed: [String] = []
    for step in history.applied {
      if step.command.name == .send {
        typed.append(
          String(step.command.arguments.drop { $0 == " " }.prefix { $0 != "{" })
            .trimmingCharacters(in: .whitespaces))
      }
      typed += step.actions.map(\.action)
    }
    var seen = Set<String>()
    var seenActions = Set<String>()
    var moves: [ExploreMove] = []
    var leftOut = false
    let samples = SampleLiterals(typedIn: typed)
    for text in typed + samples.literals(of: Action.self, depth: 0)
    where seen.insert(text).inserted {
      let argument = ActionText(SessionCommand.Argument(text: Substring(text), offset: 0))
      guard
        let (action, rest) = try? parseAction(argument),
        rest.text.isEmpty,
        seenActions.insert(customDump(action)).inserted
      else { continue }
      guard actions.sends(action) else {
        if actions.only == nil, !ExploreActions.isUserAction(action) { leftOut = true }
        continue
      }
      moves.append(ExploreMove(command: .send(argument), action: action))
    }
    return (moves, leftOut)
  }
}
