import Foundation
import ValueDump

/// Where file-stored shared values are read and written: the `defaultFileStorage` dependency.
///
/// ``fileSystem`` writes real files, each atomically (a temporary file renamed over the old
/// one); ``inMemory`` keeps the files in memory, and is what each test store gets. A value saved
/// to files in memory is encoded when the file is next read, not at every change: a test or a
/// session pays for the encoding only when something reads the file back.
public final class FileStorage: Sendable {
  let registry = SharedRegistry(keepsBoxes: false)
  private let read: @Sendable (URL) throws -> Data?
  private let write: @Sendable (@escaping @Sendable () throws -> Data, URL) throws -> Void

  private init(
    read: @escaping @Sendable (URL) throws -> Data?,
    write: @escaping @Sendable (@escaping @Sendable () throws -> Data, URL) throws -> Void
  ) {
    self.read = read
    self.write = write
  }

  /// The files of the file system.
  public static let fileSystem = FileStorage(
    read: { url in
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      return try Data(contentsOf: url)
    },
    write: { data, url in
      let data = try data()
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    })

  /// A new, empty set of files in memory.
  public static var inMemory: FileStorage {
    let files = Locked<[URL: @Sendable () throws -> Data]>([:])
    return FileStorage(
      read: { url in
        guard let contents = files.withLock({ $0[url] }) else { return nil }
        let data = try contents()
        files.withLock { $0[url] = { data } }
        return data
      },
      write: { data, url in files.withLock { $0[url] = data } })
  }

  /// The data of a file, `nil` when there is none.
  ///
  /// - Parameter url: The file.
  /// - Returns: Its data.
  /// - Throws: When the file cannot be read.
  public func data(at url: URL) throws -> Data? {
    try read(url)
  }

  /// Writes a file, atomically.
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - url: The file.
  /// - Throws: When the file cannot be written.
  public func save(_ data: Data, to url: URL) throws {
    try write({ data }, url)
  }

  /// Writes a file with what `encode` makes: at once to the file system, when it is next read to
  /// files in memory.
  func save(encoding encode: @escaping @Sendable () throws -> Data, to url: URL) throws {
    try write(encode, url)
  }
}

/// A key for a value stored as JSON in a file: `@Shared(.fileStorage(url)) var items: [Item] = []`.
///
/// The file is read when the first holder of the key is made (a missing file gives the default;
/// one that does not decode is reported, and gives the default too), and written, atomically,
/// after every change. Writes by other processes are not noticed: the value read first stays
/// until this program changes it.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey, SharedKeyStorage,
  CustomStringConvertible
{
  let url: URL
  let storage: FileStorage

  init(_ url: URL) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url.standardizedFileURL
    self.storage = storage
  }

  /// The file.
  public var id: URL { url }

  /// Reads and decodes the file.
  ///
  /// - Throws: A ``SharingError`` when the file does not hold the value as JSON.
  public func load(initialValue: Value?) throws -> Value? {
    guard let data = try storage.data(at: url) else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch let error as DecodingError {
      throw SharingError(
        "'\(url.path)' does not hold a \(dumpTypeName(Value.self)) as JSON (\(Self.reason(error)))."
      )
    }
  }

  /// Encodes the value and writes the file, atomically.
  public func save(_ value: Value) throws {
    try storage.save(
      encoding: {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(value)
      }, to: url)
  }

  var registry: SharedRegistry { storage.registry }
  var isPersistent: Bool { true }

  /// `.fileStorage("/path/to/file.json")`.
  public var description: String { ".fileStorage(\(customDumpInline(url.path)))" }

  private static func reason(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    switch error {
    case let .dataCorrupted(found), let .keyNotFound(_, found), let .typeMismatch(_, found),
      let .valueNotFound(_, found):
      context = found
    @unknown default:
      return String(describing: error)
    }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
  }
}

extension SharedReaderKey {
  /// A key for a value stored as JSON in a file, in the `defaultFileStorage` dependency.
  ///
  /// - Parameter url: The file.
  /// - Returns: The key.
  public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url)
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The storage of `.fileStorage` keys: the file system, or files in memory for each test
  /// store.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}
