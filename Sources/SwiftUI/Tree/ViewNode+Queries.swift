extension ViewNode {
  /// The node and every node under it, depth first: itself, its label, its children, then what
  /// is attached.
  public var allNodes: [ViewNode] {
    [self] + (label + children + attached).flatMap(\.allNodes)
  }

  /// The first node, depth first, that `predicate` accepts.
  ///
  /// - Parameter predicate: Whether a node is the one.
  /// - Returns: The node, or nil.
  public func first(where predicate: (ViewNode) -> Bool) -> ViewNode? {
    if predicate(self) { return self }
    for node in label + children + attached {
      if let found = node.first(where: predicate) { return found }
    }
    return nil
  }

  /// The words the node shows: its text, or its label's, or its children's, joined by a space.
  public var title: String {
    if let text { return text }
    let parts = (label.isEmpty ? children : label).map(\.title).filter { !$0.isEmpty }
    return parts.joined(separator: " ")
  }

  /// The first node, depth first, that a user can tap or change and whose title is `title`:
  /// `screen.control(titled: "Save")`.
  ///
  /// - Parameter title: The node's ``title``.
  /// - Returns: The node, or nil.
  public func control(titled title: String) -> ViewNode? {
    first { node in
      let isTappable = node.handlers.contains {
        if case .tap = $0 { return true }
        return false
      }
      return (node.control != nil || isTappable) && node.title == title
    }
  }

  /// Taps the node, as a user would: runs its ``Control/tap(_:)`` action, or else its
  /// `onTapGesture` handler. A node turned off (``isEnabled``) does nothing.
  ///
  /// - Returns: Whether something ran.
  @MainActor
  @discardableResult
  public func tap() -> Bool {
    guard isEnabled else { return false }
    if case .tap(let action)? = control {
      action()
      return true
    }
    for case .tap(let action) in handlers {
      action()
      return true
    }
    return false
  }
}
