/// The failure a `Scope` on a case of an enum state reports for a child action that arrives while
/// the state is another case, in TCA's words.
///
/// - Parameters:
///   - location: Where the `Scope` is, `"Module/File.swift:19"`.
///   - action: The action, as the message names it: `Session.Action.loggedIn(.increment)`.
///   - state: The state's case: `Session.State.loggedOut`.
///   - stateType: The state's type: `Session.State`.
public func scopeActionInOtherCase(
  at location: String, action: String, state: String, stateType: String
) -> String {
  """
  A "Scope" at "\(location)" received a child action when child state was set to a different case.

    Action:
      \(action)
    State:
      \(state)

  This is generally considered an application logic error, and can happen for a few reasons:

  A parent reducer set "\(stateType)" to a different case before the scoped reducer ran. Child reducers must run before any parent reducer sets child state to a different case. This ensures that child reducers can handle their actions while their state is still available. Consider using "Reducer.ifCaseLet" to embed this child reducer in the parent reducer that change its state to ensure the child reducer runs first.

  An in-flight effect emitted this action when child state was unavailable. While it may be perfectly reasonable to ignore this action, consider canceling the associated effect before child state changes to another case, especially if it is a long-living effect.

  This action was sent to the store while state was another case. Make sure that actions for this reducer can only be sent from a store when state is set to the appropriate case. In SwiftUI applications, use "SwitchStore".
  """
}
