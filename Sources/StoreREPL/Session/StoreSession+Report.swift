import Composable
import ValueDump

extension StoreSession.LoggedAction: LoggedActionText {}

extension StoreSession {
  /// Takes what the store handed over for a command: keeps the log, the effect names and the
  /// timeline up to date with the events, and returns the lines that tell what happened (none
  /// during a replay, which prints nothing); the events and the state's changes are kept apart
  /// too, for the command's output.
  func report(_ events: [TestStoreEvent<State, Action>], style: ShellStyle) -> [String] {
    let firstLogged = scratch.actions.count
    note(events)
    let isNewlyDismissed = store.isDismissed && !isDismissalNoted
    if isNewlyDismissed { isDismissalNoted = true }
    let traced = tracedActions(in: events, firstLogged: firstLogged)
    tracing.collected? += traced
    guard !isReplaying else { return [] }
    tracing.pending += traced
    let logged = scratch.actions
    let store = self.store
    let lives = self.lives
    let renderer = StepRenderer<State, Action>(
      style: style, now: now, isExhaustive: isExhaustive,
      waitDescription: { store.inFlightEffect(number: $0)?.waitDescription(now: nil) },
      startedIDs: { lives[$0]?.ids ?? [] }, sharedHistory: sharedWorld.history)
    let rendered = renderer.rendered(
      for: events, action: { logged[firstLogged + $0].action },
      isNewlyDismissed: isNewlyDismissed)
    scratch.events += rendered.events
    scratch.diffs += rendered.diffs
    scratch.fullDiffs += rendered.fullDiffs
    return rendered.lines
  }

  /// Keeps the log, the effect names and the timeline's lives up to date with a command's events.
  private func note(_ events: [TestStoreEvent<State, Action>]) {
    // The store hands over an action's effect events after the action and before the next
    // one: the effects that start follow the action whose reducer started them.
    var lastReduced: LoggedAction?
    for event in events {
      switch event {
      case let .reduced(step):
        let logged = LoggedAction(step, time: step.at ?? now, sharedHistory: sharedWorld.history)
        scratch.actions.append(logged)
        lastReduced = logged
        history.noteReduced(upTo: step.step)
        if case let .received(effect?) = step.origin {
          lives[effect]?.sends.append(step.at ?? now)
          lives[effect]?.sentActions.append(logged)
        }
      case let .effect(.started(number, ids), at):
        lives[number] = EffectLife(
          number: number, ids: ids, step: position + 1, start: at ?? now, origin: lastReduced)
      case let .effect(.finished(number), at):
        if lives[number]?.end == nil {
          lives[number]?.end = (at ?? now, .finished)
          lives[number]?.endStep = position + 1
        }
      case let .effect(.cancelled(number), at):
        scratch.cancellations.append(number)
        lives[number]?.end = (at ?? now, .cancelled)
        lives[number]?.endStep = position + 1
      case let .effect(.stopped(number), at):
        lives[number]?.end = (at ?? now, .stopped)
        lives[number]?.endStep = position + 1
      case .effect(.nothingToCancel, _):
        break
      }
    }
  }
}
