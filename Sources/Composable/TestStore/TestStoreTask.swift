/// The effects started by one `TestStore.send`, to cancel or to wait for.
public struct TestStoreTask: Sendable {
  let numbers: [Int]
  let cancelEffects: @Sendable ([Int]) async -> Void
  let finishEffects: @Sendable ([Int], SourceLocation) async -> Void
  let isInFlight: @Sendable ([Int]) -> Bool

  /// Cancels the effects and lets them finish.
  public func cancel() async {
    await cancelEffects(numbers)
  }

  /// Lets the effects run as far as they can; a failure when any is still in flight.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await finishEffects(
      numbers,
      SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column))
  }

  /// Whether every effect the send started has finished or been cancelled.
  public var isCancelled: Bool { !isInFlight(numbers) }
}
