import Composable
import Foundation
import TestHelpers
import Testing

private struct Item: Codable, Equatable, Sendable {
  var id: Int
  var title: String
}

private enum Theme: String, Sendable {
  case light, dark
}

private func temporaryFolder() -> URL {
  TemporaryFolder.uniqueURL(prefix: "shared-storage")
}

@Suite struct SharedStorageTests {
  @Test func aFileStoredValueIsWrittenAndReadBackFromARealFile() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("items.json")
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var items: [Item] = []
      $items.withLock { $0.append(Item(id: 1, title: "Milk")) }
    }
    #expect(
      try String(contentsOf: url, encoding: .utf8) == """
        [
          {
            "id" : 1,
            "title" : "Milk"
          }
        ]
        """)
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var items: [Item] = []
      #expect(items == [Item(id: 1, title: "Milk")])
      #expect($items.loadError == nil)
    }
  }

  @Test func aCorruptFileIsReportedAndGivesTheDefault() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("items.json")
    try Data("[{\"id\": 1".utf8).write(to: url)
    let line = #line + 5
    withKnownIssue {
      withDependencies {
        $0.defaultFileStorage = .fileSystem
      } operation: {
        @Shared(.fileStorage(url)) var items = [Item(id: 0, title: "Default")]
        #expect(items == [Item(id: 0, title: "Default")])
        #expect($items.loadError is SharingError)
      }
    } matching: { issue in
      issue.hasMessage(
        """
        Could not load the shared value of .fileStorage("\(url.path)"): '\(url.path)' does not \
        hold a [Item] as JSON (The given data was not valid JSON.).

        The value starts from its default instead; the storage is written again at its next change.
        """, at: line)
    }
  }

  @Test func appStorageRoundTripsThroughAFileInTheDataFolder() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = AppStorageDefaults.defaultFileURL(
      appName: "Demo", environment: ["XDG_DATA_HOME": folder.path, "HOME": "/nowhere"])
    #expect(file.path == folder.path + "/Demo/AppStorage.json")
    #expect(
      AppStorageDefaults.defaultFileURL(appName: "Demo", environment: ["HOME": "/home/blob"]).path
        == "/home/blob/.local/share/Demo/AppStorage.json")
    withDependencies {
      $0.defaultAppStorage = AppStorageDefaults(fileURL: file)
    } operation: {
      @Shared(.appStorage("isOn")) var isOn = false
      @Shared(.appStorage("count")) var count = 0
      @Shared(.appStorage("theme")) var theme = Theme.light
      @Shared(.appStorage("name")) var name: String?
      @Shared(.appStorage("site")) var site = URL(string: "https://example.com")!
      $isOn.withLock { $0 = true }
      $count.withLock { $0 = 3 }
      $theme.withLock { $0 = .dark }
      $name.withLock { $0 = "Blob" }
      $name.withLock { $0 = nil }
      $site.withLock { $0 = URL(string: "https://example.org")! }
    }
    #expect(
      try String(contentsOf: file, encoding: .utf8) == """
        {
          "count" : {
            "int" : 3
          },
          "isOn" : {
            "bool" : true
          },
          "site" : {
            "string" : "https:\\/\\/example.org"
          },
          "theme" : {
            "string" : "dark"
          }
        }
        """)
    withDependencies {
      $0.defaultAppStorage = AppStorageDefaults(fileURL: file)
    } operation: {
      @SharedReader(.appStorage("isOn")) var isOn = false
      @SharedReader(.appStorage("count")) var count = 0
      @SharedReader(.appStorage("theme")) var theme = Theme.light
      @SharedReader(.appStorage("name")) var name: String?
      #expect(isOn && count == 3 && theme == .dark && name == nil)
    }
  }

  @Test func aTestStoresAppStorageIsInMemory() async {
    struct Feature: Reducer {
      struct State: Equatable {
        @Shared(.appStorage("isOn")) var isOn = false
      }
      enum Action { case toggle }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.$isOn.withLock { $0.toggle() }
        return .none
      }
    }
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.toggle) { $0.$isOn.withLock { $0 = true } }
    // NB: Stores in one test share the test's app storage; another storage holds nothing.
    let other = TestStore(initialState: Feature.State()) { Feature() }
    #expect(other.state.isOn == true)
    let apart = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.defaultAppStorage = .inMemory
    }
    #expect(apart.state.isOn == false)
  }
}
