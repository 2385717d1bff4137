/// Every value shared state takes while a session keeps its history, numbered in one sequence
/// of versions: a state kept from earlier reads as it was then (``reading(old:new:_:)``), and the
/// session can go back (``restore(to:)``).
///
/// A `Shared` inside a state is a reference: a copy of the state kept for later sees the value
/// now, not the value it had. A history that the store's dependencies hold records, for each
/// root box written while it lives, its value before the first write and after each, so that
/// the shell's step diffs show what each step changed and time travel puts shared values back.
package final class SharedHistory: Sendable {
  private struct Root {
    let root: any SharedRoot
    /// The value before the first write the history saw.
    let initial: Any
    /// The value after each write, by version, in order.
    var writes: [(version: UInt64, value: Any)] = []

    func value(at version: UInt64) -> Any {
      writes.last { $0.version <= version }?.value ?? initial
    }
  }

  private struct State {
    var version: UInt64 = 0
    var roots: [ObjectIdentifier: Root] = [:]
  }

  private let state = Locked(State())

  package init() {
    SharedChangeTracker.watchers.add(1, ordering: .relaxed)
  }

  deinit {
    SharedChangeTracker.watchers.subtract(1, ordering: .relaxed)
  }

  /// The version now: it grows by one with every write.
  package var version: UInt64 {
    state.withLock { $0.version }
  }

  /// Notes a root's value before a write, the first time the history sees it written.
  func willWrite(_ root: any SharedRoot) {
    let id = ObjectIdentifier(root)
    guard state.withLock({ $0.roots[id] == nil }) else { return }
    let initial = root.currentAny
    state.withLock { state in
      if state.roots[id] == nil { state.roots[id] = Root(root: root, initial: initial) }
    }
  }

  /// Notes a root's value after a write, under a new version.
  func didWrite(_ root: any SharedRoot) {
    let value = root.currentAny
    state.withLock { state in
      state.version += 1
      state.roots[ObjectIdentifier(root)]?.writes.append((state.version, value))
    }
  }

  /// A root's value as `side` sees it, or nil when that is its value now.
  func value(of root: any SharedRoot, on side: Side) -> Any? {
    switch side {
    case .now: nil
    case let .version(version):
      state.withLock { $0.roots[ObjectIdentifier(root)]?.value(at: version) }
    case let .values(values): values.values[ObjectIdentifier(root)]
    }
  }

  /// The value now of every root the history saw written: a moment to read states at later,
  /// after the history has gone back (``Side/values(_:)``).
  package func valuesNow() -> Values {
    let roots = state.withLock { $0.roots.values.map(\.root) }
    return Values(
      values: Dictionary(uniqueKeysWithValues: roots.map { (ObjectIdentifier($0), $0.currentAny) }))
  }

  /// Shared values at a moment, kept by ``valuesNow()``.
  package struct Values: @unchecked Sendable {
    // NB: `@unchecked` because the values need not be `Sendable`; they are only read.
    let values: [ObjectIdentifier: Any]
  }

  /// Which values a side of a comparison reads.
  package enum Side: Sendable {
    /// The values now.
    case now
    /// The values at a version of the history.
    case version(UInt64)
    /// Values kept earlier.
    case values(Values)
  }

  /// Puts every root the history saw written back to its value at `version`, and forgets the
  /// writes after it. Each root saves the value to its storage, as a write does.
  package func restore(to version: UInt64) {
    let restored = state.withLock { state -> [(any SharedRoot, Any)] in
      var restored: [(any SharedRoot, Any)] = []
      for (id, root) in state.roots {
        let value = root.value(at: version)
        if root.writes.last.map({ $0.version > version }) == true {
          restored.append((root.root, value))
        }
        state.roots[id]?.writes.removeAll { $0.version > version }
      }
      return restored
    }
    for (root, value) in restored { root.restore(value) }
  }

  /// Runs `body` with shared values read as they were: the old side of comparisons and diffs at
  /// version `old`, the new side and plain reads at `new`.
  package func reading<R>(old: UInt64, new: UInt64, _ body: () throws -> R) rethrows -> R {
    try reading(old: .version(old), new: .version(new), body)
  }

  /// Runs `body` with the old side of comparisons and diffs reading `old`, and the new side and
  /// plain reads `new`.
  package func reading<R>(old: Side, new: Side, _ body: () throws -> R) rethrows -> R {
    try Self.$view.withValue(View(history: self, old: old, new: new), operation: body)
  }

  /// What reads see, while ``reading(old:new:_:)`` runs.
  struct View: Sendable {
    let history: SharedHistory
    let old: Side
    let new: Side
  }

  @TaskLocal static var view: View?

  /// Runs `body` with writes to shared values made on scratch copies, which reads in `body` see
  /// and no holder of the values does: to work out an expected state without changing the
  /// state.
  ///
  /// - Returns: What `body` returns, and the values now with the scratch copies over them: the
  ///   old side of a comparison with the state after a change.
  package func scratching<R, E: Error>(
    _ body: () throws(E) -> R
  ) throws(E) -> (result: R, values: Values) {
    let scratch = Scratch()
    let before = valuesNow()
    let result: Result<R, E> = Self.$scratch.withValue(scratch) {
      do throws(E) { return .success(try body()) } catch { return .failure(error) }
    }
    let values = Values(values: before.values.merging(scratch.roots.withLock { $0 }) { $1 })
    return (try result.get(), values)
  }

  /// The scratch copies of the roots written while ``scratching(_:)`` runs.
  final class Scratch: Sendable {
    let roots = Locked<[ObjectIdentifier: Any]>([:])
  }

  @TaskLocal static var scratch: Scratch?
}

extension SharedHistory.Scratch {
  /// Changes a reference's part of its root's scratch copy, made from the root's value now.
  func modify<Value, R>(
    _ reference: SharedReference<Value>, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    let root = reference.root
    let id = ObjectIdentifier(root)
    var value: Any = roots.withLock { $0[id] } ?? root.currentAny
    let result = try reference.modify(root: &value, body)
    roots.withLock { [value] in $0[id] = value }
    return result
  }

  /// A reference's value in the scratch copies, or nil when its root has none.
  func value<Value>(of reference: SharedReference<Value>) -> Value? {
    roots.withLock { $0[ObjectIdentifier(reference.root)] }.map(reference.read(root:))
  }
}

extension DependencyValues {
  /// The history of shared values that a session keeps, if any.
  package var sharedHistory: SharedHistory? {
    get { self[SharedHistoryKey.self] }
    set { self[SharedHistoryKey.self] = newValue }
  }
}

private enum SharedHistoryKey: DependencyKey {
  static var liveValue: SharedHistory? { nil }
  static var testValue: SharedHistory? { nil }
}
