import Foundation
import Synchronization

/// `A.swift`, `A.swift and B.swift`, `A.swift, B.swift and C.swift`.
package func listed(_ paths: [String]) -> String {
  guard let last = paths.last else { return "" }
  return paths.count == 1 ? last : paths.dropLast().joined(separator: ", ") + " and " + last
}

/// Watches files for `--watch`: a thread looks at their modification times and sizes a few times
/// a second and, when one changed, wakes the line reader so that the shell reloads at once.
final class FileWatcher: Sendable {
  private let stopped = Atomic<Bool>(false)

  init(files: [String], stamps: [String]) {
    Thread.detachNewThread { [self] in
      var seen = stamps
      while !self.stopped.load(ordering: .relaxed) {
        Thread.sleep(forTimeInterval: 0.25)
        let now = Self.stamps(of: files)
        // NB: A reader not reading now finds the change before its next prompt.
        if now != seen, InterruptFlag.wakeReader() { seen = now }
      }
    }
  }

  func stop() {
    stopped.store(true, ordering: .relaxed)
  }

  /// Each file's modification time and size, as text to compare.
  static func stamps(of files: [String]) -> [String] {
    files.map { file in
      var status = stat()
      guard stat(file, &status) == 0 else { return "missing" }
      return "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_size)"
    }
  }
}
