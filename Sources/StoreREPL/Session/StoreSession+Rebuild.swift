import Composable

extension StoreSession {
  /// A store rebuilt from a checkpoint, with the clock, UUIDs, scenario, strictness and shared
  /// values it had there.
  func restoreStore(from checkpoint: SessionHistory<Step, Snapshot>.Checkpoint) {
    let snapshot = checkpoint.snapshot
    rebuildStore(from: snapshot)
    isExhaustive = snapshot.exhaustive
    isDismissalNoted = false
    if isExhaustive { store.exhaustivity = .on }
    store.continueNumbering(
      stepCount: checkpoint.reducedCount, nextEffectNumber: checkpoint.nextEffectNumber)
    lives = lives.filter { $0.key < checkpoint.nextEffectNumber }
    debugger = snapshot.debugger
    reportedBroken = nil
    stop = nil
    installHold()
  }
}
