import ComposableArchitecture
import ExampleFeatures
import Foundation
import Testing

struct SyncUpsPersistenceTests {
  @Test
  func theSyncUpsKeyIsAFileInTheDocumentsFolder() {
    let key: FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default = .syncUps
    #expect(String(describing: key).hasSuffix("/Documents/sync-ups.json\")"))
  }

  @Test
  func syncUpsAreSavedToTheFileAndLoadedFromIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SyncUpsPersistenceTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sync-ups.json")

    withDependencies {
      $0.context = .live
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var syncUps: IdentifiedArrayOf<SyncUp> = []
      $syncUps.withLock { _ = $0.append(.mock) }
      $syncUps.withLock { _ = $0.append(.engineeringMock) }
    }

    let saved = try JSONDecoder().decode(
      IdentifiedArrayOf<SyncUp>.self, from: Data(contentsOf: url))
    #expect(saved == [.mock, .engineeringMock])

    let loaded = withDependencies {
      $0.context = .live
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var syncUps: IdentifiedArrayOf<SyncUp> = []
      return syncUps
    }
    #expect(loaded == [.mock, .engineeringMock])
  }
}
