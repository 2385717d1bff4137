/// The history of a session as a value: its steps, where the session is among them, the
/// checkpoints it can be rebuilt from, and the rules of time travel.
///
/// A step is a command that changed the session. The session is right after step `position`;
/// the steps after it are those `undo` or `goto` went back over, kept until a new step replaces
/// them. A checkpoint is a moment with no effect in flight, taken every
/// ``checkpointInterval`` steps at most: time travel rebuilds the store from the latest
/// checkpoint at or before its target and replays the steps after it. Past ``limit`` steps, the
/// steps before a checkpoint are folded into it, and time travel goes back to it at most.
///
/// `Step` is what the session keeps of a step; `Snapshot` what it keeps of a checkpoint to
/// rebuild its store.
struct SessionHistory<Step, Snapshot> {
  /// A moment the session can be rebuilt from without replaying what came before.
  struct Checkpoint {
    /// How many steps came before it.
    var stepCount: Int
    /// How many actions the store had reduced.
    var reducedCount: Int
    /// The number the store's next effect gets.
    var nextEffectNumber: Int
    var snapshot: Snapshot
  }

  /// Where time travel goes.
  enum Move: Equatable {
    /// Back this many steps.
    case undo(Int)
    /// Right after this step; 0 is the start.
    case goto(Int)
    /// To the start.
    case reset
  }

  /// Why a move cannot be made.
  struct Refusal: Error, Equatable {
    var problem: ShellError.TimeTravelProblem
    /// Whether the problem is about the move's argument (a count or a step number).
    var isAboutArgument: Bool

    /// The message, without location.
    var message: String { problem.message }
  }

  /// The steps kept, including those after `position`.
  private(set) var steps = StepHistory<Step>()
  /// How many steps are applied: the session is right after step `position`.
  private(set) var position = 0
  /// The checkpoints kept, in the order of their steps; the first is where the session can be
  /// rebuilt from at all.
  private(set) var checkpoints: [Checkpoint]
  /// For each reduced action (by its number in the store, from 1), the step that reduced it.
  private var stepOfReducedAction = StepHistory<Int>()
  /// Where in `checkpoints` folding last found the checkpoint to fold into.
  private var foldCursor = 0
  /// How many steps the history keeps, at least, before it folds older ones.
  var limit: Int

  /// Take a checkpoint at most this often, in steps.
  static var checkpointInterval: Int { 256 }

  init(start: Snapshot, limit: Int) {
    self.checkpoints = [
      Checkpoint(stepCount: 0, reducedCount: 0, nextEffectNumber: 1, snapshot: start)
    ]
    self.limit = limit
  }

  /// How many steps were folded into the first checkpoint kept.
  var foldedCount: Int { steps.startIndex }

  /// How many steps there are, applied or not.
  var count: Int { steps.endIndex }

  /// The steps applied, in order: the session so far.
  var applied: Slice<StepHistory<Step>> { steps[..<position] }

  /// The steps after `position`, which `goto` can go forward to.
  var undoneCount: Int { steps.endIndex - position }

  /// The step the session is right after, unless it is at the start of what is kept.
  var latest: Step? { position > steps.startIndex ? steps[position - 1] : nil }

  /// The step `number` (from 1), if it is kept.
  func step(_ number: Int) -> Step? {
    (steps.startIndex..<steps.endIndex).contains(number - 1) ? steps[number - 1] : nil
  }

  /// The first checkpoint: where the session started, unless steps were folded into it.
  var start: Checkpoint { checkpoints[0] }

  // MARK: - Recording

  /// Records a new step right after `position`: the steps after it, undone, are dropped.
  mutating func record(_ step: Step) {
    if position < steps.endIndex {
      steps.removeAll(from: position)
      checkpoints.removeAll { $0.stepCount > position }
    }
    steps.append(step)
    position += 1
  }

  /// Changes the step the session is right after, if it keeps one.
  mutating func updateLatest(_ change: (inout Step) -> Void) {
    guard position > steps.startIndex else { return }
    change(&steps[position - 1])
  }

  /// During a replay, moves past the next step kept, and returns it as it was when it was made.
  mutating func recordReplayed() -> Step {
    defer { position += 1 }
    return steps[position]
  }

  /// Notes that the step being made reduced the store's actions up to number `reducedCount`.
  mutating func noteReduced(upTo reducedCount: Int) {
    while stepOfReducedAction.endIndex < reducedCount {
      stepOfReducedAction.append(position + 1)
    }
  }

  /// The step that reduced the store's action number `number` (from 1): the step being made for
  /// an action not reduced yet, the first step kept for one folded away.
  func step(reducing number: Int) -> Int {
    guard number <= stepOfReducedAction.endIndex else { return position + 1 }
    guard number > stepOfReducedAction.startIndex else { return foldedCount }
    return stepOfReducedAction[number - 1]
  }

