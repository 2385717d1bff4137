import SwiftUI

extension Binding {
  /// A binding to a shared value: reads read it, and writes change it with exclusive access,
  /// as Sharing gives views `@Binding(store.$signUpData) var signUpData`.
  ///
  /// - Parameter base: The shared value.
  public init(_ base: Shared<Value>) {
    self.init(get: { base.wrappedValue }, set: { newValue in base.withLock { $0 = newValue } })
  }
}
