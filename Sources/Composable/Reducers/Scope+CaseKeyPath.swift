extension Scope {
  /// Scopes a child reducer to a property of the parent's state, for the action case a key path
  /// names: `Scope(state: \.child, action: \.child) { Child() }`.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state inside the parent's.
  ///   - toChildAction: The parent's action case that carries the child's actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: AnyCasePath(toChildAction), child: child)
  }

  /// Scopes a child reducer to a property of the parent's state, for the action case that a key
  /// path to one of the action's case paths names: what `Scope(state: \.child, action: \.child)`
  /// resolves to when the action is ``CasePathable``.
  ///
  /// A case key path such as `\Action.Cases.child` goes through a dynamic-member subscript, so the
  /// runtime makes a new key path object each time the literal is evaluated, that is each time a
  /// reducer's `body` is built. `\Action.AllCasePaths.child` names a property: the runtime makes it
  /// once.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state inside the parent's.
  ///   - toChildAction: The case path of the parent's action case that carries the child's
  ///     actions, among the action's case paths.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: KeyPath<
      ParentAction.AllCasePaths, AnyCasePath<ParentAction, ChildAction>
    >,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ParentAction: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: ParentAction.allCasePaths[keyPath: toChildAction], child: child)
  }

  /// Scopes a child reducer to a property of the parent's state, TCA's current spelling:
  /// `Scope(\.child, action: \.child) { Child() }`.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state inside the parent's.
  ///   - toChildAction: The parent's action case that carries the child's actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: AnyCasePath(toChildAction), child: child)
  }

  /// Scopes a child reducer to a property of the parent's state, for the action case that a key
  /// path to one of the action's case paths names: what `Scope(\.child, action: \.child)`
  /// resolves to when the action is ``CasePathable``, made once as the labelled form's is.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state inside the parent's.
  ///   - toChildAction: The case path of the parent's action case that carries the child's
  ///     actions, among the action's case paths.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: KeyPath<
      ParentAction.AllCasePaths, AnyCasePath<ParentAction, ChildAction>
    >,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ParentAction: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: ParentAction.allCasePaths[keyPath: toChildAction], child: child)
  }

  /// Scopes a child reducer to a case of the parent's enum state:
  /// `Scope(state: \.addItem, action: \.addItem) { ItemForm() }`.
  ///
  /// The child runs only while the parent's state is that case; a child action that arrives in
  /// another case is reported, as TCA does.
  ///
  /// - Parameters:
  ///   - toChildState: The parent's state case that holds the child's state.
  ///   - toChildAction: The parent's action case that carries the child's actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
