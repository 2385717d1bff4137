import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock a shell holds on the journal it writes, for as long as it runs, so that a second
/// shell on the same files never replaces a journal that another is still writing.
///
/// The lock is `flock` on `<journal>.lock`, beside the journal (which is replaced by rename, so
/// it cannot carry the lock itself): the system releases it when the process ends, however it
/// ends, so a killed shell's journal is free for `--resume` at once. The lock file says who holds
/// it: the process and when it took the lock. It is opened close-on-exec: the worker the shell
/// starts does not hold it.
final class JournalLock {
  /// Who holds a journal's lock, as its lock file says.
  struct Holder: Equatable {
    var pid: Int32?
    /// When it took the lock, in local time: `2026-12-04 04:27:52`.
    var since: String?

    /// `another store-repl (pid 1234, started 2026-12-04 04:27:52)`.
    var described: String {
      let facts = (pid.map { ["pid \($0)"] } ?? []) + (since.map { ["started \($0)"] } ?? [])
      return "another store-repl" + (facts.isEmpty ? "" : " (\(facts.joined(separator: ", ")))")
    }

    /// Reads what a lock file says.
    init(lockFileText text: String) {
      for line in text.split(separator: "\n") {
        if line.hasPrefix("pid ") { pid = Int32(line.dropFirst(4)) }
        if line.hasPrefix("started ") { since = String(line.dropFirst(8)) }
      }
    }

    init(pid: Int32?, since: String?) {
      self.pid = pid
      self.since = since
    }

    /// What the lock file of this process says.
    var lockFileText: String {
      (pid.map { "pid \($0)\n" } ?? "") + (since.map { "started \($0)\n" } ?? "")
    }
  }

  /// What trying to take a journal's lock found.
  enum Attempt {
    /// The lock is this process's until ``release()`` or the process ends.
    case locked(JournalLock)
    /// Another process holds it.
    case held(Holder)
    /// The lock file cannot be made (a folder that cannot be written): the journal is written
    /// without a lock, as it would fail to be written anyway.
    case unavailable
  }

  /// The journal the lock is for.
  let journalPath: String
  private var descriptor: Int32

  private init(journalPath: String, descriptor: Int32) {
    self.journalPath = journalPath
    self.descriptor = descriptor
  }

  deinit { release() }

  /// The lock file of a journal.
  static func lockPath(of journalPath: String) -> String { journalPath + ".lock" }

  /// Takes the lock of the journal at `journalPath`, without waiting: its folder is made if
  /// need be, and its lock file says that this process holds it.
  static func take(_ journalPath: String) -> Attempt {
    let folder = String(journalPath[..<(journalPath.lastIndex(of: "/") ?? journalPath.startIndex)])
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = lockPath(of: journalPath)
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return .unavailable }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(descriptor)
      guard code == EWOULDBLOCK else { return .unavailable }
      let text = (try? readTextFile(path)) ?? ""
      return .held(Holder(lockFileText: text))
    }
    let holder = Holder(pid: getpid(), since: Self.now())
    if ftruncate(descriptor, 0) == 0 {
      _ = writeAll(descriptor, holder.lockFileText.utf8)
    }
    return .locked(JournalLock(journalPath: journalPath, descriptor: descriptor))
  }

  /// Gives the lock up: another shell may take the journal.
  func release() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }

  /// The local time now, to the second.
  private static func now() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: Date())
  }
}
