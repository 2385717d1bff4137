import SwiftMetadata

/// A cancellation id: any `Hashable & Sendable` value, compared by its type and value, so that
/// `A.CancelID.delay` and `B.CancelID.delay` are different ids, and by the navigation path of the
/// feature that used it.
///
/// A child feature's ids are its own: the reducers that run a child (`ifLet`, `ifCaseLet`,
/// `forEach`, a presented destination, a stack element) scope its effects under a step of the
/// path, the child's own id (see ``Effect/scoped(under:)``). An effect registered at a path is
/// registered at each of its prefixes too, and `.cancel(id:)` cancels at the path of the feature
/// that returns it: a parent reaches its children's effects, a child reaches neither its parent's
/// nor its siblings'.
public struct CancelID: Hashable, Sendable, CustomStringConvertible {
  let type: ObjectIdentifier
  let value: any Hashable & Sendable
  /// The steps from the root feature to the feature that used the id, outermost first: the ids
  /// of the children that run it.
  package private(set) var path: [CancelID] = []

  /// Wraps an id.
  ///
  /// - Parameter id: The id.
  public init(_ id: some Hashable & Sendable) {
    // Types compared before the cast: a conditional cast of every id would ask the runtime.
    if Swift.type(of: id) == CancelID.self, let id = id as? CancelID {
      self = id
      return
    }
    self.type = ObjectIdentifier(Swift.type(of: id))
    self.value = id
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.value.isEqual(to: rhs.value) && lhs.path == rhs.path
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(value)
    // Most ids are the root feature's, with no path: they hash as their type and value only.
    if !path.isEmpty { hasher.combine(path) }
  }

  /// The id used one step further down the navigation path: by the child `step` names.
  func under(_ step: CancelID) -> CancelID {
    var id = self
    id.path.insert(step, at: 0)
    return id
  }

  /// The id used at `path`.
  func at(_ path: [CancelID]) -> CancelID {
    guard !path.isEmpty else { return self }
    var id = self
    id.path = path + id.path
    return id
  }

  /// Calls `body` with the id at its path and at each of its path's prefixes, the shortest last:
  /// where an effect registered under it is found. No array is made: a root feature's id, the
  /// most common, is only itself.
  @inline(__always)
  func forEachPrefix(_ body: (CancelID) -> Void) {
    body(self)
    guard !path.isEmpty else { return }
    var id = self
    while !id.path.isEmpty {
      id.path.removeLast()
      body(id)
    }
  }

  /// The id as people write it: `CancelID.delay`, `"search"`, `42`; a child's id says whose it
  /// is: `CancelID.timer in \.rows[id: 1]`.
  public var description: String {
    guard !path.isEmpty else { return rootDescription }
    return rootDescription + " in "
      + path.map { ($0.value as? any InternalCancelID)?.pathStep ?? $0.rootDescription }
      .joined(separator: " › ")
  }

  /// Whether a person wrote this id so: as the feature's code does (`CancelID.delay`, or its
  /// value alone, `delay`), whichever feature of the path used it, or with its path.
  package func isWritten(as written: some StringProtocol) -> Bool {
    rootDescription == written || valueDescription == written
      || (!path.isEmpty && description == written)
  }

  /// The id as the root feature uses it: cancelling it there cancels it in every child too.
  package var atRoot: CancelID {
    var id = self
    id.path = []
    return id
  }

  /// The id without its path.
  package var rootDescription: String {
    let text = String(describing: value)
    if value is String { return "\"\(text)\"" }
    if value is any Numeric || isInternal { return text }
    return "\(_typeName(Swift.type(of: value), qualified: false)).\(text)"
  }

  /// Whether the engine made the id for its own bookkeeping (the effects of an `ifLet` child),
  /// rather than a feature.
  package var isInternal: Bool { value is any InternalCancelID }

  /// The id's value alone (`delay` for `CancelID.delay`).
  public var valueDescription: String { String(describing: value) }
}

extension Hashable {
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A cancellation id the engine makes for its own bookkeeping; the shell does not mention one
/// that found nothing to cancel.
public protocol InternalCancelID: Hashable, Sendable {
  /// The child the id names, as a step of a navigation path reads: `\.$destination`,
  /// `\.rows[id: 2]`.
  var pathStep: String { get }
}

/// A key path to a child's state as a step of a navigation path reads: `\\.rows`, or
/// `\\.$destination` for the projected value of a property wrapper, whose key path prints as
/// `<computed …>`: found as the one stored property of the root whose type is the key path's
/// value's.
func pathStepName(_ keyPath: AnyKeyPath) -> String {
  let keyPathType = type(of: keyPath)
  let text = "\(keyPath)"
  let root = "\\\(keyPathType.rootType)"
  if text.hasPrefix(root), !text.contains("<computed") {
    return "\\" + text.dropFirst(root.count)
  }
  if let layout = StructLayout(TypeMetadata(keyPathType.rootType)) {
    let names = layout.fields.filter { $0.type == keyPathType.valueType }.map(\.name)
    if names.count == 1, names[0].hasPrefix("_") { return "\\.$" + names[0].dropFirst() }
  }
  return text
}
