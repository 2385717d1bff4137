extension Reducer {
  /// Runs an element reducer on the element of an identified array that an action is for, for
  /// the action case a key path names: `.forEach(\.todos, action: \.todos) { Todo() }`; see
  /// ``forEach(_:action:element:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - toElementsState: The identified array of element states.
  ///   - toElementAction: The action case that carries the elements' actions.
  ///   - element: The element reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      toElementsState, action: AnyCasePath(toElementAction), element: element, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs an element reducer on the element of an identified array that an action is for, for
  /// the action case that a key path to one of the action's case paths names: what
  /// `.forEach(\.todos, action: \.todos)` resolves to when the action is ``CasePathable`` (the
  /// runtime makes such a key path once, not each time `body` is built).
  ///
  /// - Parameters:
  ///   - toElementsState: The identified array of element states.
  ///   - toElementAction: The case path of the action case that carries the elements' actions.
  ///   - element: The element reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>
    >,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Action: CasePathable, ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      toElementsState, action: Action.allCasePaths[keyPath: toElementAction], element: element,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
