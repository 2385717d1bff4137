import Foundation

/// A fresh folder under the system's temporary folder, for a test that writes files; the test
/// takes it away with `remove()`, with what it wrote in it.
public struct TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Its path.
  public var path: String { url.path }

  /// Makes the folder.
  ///
  /// - Parameter prefix: The start of its name, which says which tests made it.
  public init(prefix: String = "store-repl-tests") throws {
    url = Self.uniqueURL(prefix: prefix)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path under the system's temporary folder that nothing has, for a test whose code makes
  /// the folder itself.
  public static func uniqueURL(prefix: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString)", isDirectory: true)
  }

  /// The names in the folder, sorted.
  public func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// Removes the folder and what is in it.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
