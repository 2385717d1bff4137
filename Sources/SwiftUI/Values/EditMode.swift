/// Whether a list is being edited, as SwiftUI's `EditMode`: a feature keeps it in its state and
/// its view binds the list to it.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment, as a swipe to delete does.
  case transient
  /// Editing.
  case active

  /// Whether the list is being edited: `true` unless ``inactive``.
  public var isEditing: Bool {
    self != .inactive
  }
}
