#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Tagged where RawValue == UUID {
  /// Tags a new random UUID: `SyncUp.ID()`.
  public init() {
    self.init(rawValue: UUID())
  }

  /// Tags the UUID a string spells, such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
  ///
  /// - Parameter uuidString: The string.
  public init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    self.init(rawValue: uuid)
  }
}
