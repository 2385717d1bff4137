import ValueDump

/// The failures of a `forEach` over an identified array or a navigation stack.
@usableFromInline
enum ForEachFailure {
  /// An element action arrived for an id that the collection does not hold.
  @usableFromInline
  static func missingElement<Action>(action: Action, at location: SourceLocation) -> TestFailure {
    TestFailure(
      message: """
        A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing \
        element. …

          Action:
        \(customDump(action, indent: 4))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        • A parent reducer removed an element with this id before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        • An in-flight effect emitted this action when state contained no element at this id. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living effect.

        • This action was sent to the store while its state contained no element at this id. \
        Make sure that actions for this reducer can only be sent while its state contains an \
        element at this id.
        """,
      location: location)
  }
}
