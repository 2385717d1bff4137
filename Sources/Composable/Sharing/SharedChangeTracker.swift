import Synchronization

/// Which value of shared state a read sees while a test store asserts.
enum SharedView: Sendable {
  /// The value now.
  case current
  /// The value before the first change since the test last asserted, else the value now.
  case snapshot
  /// The value the assertion's closure wrote, else the snapshot.
  case expectedOverSnapshot
  /// The value the assertion's closure wrote, else the value now.
  case expectedOverCurrent
}

/// Records which shared values change while a test store reduces actions and runs effects, and
/// what each held before, so that a test asserts changes to shared state as it asserts the rest
/// of the state.
///
/// A test store holds one and puts it in its dependencies, so that its reducer and effects find
/// it. The first write to a root box since the test last asserted keeps a snapshot of the value
/// before it. While the store checks an assertion, a task-local ``SharedAssertion`` says which
/// value (``SharedView``) reads, comparisons and each side of a diff see; the closure's writes
/// go to an expected value kept here, never to the box. Once the test has asserted, the
/// snapshots are dropped.
@usableFromInline
final class SharedChangeTracker: Sendable {
  private struct Change {
    let root: any SharedRoot
    var snapshot: Any
    var expected: Any?
  }

  private let changes = Locked<[ObjectIdentifier: Change]>([:])
  /// Whether the assertion's closure checked last made a shared value of its own.
  private let madeNewValue = Atomic<Bool>(false)

  /// How many trackers and histories (`SharedHistory`) exist: shared values look for one only
  /// while some does.
  @usableFromInline static let watchers = Atomic<Int>(0)

  @inlinable static var isAnyLive: Bool { watchers.load(ordering: .relaxed) > 0 }

  init() {
    Self.watchers.add(1, ordering: .relaxed)
  }

  deinit {
    Self.watchers.subtract(1, ordering: .relaxed)
  }

  /// Whether a shared value changed since the test last asserted.
  var hasChanges: Bool {
    changes.withLock { !$0.isEmpty }
  }

  /// Keeps a snapshot of the root before its first change since the test last asserted.
  func willWrite(_ root: any SharedRoot) {
    let id = ObjectIdentifier(root)
    guard changes.withLock({ $0[id] == nil }) else { return }
    let snapshot = root.currentAny
    changes.withLock { changes in
      if changes[id] == nil { changes[id] = Change(root: root, snapshot: snapshot) }
    }
  }

  /// Drops the snapshots: the test has asserted the changes.
  func accept() {
    changes.withLock { $0.removeAll() }
  }

  /// Notes that an assertion's closure made a shared value of its own: `Shared(value: …)`.
  func noteNewValue() {
    madeNewValue.store(true, ordering: .relaxed)
  }

  /// Whether the closure of the last assertion made a shared value of its own: the expected
  /// state then holds a box the store's state does not.
  var expectationMadeNewValue: Bool {
    madeNewValue.load(ordering: .relaxed)
  }

  /// Forgets what the last assertion's closure wrote, before the next one runs.
  func beginExpectation() {
    madeNewValue.store(false, ordering: .relaxed)
    changes.withLock { changes in
      for id in changes.keys { changes[id]!.expected = nil }
    }
  }

  /// A reference's value as `view` sees it.
  func value<Value>(of reference: SharedReference<Value>, in view: SharedView) -> Value {
    if view == .current { return reference.current }
    let root = reference.root
    guard let value = rootValue(of: root, in: view) else { return reference.current }
    return reference.read(root: value)
  }

  /// Changes a reference's expected value, starting from its value in `view` (one of the
  /// expected views).
  func modifyExpected<Value, R>(
    _ reference: SharedReference<Value>, in view: SharedView, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    let root = reference.root
    let id = ObjectIdentifier(root)
    var value: Any = rootValue(of: root, in: view) ?? root.currentAny
    // The closure runs outside the lock: it may read other shared values.
    let result = try reference.modify(root: &value, body)
    let snapshot = changes.withLock { $0[id] == nil } ? root.currentAny : nil
    changes.withLock { [value] changes in
      if changes[id] == nil { changes[id] = Change(root: root, snapshot: snapshot!) }
      changes[id]!.expected = value
    }
    return result
  }

