// Modifiers that run code when a view appears, disappears or is refreshed: each adds a
// handler to the nodes it modifies, for the screen to run.

extension View {
  /// This view, which runs an action when it appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    eachNode { node, _ in
      if let action { node.handlers.append(.appear(action)) }
    }
  }

  /// This view, which runs an action when it disappears.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    eachNode { node, _ in
      if let action { node.handlers.append(.disappear(action)) }
    }
  }

  /// This view, which starts a task when it appears, cancelled when it disappears.
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - action: The task's work.
  /// - Returns: The view.
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    eachNode { node, _ in node.handlers.append(.task(action)) }
  }

  /// This view, which starts a task when it appears and again when `id` changes.
  ///
  /// - Parameters:
  ///   - id: The value whose change restarts the task.
  ///   - priority: The task's priority.
  ///   - action: The task's work.
  /// - Returns: The view.
  public func task<T: Equatable>(
    id: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    eachNode { node, _ in
      node.handlers.append(.task(action))
      node.attributes.append(ViewNode.Attribute("task", "id: \(valueText(id))"))
    }
  }

  /// This view, which a user can pull to refresh, running an action.
  ///
  /// - Parameter action: Refreshes.
  /// - Returns: The view.
  public func refreshable(
    action: @escaping @isolated(any) @Sendable () async -> Void
  )
    -> some View
  {
    eachNode { node, _ in node.handlers.append(.refresh(action)) }
  }
}

extension View {
  /// This view, which runs an action after an evaluation of the tree finds `value` changed
  /// since the one before, with the old and the new value.
  ///
  /// - Parameters:
  ///   - value: The value watched.
  ///   - initial: Whether the action runs after the first evaluation too.
  ///   - action: Runs with the old and the new value.
  /// - Returns: The view.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
  ) -> some View {
    transformingNodes { context, content in
      let cell = context.cell("onChange", initial: { Optional<V>.none as Any })
      let old = cell.value as? V
      cell.value = value
      if let old, old != value {
        context.storage.afterEvaluation { action(old, value) }
      } else if old == nil, initial {
        context.storage.afterEvaluation { action(value, value) }
      }
      return content(context)
    }
  }

  /// This view, which runs an action after an evaluation finds `value` changed.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// This view, which runs an action with the new value after an evaluation finds `value`
  /// changed.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (V) -> Void
  ) -> some View {
    onChange(of: value, initial: false) { _, new in action(new) }
  }
}
