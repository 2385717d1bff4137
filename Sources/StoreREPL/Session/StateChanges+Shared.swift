import Composable

extension StateChanges {
  /// The assignments for the change from `before` to `after` (`$0.count = -1`), as
  /// ``between(_:_:path:form:)`` writes them, and those a test leaves out: a shared value that
  /// several holders of the state see changes once in a test, through the first holder of its
  /// whole value (`$0.syncUpsList.$syncUps.withLock { … }`, not also the detail's
  /// `$0.path[id: 0]?.detail?.$syncUp.withLock { … }`, a part of it).
  static func assignments(
    _ before: Any, _ after: Any
  ) -> (all: [String], repeatedShared: Set<String>) {
    let writes = SharedWrites()
    let lines = $sharedWrites.withValue(writes) { between(before, after, path: "$0") }
    return (lines, writes.repeated)
  }

  /// The shared values ``assignments(_:_:)`` has written so far, while it runs.
  @TaskLocal static var sharedWrites: SharedWrites?

  /// The lines that change shared values, by holder, in the order they were written.
  final class SharedWrites: Sendable {
    private let holders = Lock<[(lines: [String], root: ObjectIdentifier, isWhole: Bool)]>([])

    func note(_ lines: [String], of shared: any SharedIdentifying) {
      holders.withLock {
        $0.append((lines, shared.sharedRootID, shared.isWholeSharedValue))
      }
    }

    /// The lines of every holder of a box but the first that holds its whole value, when one
    /// does.
    var repeated: Set<String> {
      holders.withLock { holders in
        var kept: [ObjectIdentifier: Int] = [:]
        for (index, holder) in holders.enumerated() where holder.isWhole {
          if kept[holder.root] == nil { kept[holder.root] = index }
        }
        var repeated: Set<String> = []
        for (index, holder) in holders.enumerated() {
          guard let keeper = kept[holder.root], keeper != index else { continue }
          repeated.formUnion(holder.lines)
        }
        return repeated
      }
    }
  }
}
