/// What one `explore` did, in numbers: sequences tried (each a step from a state reached), the
/// moves the engine made (those made again to rebuild a state included), the states visited,
/// whether it found something, and its time, with the parts spent on telling visited states,
/// on rebuilding states to try a move from, and on checking states for a finding.
package struct ExploreMeasure: Sendable {
  package var sequences: Int
  package var moves: Int
  package var states: Int
  package var found: Bool
  /// Why it ended before its depth, when it did.
  package var stopped: String?
  package var seconds: Double
  package var keySeconds: Double
  package var rebuildSeconds: Double
  package var checkSeconds: Double
}

extension ExploreMeasure {
  /// The numbers of a search's result.
  init<Finding>(_ result: ExploreResult<Finding>) {
    self.init(
      sequences: result.sequencesTried, moves: result.movesMade, states: result.statesVisited,
      found: result.found != nil, stopped: result.stopped?.description,
      seconds: Self.seconds(in: result.duration), keySeconds: Self.seconds(in: result.keyTime),
      rebuildSeconds: Self.seconds(in: result.rebuildTime),
      checkSeconds: Self.seconds(in: result.checkTime))
  }

  private static func seconds(in duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

extension REPLFeature {
  /// `explore` to `depth` on a new session of the feature, after `commands`: what the
  /// benchmarks measure.
  package func measureExplore(
    after commands: [String], depth: Int,
    stateLimit: Int = exploreStateLimit
  ) async -> ExploreMeasure? {
    guard let session = try? makeSession() else { return nil }
    for line in commands {
      guard let command = try? Command.read(line), case let .session(request) = command.request
      else { return nil }
      _ = await session.run(request, of: command, line: line, style: .plain)
    }
    return await session.measureExplore(depth: depth, stateLimit: stateLimit)
  }
}
