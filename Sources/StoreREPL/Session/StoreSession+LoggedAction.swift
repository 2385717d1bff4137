import Composable
import Foundation
import Synchronization
import ValueDump

extension StoreSession {
  /// One reduced action, for `log` and `export`.
  ///
  /// How the action is written is worked out the first time something asks: an action that is
  /// not shown (one of thousands an effect feeds back in one command) is written only when `log`
  /// or `export` lists it. The state changes are worked out at once, from the states before and
  /// after the action, which are not kept: a state can be large, and the history keeps up to
  /// ``historyLimit`` steps.
  final class LoggedAction {
    let time: Duration
    let origin: ReducedStep<State, Action>.Origin
    /// The action itself.
    let value: Action
    /// The state changes as assignments: `$0.count = -1`.
    let assignments: [String]
    /// The assignments a test leaves out: a shared value's change seen again through another
    /// holder.
    private let repeatedShared: Set<String>

    /// The state changes as assignments a test writes.
    var testAssignments: [String] {
      repeatedShared.isEmpty ? assignments : assignments.filter { !repeatedShared.contains($0) }
    }

    /// The history and version by which the action's shared values read as they were when it
    /// was reduced.
    private let sharedVersion: (history: SharedHistory, version: UInt64)?

    init(_ step: ReducedStep<State, Action>, time: Duration, sharedHistory: SharedHistory?) {
      self.time = time
      self.origin = step.origin
      self.value = step.action
      if let sharedHistory, let versions = step.sharedVersions {
        self.sharedVersion = (sharedHistory, versions.after)
      } else {
        self.sharedVersion = nil
      }
      if let versions = step.sharedVersions, let sharedHistory {
        (self.assignments, self.repeatedShared) = sharedHistory.reading(
          old: versions.before, new: versions.after
        ) {
          StateChanges.assignments(step.before, step.after)
        }
      } else {
        self.assignments = StateChanges.between(step.before, step.after, path: "$0")
        self.repeatedShared = []
      }
    }

    /// The action as the shell prints it.
    private(set) lazy var action = customDumpInline(value)

    /// How a test names the action: a literal to send, a case path or literal to receive, as
    /// Swift writes it; a shared value in a payload is `Shared(value: …)`, with the value it had
    /// then.
    private(set) lazy var swiftAction: String = {
      let write = { [value, origin, assignments] in
        let literal = StateChanges.literal(value)
        return origin == .sent
          ? literal
          : StateChanges.swiftUUIDs(
            in: TestExporter<R>.receivePattern(
              value, dumped: literal, assignments: assignments))
      }
      guard let (history, version) = sharedVersion else { return write() }
      return history.reading(old: version, new: version, write)
    }()
  }
}
