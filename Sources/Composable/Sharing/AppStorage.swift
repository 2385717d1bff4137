import Foundation

/// The values `.appStorage` keys store, by key: the `defaultAppStorage` dependency, in place of
/// `UserDefaults`.
///
/// ``standard`` keeps them in a JSON file in the user's data folder
/// (`$XDG_DATA_HOME/<app>/AppStorage.json`, else `~/.local/share/<app>/AppStorage.json`), read
/// when first used and written atomically after every change; changes other processes make to
/// the file after it was read are not noticed. ``inMemory`` keeps them in memory, and is what
/// each test store gets.
public final class AppStorageDefaults: Sendable {
  let registry = SharedRegistry(keepsBoxes: false)
  private let fileURL: URL?
  /// The values, once read.
  private let values = Locked<[String: AppStorageValue]?>(nil)

  /// Creates defaults kept in a JSON file, read when first used.
  ///
  /// - Parameter fileURL: The file.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  private init() {
    self.fileURL = nil
    values.withLock { $0 = [:] }
  }

  /// New, empty defaults in memory.
  public static var inMemory: AppStorageDefaults { AppStorageDefaults() }

  /// The defaults of this program, in the user's data folder.
  public static let standard = AppStorageDefaults(
    fileURL: defaultFileURL(
      appName: ProcessInfo.processInfo.processName,
      environment: ProcessInfo.processInfo.environment))

  /// The file that ``standard`` keeps an app's defaults in.
  ///
  /// - Parameters:
  ///   - appName: The app's name, the folder in the data folder.
  ///   - environment: The environment, for `XDG_DATA_HOME` and `HOME`.
  /// - Returns: `$XDG_DATA_HOME/<app>/AppStorage.json`, else
  ///   `$HOME/.local/share/<app>/AppStorage.json`.
  public static func defaultFileURL(appName: String, environment: [String: String]) -> URL {
    let data: URL
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      data = URL(fileURLWithPath: xdg, isDirectory: true)
    } else {
      let home = environment["HOME"] ?? NSHomeDirectory()
      data = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/share", isDirectory: true)
    }
    return data.appendingPathComponent(appName, isDirectory: true)
      .appendingPathComponent("AppStorage.json")
  }

  /// The value stored for a key.
  ///
  /// - Throws: When the file cannot be read or does not decode.
  func value(forKey key: String) throws -> AppStorageValue? {
    try values.withLock { values in
      if values == nil { values = try read() }
      return values?[key]
    }
  }

  /// Stores a value for a key, or removes it for `nil`, and writes the file.
  ///
  /// - Throws: When the file cannot be written.
  func set(_ value: AppStorageValue?, forKey key: String) throws {
    try values.withLock { values in
      if values == nil { values = (try? read()) ?? [:] }
      values![key] = value
      guard let fileURL else { return }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = try encoder.encode(values!)
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: fileURL, options: .atomic)
    }
  }

  private func read() throws -> [String: AppStorageValue] {
    guard let fileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return [:] }
    let data = try Data(contentsOf: fileURL)
    do {
      return try JSONDecoder().decode([String: AppStorageValue].self, from: data)
    } catch {
      throw SharingError("'\(fileURL.path)' does not hold app storage values as JSON.")
    }
  }
}

/// A value app storage keeps, tagged with its kind in the file: `{"int": 3}`.
enum AppStorageValue: Codable, Equatable, Sendable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case data(Data)

  private enum CodingKeys: String, CodingKey {
    case bool, int, double, string, data
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let key = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "Expected one of bool, int, …"))
    }
    switch key {
    case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
    case .int: self = .int(try container.decode(Int.self, forKey: key))
    case .double: self = .double(try container.decode(Double.self, forKey: key))
    case .string: self = .string(try container.decode(String.self, forKey: key))
    case .data: self = .data(try container.decode(Data.self, forKey: key))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case let .bool(value): try container.encode(value, forKey: .bool)
    case let .int(value): try container.encode(value, forKey: .int)
    case let .double(value): try container.encode(value, forKey: .double)
    case let .string(value): try container.encode(value, forKey: .string)
    case let .data(value): try container.encode(value, forKey: .data)
    }
  }
}

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: AppStorageDefaults { .standard }
  static var testValue: AppStorageDefaults { .inMemory }
}

extension DependencyValues {
  /// The storage of `.appStorage` keys: the program's defaults file, or defaults in memory for
  /// each test store.
  public var defaultAppStorage: AppStorageDefaults {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}
