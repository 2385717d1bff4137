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
