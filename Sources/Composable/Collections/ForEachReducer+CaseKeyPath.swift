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
}
