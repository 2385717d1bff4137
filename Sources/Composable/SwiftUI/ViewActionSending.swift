import SwiftUI

/// A view whose feature's actions have a case for what the view sends, `case view(View)`:
/// its `send(.onAppear)` sends `.view(.onAppear)` to its store. `@ViewAction(for:)` conforms a
/// view to it.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView: View {
///   let store: StoreOf<Feature>
///
///   var body: some View {
///     Button("Refresh") { send(.refreshButtonTapped) }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The feature's state.
  associatedtype StoreState
  /// The feature's actions.
  associatedtype StoreAction: ViewAction
  /// The feature's store.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action: `.view(action)`.
  ///
  /// - Parameter action: The view action.
  /// - Returns: The effects it started.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }

  /// Sends a view action; the animation is accepted and has no effect here.
  ///
  /// - Parameters:
  ///   - action: The view action.
  ///   - animation: The animation SwiftUI would play the change with.
  /// - Returns: The effects it started.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    store.send(.view(action))
  }
}
