#if os(Linux)
  import Foundation

  // Foundation on Apple platforms has these; code written for TCA uses them to place files
  // (`.fileStorage(.documentsDirectory.appending(component: "stats.json"))`).
  extension URL {
    /// The user's documents folder, `~/Documents`.
    public static var documentsDirectory: URL { userDirectory(.documentDirectory, "Documents") }

    /// The user's caches folder, `~/.cache`.
    public static var cachesDirectory: URL { userDirectory(.cachesDirectory, ".cache") }

    /// The user's application support folder, `~/.local/share`.
    public static var applicationSupportDirectory: URL {
      userDirectory(.applicationSupportDirectory, ".local/share")
    }

    /// The user's library folder, `~/.local`.
    public static var libraryDirectory: URL { userDirectory(.libraryDirectory, ".local") }

    private static func userDirectory(
      _ directory: FileManager.SearchPathDirectory, _ fallback: String
    ) -> URL {
      FileManager.default.urls(for: directory, in: .userDomainMask).first
        ?? URL.homeDirectory.appending(path: fallback, directoryHint: .isDirectory)
    }
  }
#endif
