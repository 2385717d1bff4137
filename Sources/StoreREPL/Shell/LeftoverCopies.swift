import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary copies a shell makes — a lesson's files (`store-repl-lesson-<pid>-…`), the code
/// a worker last ran (`store-repl-last-code-<pid>-…`) — outlive a shell that was killed (`kill
/// -9`, a hang-up in the middle of a lesson). The next shell removes those whose process is gone.
enum LeftoverCopies {
  /// The names' beginnings, each followed by the pid of the shell that made the copy.
  static let prefixes = ["store-repl-lesson-", "store-repl-last-code-"]

  /// Removes the copies in `folder` whose shell no longer runs.
  ///
  /// - Returns: The names removed.
  @discardableResult
  static func remove(
    in folder: URL = FileManager.default.temporaryDirectory
  ) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var removed: [String] = []
    for name in names.sorted() {
      guard let pid = owner(of: name), !isRunning(pid) else { continue }
      if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil {
        removed.append(name)
      }
    }
    return removed
  }

  /// The pid in a copy's name, or nil for a name that is no such copy.
  static func owner(of name: String) -> pid_t? {
    guard let prefix = prefixes.first(where: name.hasPrefix) else { return nil }
    let rest = name.dropFirst(prefix.count)
    guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else {
      return nil
    }
    return pid
  }

  /// Whether a process numbered `pid` exists (a process of another user counts).
  private static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}
