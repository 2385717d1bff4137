extension Effect {
  /// An effect that sends an action at once, as ``send(_:)`` does; the animation is accepted
  /// for code written for SwiftUI and has no effect here.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: The animation SwiftUI would play the change with.
  /// - Returns: The effect.
  public static func send(_ action: Action, animation: Animation? = nil) -> Self {
    .send(action)
  }

  /// An effect that sends an action at once, as ``send(_:)`` does; the transaction is accepted
  /// for code written for SwiftUI and has no effect here.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - transaction: The transaction SwiftUI would make the change in.
  /// - Returns: The effect.
  public static func send(_ action: Action, transaction: Transaction) -> Self {
    .send(action)
  }

  /// This effect, with the actions it sends animated in SwiftUI; here, the same effect.
  ///
  /// - Parameter animation: The animation SwiftUI would play the changes with.
  /// - Returns: This effect.
  public func animation(_ animation: Animation? = .default) -> Self {
    self
  }

  /// This effect, with the actions it sends made in a transaction in SwiftUI; here, the same
  /// effect.
  ///
  /// - Parameter transaction: The transaction SwiftUI would make the changes in.
  /// - Returns: This effect.
  public func transaction(_ transaction: Transaction) -> Self {
    self
  }
}

extension Send {
  /// Sends an action back into the store, unless the effect has been cancelled; the animation
  /// is accepted for code written for SwiftUI and has no effect here.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - animation: The animation SwiftUI would play the change with.
  public func callAsFunction(_ action: Action, animation: Animation?) async {
    await self(action)
  }

  /// Sends an action back into the store, unless the effect has been cancelled; the transaction
  /// is accepted for code written for SwiftUI and has no effect here.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - transaction: The transaction SwiftUI would make the change in.
  public func callAsFunction(_ action: Action, transaction: Transaction) async {
    await self(action)
  }
}

extension Store {
  /// Sends an action, as ``send(_:)`` does; the animation is accepted for views written for
  /// SwiftUI and has no effect here.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - animation: The animation SwiftUI would play the change with.
  /// - Returns: The effects it started, to cancel or wait for.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action)
  }

  /// Sends an action, as ``send(_:)`` does; the transaction is accepted for views written for
  /// SwiftUI and has no effect here.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - transaction: The transaction SwiftUI would make the change in.
  /// - Returns: The effects it started, to cancel or wait for.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    send(action)
  }
}

extension ButtonStateAction {
  /// A button action that sends `action`, as `.send(action)` does; the animation is accepted for
  /// code written for SwiftUI and is not kept.
  ///
  /// - Parameters:
  ///   - action: The action to send, or `nil` to only dismiss.
  ///   - animation: The animation SwiftUI would play the change with.
  /// - Returns: The button action.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    .send(action)
  }
}
