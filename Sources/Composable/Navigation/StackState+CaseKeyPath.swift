extension StackState where Element: CasePathable {
  /// The payload of one case of the element with an id, or `nil` when there is no such element
  /// or it is another case: `state.path[id: 0, case: \.detail]?.count = 1`.
  ///
  /// Changing the payload changes the element; setting `nil` removes it. Changing an element
  /// that is another case is a failure, and changes nothing.
  public subscript<Case>(
    id id: StackElementID, case path: CaseKeyPath<Element, Case>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    _read { yield self[id: id].flatMap(AnyCasePath(path).extract(from:)) }
    _modify {
      yield &self[
        id: id, case: AnyCasePath(path), fileID: fileID, filePath: filePath, line: line,
        column: column]
    }
  }
}

extension StackState {
  /// The payload of one case of the element with an id, for a case path built from the case,
  /// `state.path[id: 0, case: /Path.State.detail]`: see `subscript(id:case:)`.
  public subscript<Case>(
    id id: StackElementID, case path: AnyCasePath<Element, Case>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    _read { yield self[id: id].flatMap(path.extract(from:)) }
    _modify {
      var access = CasePayloadAccess(self[id: id], path)
      yield &access.payload
      let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      if let element = access.result(at: location) { self[id: id] = element }
    }
  }
}

/// The payload of a case, read from an enum value through a case path to be changed in place:
/// what the value becomes is the changed payload in that case, or nothing for `nil`. A value of
/// another case is not changed, and that is reported in TCA's words.
struct CasePayloadAccess<Root, Case> {
  /// The value, or `nil` when there is none.
  let root: Root?
  /// The case.
  let path: AnyCasePath<Root, Case>
  /// The payload, to change; `nil` when the value is another case.
  var payload: Case?

  init(_ root: Root?, _ path: AnyCasePath<Root, Case>) {
    self.root = root
    self.path = path
    self.payload = root.flatMap(path.extract(from:))
  }

  /// What the value becomes (`.some(nil)` to remove it), or `nil` when it stays as it was: the
  /// value was another case, or none, which is reported.
  func result(at location: SourceLocation) -> Root?? {
    guard root.flatMap(path.extract(from:)) != nil else {
      let name = root.map { root -> String in
        Mirror(reflecting: root).children.first?.label ?? String(describing: root)
      }
      IssueReporting.report(
        "Can't modify unrelated case\(name.map { " \($0.debugDescription)" } ?? "")",
        at: location)
      return nil
    }
    return .some(payload.map(path.embed))
  }
}
