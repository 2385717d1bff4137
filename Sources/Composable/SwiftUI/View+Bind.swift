import SwiftUI

// `bind(_:to:)`, as swift-navigation gives it to TCA's views: a feature's state kept in step
// with a value only a view can hold, such as its focus.

extension View {
  /// This view, which keeps the focus in step with a value of the feature's state: the focus
  /// takes the state's value when the view appears and whenever the state changes, and the
  /// state takes the focus's whenever the focus changes.
  ///
  /// - Parameters:
  ///   - modelValue: The feature's value, `$store.focus`.
  ///   - viewValue: The view's focus, `$focus`.
  /// - Returns: The view.
  public func bind<Value: Hashable>(
    _ modelValue: Binding<Value>, to viewValue: FocusState<Value>.Binding
  ) -> some View {
    bind(modelValue, get: { viewValue.wrappedValue }, set: { viewValue.wrappedValue = $0 })
  }

  /// This view, which keeps two bindings in step, the second taking the first's value when the
  /// view appears.
  ///
  /// - Parameters:
  ///   - modelValue: The feature's value.
  ///   - viewValue: The view's value.
  /// - Returns: The view.
  public func bind<Value: Equatable>(
    _ modelValue: Binding<Value>, to viewValue: Binding<Value>
  )
    -> some View
  {
    bind(modelValue, get: { viewValue.wrappedValue }, set: { viewValue.wrappedValue = $0 })
  }

  private func bind<Value: Equatable>(
    _ modelValue: Binding<Value>, get: @escaping () -> Value, set: @escaping (Value) -> Void
  ) -> some View {
    onAppear { set(modelValue.wrappedValue) }
      .onChange(of: modelValue.wrappedValue) { _, new in if get() != new { set(new) } }
      .onChange(of: get()) { _, new in
        if modelValue.wrappedValue != new { modelValue.wrappedValue = new }
      }
  }
}
