import SwiftUI

/// Makes a view send its feature's view actions: `send(.onAppear)` sends `.view(.onAppear)` to
/// the view's `store`, as TCA's `@ViewAction(for:)` does.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView: View {
///   let store: StoreOf<Feature>
///   var body: some View {
///     Button("Refresh") { send(.refreshButtonTapped) }
///   }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableMacros", type: "ViewActionMacro") where R.Action: ViewAction
