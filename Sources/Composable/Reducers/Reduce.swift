/// A reducer made from a closure.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>
  /// Where the reducer is written, for a trace.
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  /// Creates a reducer from a closure.
  ///
  /// - Parameter reduce: Evolves the state for an action and returns the effects to run.
  @inlinable
  public init(
    _ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.reduce = reduce
    self.fileID = fileID
    self.line = line
  }

  /// Wraps another reducer.
  ///
  /// - Parameter reducer: The reducer.
  @inlinable
  public init<R: Reducer>(
    _ reducer: R, fileID: StaticString = #fileID, line: UInt = #line
  ) where R.State == State, R.Action == Action {
    self.reduce = reducer.reduce
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard ReducerTrace.isRecording else { return reduce(&state, action) }
    return ReducerTrace.traced({ _ in .reduce(fileID: fileID, line: line) }, state: &state) {
      reduce(&$0, action)
    }
  }
}