  /// Keeps where the session is as a checkpoint, when the last is ``checkpointInterval`` steps
  /// behind or more and `isSettled` (no effect in flight, no action waiting) says it can be.
  mutating func checkpointIfDue(
    isSettled: Bool, _ checkpoint: () -> (reducedCount: Int, nextEffectNumber: Int, Snapshot)
  ) {
    let last = checkpoints.last { $0.stepCount <= position }?.stepCount ?? 0
    guard position - last >= Self.checkpointInterval, isSettled,
      !checkpoints.contains(where: { $0.stepCount == position })
    else { return }
    let (reducedCount, nextEffectNumber, snapshot) = checkpoint()
    checkpoints.append(
      Checkpoint(
        stepCount: position, reducedCount: reducedCount, nextEffectNumber: nextEffectNumber,
        snapshot: snapshot))
    checkpoints.sort { $0.stepCount < $1.stepCount }
  }

  /// Folds the steps before the latest checkpoint that keeps ``limit`` steps after it, and
  /// returns that checkpoint, when the session is at its last step and a quarter of the limit
  /// more than it has piled up: folding costs time in proportion to what is kept, and waiting
  /// for that much keeps its cost per step constant.
  mutating func foldIfOverTheLimit() -> Checkpoint? {
    let keepFrom = steps.endIndex - limit
    let batch = Swift.max(Self.checkpointInterval, limit / 4)
    guard position == steps.endIndex, keepFrom - steps.startIndex >= batch else { return nil }
    // The latest checkpoint at or before `keepFrom`, searched from where the last search ended:
    // `keepFrom` moves one step at a time and the checkpoints are in order, so the search costs
    // a constant time per step instead of a scan of every checkpoint.
    var index = Swift.min(foldCursor, checkpoints.count - 1)
    while index > 0, checkpoints[index].stepCount > keepFrom { index -= 1 }
    while index + 1 < checkpoints.count, checkpoints[index + 1].stepCount <= keepFrom {
      index += 1
    }
    foldCursor = index
    let base = checkpoints[index]
    guard base.stepCount <= keepFrom, base.stepCount > steps.startIndex else { return nil }
    steps.fold(before: base.stepCount)
    stepOfReducedAction.fold(before: base.reducedCount)
    checkpoints.removeAll { $0.stepCount < base.stepCount }
    foldCursor = 0
    return base
  }

  // MARK: - Time travel

  /// The step a move goes to, or why it cannot be made.
  func target(of move: Move) throws(Refusal) -> Int {
    switch move {
    case let .undo(count):
      guard position > foldedCount else {
        throw Refusal(
          problem: .nothingToUndo(foldedNote: foldedCount > 0 ? foldedNote : nil),
          isAboutArgument: false)
      }
      let undoable = position - foldedCount
      guard count <= undoable else {
        throw Refusal(
          problem: .tooManyToUndo(
            undoable: undoable, foldedNote: foldedCount > 0 ? foldedNote : nil),
          isAboutArgument: true)
      }
      return position - count
    case let .goto(target):
      guard target <= steps.endIndex else {
        throw Refusal(
          problem: .noSuchStep(target, last: steps.endIndex), isAboutArgument: true)
      }
      guard target >= foldedCount else {
        throw Refusal(
          problem: .stepGone(target, foldedNote: foldedNote), isAboutArgument: true)
      }
      return target
    case .reset:
      guard foldedCount == 0 else {
        throw Refusal(problem: .startGone(foldedNote: foldedNote), isAboutArgument: false)
      }
      return 0
    }
  }

  /// The checkpoint to rebuild the store from to go to right after step `target`, or nil when
  /// the steps from `position` to it can be replayed on the store as it is.
  func checkpointToRebuild(for target: Int) -> Checkpoint? {
    let checkpoint = checkpoints.last { $0.stepCount <= target } ?? checkpoints[0]
    return target < position || checkpoint.stepCount > position ? checkpoint : nil
  }

  /// Moves to `checkpoint`, where a store rebuilt from it is: the steps after it are to be
  /// replayed.
  mutating func restart(at checkpoint: Checkpoint) {
    stepOfReducedAction.removeAll(from: checkpoint.reducedCount)
    position = checkpoint.stepCount
  }

  /// Puts the session right after step `number`, the steps kept as they are: for a replay of a
  /// changed past, whose steps are not the history's (see `StoreSession.changePast`).
  mutating func move(to number: Int) {
    position = number
  }

  /// What folding left: where the kept steps start, and how to keep more.
  var foldedNote: String {
    "steps 1–\(foldedCount) were folded into a checkpoint at step \(foldedCount), the earliest "
      + "the session can go back to (it keeps the last \(limit) steps or more; "
      + "'--history <steps>' keeps more)"
  }
}