  /// The root's value as `view` sees it, or `nil` for its current value.
  private func rootValue(of root: any SharedRoot, in view: SharedView) -> Any? {
    let id = ObjectIdentifier(root)
    let change = changes.withLock { $0[id] }
    switch view {
    case .current:
      return nil
    case .snapshot:
      return change?.snapshot
    case .expectedOverSnapshot:
      return change?.expected ?? change?.snapshot
    case .expectedOverCurrent:
      return change?.expected
    }
  }
}

/// What shared values see while a test store checks an assertion: set for the checking task only.
struct SharedAssertion: Sendable {
  enum Mode: Sendable {
    /// The assertion's closure runs: reads see the expected values over `base`, writes change
    /// them.
    case expecting(over: SharedView)
    /// Two states are compared or diffed: the left-hand (old) side sees `old`, the other `new`.
    case comparing(old: SharedView, new: SharedView)
  }

  let tracker: SharedChangeTracker
  let mode: Mode

  /// Bound around an assertion's closure and a comparison, which never suspend: a thread's slot
  /// rather than a task-local, which would cost more than a small state's comparison.
  static let scope = ThreadScoped<SharedAssertion>()

  /// The assertion being checked on this thread, if any.
  static var current: SharedAssertion? { scope.current }

  /// What a plain read sees.
  var readView: SharedView {
    switch mode {
    case let .expecting(base): base == .snapshot ? .expectedOverSnapshot : .expectedOverCurrent
    case let .comparing(_, new): new
    }
  }
}

extension SharedReference {
  /// The value a read sees: the value now, or while a test store checks an assertion, what the
  /// assertion sees.
  @inlinable var visibleValue: Value {
    guard SharedChangeTracker.isAnyLive else { return current }
    return watchedValue
  }

  /// `visibleValue` while a test store or a session watches shared values.
  ///
  /// Apart, so that the unwatched read needs no metadata of the optionals below: asking for it
  /// costs as much as the read.
  @inline(never) @usableFromInline
  var watchedValue: Value {
    if let scratch = SharedHistory.scratch, let value = scratch.value(of: self) { return value }
    if let view = SharedHistory.view { return value(in: view, at: view.new) }
    guard let assertion = SharedAssertion.current else { return current }
    return assertion.tracker.value(of: self, in: assertion.readView)
  }

  /// The value a side of a history's view sees.
  private func value(in view: SharedHistory.View, at side: SharedHistory.Side) -> Value {
    view.history.value(of: root, on: side).map(read(root:)) ?? current
  }

  /// The value one side of a comparison or a diff sees.
  ///
  /// - Parameter isOld: Whether it is the left-hand (old, expected) side.
  func value(onOldSide isOld: Bool) -> Value {
    guard SharedChangeTracker.isAnyLive else { return current }
    return watchedValue(onOldSide: isOld)
  }

  /// `value(onOldSide:)` while a test store or a session watches shared values.
  @inline(never)
  private func watchedValue(onOldSide isOld: Bool) -> Value {
    if let view = SharedHistory.view { return value(in: view, at: isOld ? view.old : view.new) }
    guard let assertion = SharedAssertion.current else {
      return current
    }
    switch assertion.mode {
    case .expecting:
      return assertion.tracker.value(of: self, in: assertion.readView)
    case let .comparing(old, new):
      return assertion.tracker.value(of: self, in: isOld ? old : new)
    }
  }
}

// MARK: - The tracker in dependencies

private enum SharedChangeTrackerKey: DependencyKey {
  static var liveValue: SharedChangeTracker? { nil }
  static var testValue: SharedChangeTracker? { nil }
}

extension DependencyValues {
  /// The change tracker of the test store whose reducer or effect runs, if any.
  var sharedChangeTracker: SharedChangeTracker? {
    get { self[SharedChangeTrackerKey.self] }
    set { self[SharedChangeTrackerKey.self] = newValue }
  }
}
