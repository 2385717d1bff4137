/// A shared value's place among those of a state: the box it lives in, and whether it is that
/// box's whole value or a part of another holder's (`Shared($syncUps[id: id])`).
package protocol SharedIdentifying {
  /// The box the value lives in: holders of one box see one value.
  var sharedRootID: ObjectIdentifier { get }
  /// Whether the value is its box's whole value, not a part of it.
  var isWholeSharedValue: Bool { get }
}

extension Shared: SharedIdentifying {
  package var sharedRootID: ObjectIdentifier { ObjectIdentifier(reference.root) }

  package var isWholeSharedValue: Bool { reference === reference.root }
}
