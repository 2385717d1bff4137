import Composable
import Foundation

extension DependencyValues {
  /// The shell's own dependencies, which every scenario's overrides start from: live values, on
  /// the session's virtual clock, with deterministic dates and UUIDs. Shared state lives in the
  /// session's own storage: no file of the user's is read or written unless a scenario puts
  /// real storage back.
  mutating func applyShellDefaults(
    clock: TestClock, uuids: IncrementingUUIDGenerator, world: SharedWorld
  ) {
    context = .live
    defaultInMemoryStorage = world.inMemory
    defaultFileStorage = world.files
    defaultAppStorage = world.appStorage
    sharedHistory = world.history
    continuousClock = clock
    suspendingClock = clock
    mainQueue = DispatchQueue.test(clock: clock).eraseToAnyScheduler()
    mainRunLoop = RunLoop.test(clock: clock).eraseToAnyScheduler()
    uuid = .incrementing(uuids)
    date = DateGenerator {
      let (seconds, attoseconds) = clock.now.offset.components
      return Date(timeIntervalSince1970: Double(seconds) + Double(attoseconds) / 1e18)
    }
  }
}

/// Where a session's shared state lives: storage in memory for `.inMemory`, `.fileStorage` and
/// `.appStorage` keys, the same for every store the session rebuilds, and the history of the
/// values shared state took, by which step diffs read them and time travel puts them back.
struct SharedWorld: Sendable {
  let inMemory = InMemoryStorage()
  let files = FileStorage.inMemory
  let appStorage = AppStorageDefaults.inMemory
  let history = SharedHistory()
}
