extension StackState where Element: CasePathable {
  /// The payload of one case of the element with an id, or `nil` when there is no such element
  /// or it is another case: `state.path[id: 0, case: \.detail]?.count = 1`.
  ///
  /// Setting a payload replaces the element with that case; setting `nil` changes nothing.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
    get { self[id: id].flatMap { AnyCasePath(path).extract(from: $0) } }
    set {
      guard let newValue, self[id: id] != nil else { return }
      self[id: id] = AnyCasePath(path).embed(newValue)
    }
  }
}
