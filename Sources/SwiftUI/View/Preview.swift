/// A preview of a view, as SwiftUI's `#Preview`: its body is type-checked where it is
/// written, and it declares nothing. There is no canvas here; the shell starts a feature file
/// from the store its first preview builds, which it reads from the file's syntax.
///
/// ```swift
/// #Preview {
///   CounterView(store: Store(initialState: Counter.State()) { Counter() })
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ComposableMacros", type: "PreviewMacro")

/// A type that makes previews of views, as SwiftUI's `PreviewProvider`, the form `#Preview`
/// replaced: its `previews` are type-checked where they are written, and nothing shows them.
///
/// ```swift
/// struct CounterView_Previews: PreviewProvider {
///   static var previews: some View {
///     CounterView(store: Store(initialState: Counter.State()) { Counter() })
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
