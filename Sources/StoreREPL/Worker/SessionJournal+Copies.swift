import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SessionJournal {
  // MARK: - Sessions saved apart

  /// The journals of sessions on the same files saved apart, because another shell had this
  /// journal open when they started: `<name>.<pid>.session` beside `<name>.session`.
  static func copies(of path: String) -> [String] {
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    let folder = String(path[..<slash])
    let prefix = String(path[path.index(after: slash)...].dropLast(".session".count)) + "."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".session") }.sorted()
      .map { "\(folder)/\($0)" }
  }

  /// A journal beside `path` for a session saved apart, that no file has yet, with its lock.
  ///
  /// - Returns: The path, and its lock (nil when locks cannot be made there).
  static func takeCopy(of path: String) -> (path: String, lock: JournalLock?) {
    let base = String(path.dropLast(".session".count)) + ".\(getpid())"
    var number = 1
    while true {
      let copy = base + (number == 1 ? "" : "-\(number)") + ".session"
      number += 1
      guard !FileManager.default.fileExists(atPath: copy) else { continue }
      switch JournalLock.take(copy) {
      case let .locked(lock): return (copy, lock)
      case .held: continue
      case .unavailable: return (copy, nil)
      }
    }
  }

  // MARK: - The session to resume

  /// The journal `--resume` takes, or why there is none.
  enum Resumable {
    /// A journal that no shell has open, its lock taken (nil when locks cannot be made).
    case free(path: String, journal: SessionJournal, lock: JournalLock?)
    /// The latest journal is open in another shell: its holder.
    case held(JournalLock.Holder, journal: SessionJournal)
    /// The latest journal cannot be read: why.
    case unreadable(path: String, error: TranscriptError)
    case none

    /// Gives up the lock taken, if any.
    func release() {
      if case let .free(_, _, lock) = self { lock?.release() }
    }
  }

  /// Of the journals at `paths`, the one `--resume` brings back: the latest written that no
  /// shell has open and whose session did not end (a killed session); else the latest of all,
  /// which is then an ended session, one open in another shell, or one that cannot be read.
  static func resumable(among paths: [String]) -> Resumable {
    var latest: Resumable?
    for path in latestFirst(paths) {
      // NB: Read once the lock is taken, so that no shell writes it meanwhile.
      let attempt = JournalLock.take(path)
      let found: Resumable
      do throws(TranscriptError) {
        let journal = try SessionJournal(contentsOf: path)
        switch attempt {
        case let .held(holder): found = .held(holder, journal: journal)
        case let .locked(lock): found = .free(path: path, journal: journal, lock: lock)
        case .unavailable: found = .free(path: path, journal: journal, lock: nil)
        }
      } catch {
        if case let .locked(lock) = attempt { lock.release() }
        found = .unreadable(path: path, error: error)
      }
      if case let .free(_, journal, _) = found, !journal.isEnded {
        latest?.release()
        return found
      }
      if latest == nil {
        latest = found
      } else {
        found.release()
      }
    }
    return latest ?? .none
  }

  /// The journals in `folder`.
  static func all(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".session") }.map { "\(folder)/\($0)" }
  }

  /// `paths` that name files, the most recently written first.
  static func latestFirst(_ paths: [String]) -> [String] {
    let dated = paths.compactMap { path in
      ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)
        .map { (path, $0) }
    }
    return dated.sorted { $0.1 > $1.1 }.map(\.0)
  }
}
