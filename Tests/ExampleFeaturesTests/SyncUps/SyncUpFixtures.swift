import ComposableArchitecture
import ExampleFeatures
import Foundation
import Tagged

extension SyncUp {
  /// Three attendees, two seconds each.
  static let sixSecondsOfThree = SyncUp(
    id: SyncUp.ID(UUID(100)),
    attendees: [
      Attendee(id: Attendee.ID(UUID(101))),
      Attendee(id: Attendee.ID(UUID(102))),
      Attendee(id: Attendee.ID(UUID(103))),
    ],
    duration: .seconds(6))
}

extension Date {
  /// When the tests' meetings are held.
  static let meetingDate = Date(timeIntervalSince1970: 1_234_567_890)
}

/// A store of a meeting of `syncUp` on `clock`, dated ``Date/meetingDate``, that notes its
/// dismissal in `dismissed`.
@MainActor
func recordMeetingStore(
  _ syncUp: SyncUp = .sixSecondsOfThree, clock: TestClock,
  dismissed: LockIsolated<Bool>, speechClient: (inout SpeechClient) -> Void
) -> TestStore<RecordMeeting.State, RecordMeeting.Action> {
  TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: syncUp))) {
    RecordMeeting()
  } withDependencies: {
    $0.continuousClock = clock
    $0.date.now = .meetingDate
    $0.dismiss = DismissEffect { dismissed.setValue(true) }
    speechClient(&$0.speechClient)
    $0.uuid = .incrementing
  }
}

extension SpeechRecognitionResult {
  /// A final transcript: "I completed the project".
  static let completedTheProject = SpeechRecognitionResult(
    bestTranscription: Transcription(formattedString: "I completed the project"),
    isFinal: true)
}

/// A transcription that hears ``SpeechRecognitionResult/completedTheProject`` at once, then
/// ends.
let hearsCompletedTheProject:
  @Sendable (SpeechRecognitionRequest) async -> AsyncThrowingStream<
    SpeechRecognitionResult, any Error
  > = { _ in
    AsyncThrowingStream { continuation in
      continuation.yield(.completedTheProject)
      continuation.finish()
    }
  }
