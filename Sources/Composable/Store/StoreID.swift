/// The identity of a store: a root store, or the store scoped from another by the key path of
/// its state.
///
/// Scoping makes a new store object each time, as a view that scopes in its body does on every
/// evaluation; the identity stays the same, so that a sheet presenting a scoped store, or a row
/// of a `ForEach` over scoped stores, is the same view from one evaluation to the next.
public struct StoreID: Hashable, @unchecked Sendable {
  // `@unchecked` because key paths are not `Sendable`; a key path is an immutable value.
  private indirect enum Storage: Hashable {
    case root(ObjectIdentifier)
    case scoped(parent: StoreID, path: AnyKeyPath)
  }

  private let storage: Storage

  /// The identity of a root store.
  init(root: AnyObject) {
    self.storage = .root(ObjectIdentifier(root))
  }

  /// The identity of a store scoped from another by the key path of its state.
  init(parent: StoreID, path: AnyKeyPath) {
    self.storage = .scoped(parent: parent, path: path)
  }
}

extension Store: Identifiable {}

extension Store: Hashable {
  /// Whether two stores are the same store: the same root, or scoped the same way from it.
  public static func == (lhs: Store, rhs: Store) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
