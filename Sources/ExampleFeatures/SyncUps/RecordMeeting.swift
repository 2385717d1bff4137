import ComposableArchitecture
import Tagged

/// A meeting being recorded: a timer on the clock gives each attendee an equal share of the
/// sync-up's duration, the speech client transcribes, and the meeting is saved into the shared
/// sync-up when time is up or when the user ends it early and saves.
///
/// `onTask` (what the view's `.task` sends) starts one effect: it asks the speech client for
/// authorization when it has not asked yet, then, in a task group, transcribes (when authorized)
/// and ticks `timerTick` each second on `@Dependency(\.continuousClock)`. Saving inserts a
/// ``Meeting`` dated `@Dependency(\.date.now)` with an id from `@Dependency(\.uuid)` at the top
/// of `$syncUp`'s meetings, with `withLock`, and dismisses the screen through
/// `@Dependency(\.dismiss)`, which cancels the effect.
@Reducer
public struct RecordMeeting: Sendable {
  /// The meeting's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The alert that ends the meeting, or reports the recognizer's failure.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The seconds gone by.
    public var secondsElapsed: Int
    /// Who speaks, as an index into the attendees.
    public var speakerIndex: Int
    /// The sync-up, shared with its detail and the list.
    @Shared public var syncUp: SyncUp
    /// What the speech client heard so far.
    public var transcript: String

    /// Creates the state.
    public init(
      alert: AlertState<Action.Alert>? = nil, secondsElapsed: Int = 0, speakerIndex: Int = 0,
      syncUp: Shared<SyncUp>, transcript: String = ""
    ) {
      self.alert = alert
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self._syncUp = syncUp
      self.transcript = transcript
    }

    /// The time left.
    public var durationRemaining: Duration {
      syncUp.duration - .seconds(secondsElapsed)
    }
  }

  /// What the meeting can do.
  public enum Action: Equatable, Sendable {
    /// The alert's buttons, and its dismissal.
    case alert(PresentationAction<Alert>)
    /// The "End meeting" button was tapped.
    case endMeetingButtonTapped
    /// The next-speaker button was tapped.
    case nextButtonTapped
    /// The screen appeared: start the timer and the transcription.
    case onTask
    /// A second went by.
    case timerTick
    /// The speech recognizer failed.
    case speechFailure
    /// The speech recognizer heard more.
    case speechResult(SpeechRecognitionResult)

    /// The actions of the alerts' buttons.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// End the meeting without saving it.
      case confirmDiscard
      /// Save the meeting and end it.
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.speechClient) var speechClient

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await dismiss() }

      case .alert(.presented(.confirmSave)):
        state.saveMeeting()
        return .run { _ in await dismiss() }

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.syncUp.durationPerAttendee.components.seconds)
        return .none

      case .onTask:
        return .run { send in
          let status = speechClient.authorizationStatus()
          let authorization =
            status == .notDetermined ? await speechClient.requestAuthorization() : status
          await withTaskGroup(of: Void.self) { group in
            if authorization == .authorized {
              group.addTask { await startSpeechRecognition(send: send) }
            }
            group.addTask { await startTimer(send: send) }
          }
        }

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        let secondsPerAttendee = Int(state.syncUp.durationPerAttendee.components.seconds)
        guard state.secondsElapsed.isMultiple(of: secondsPerAttendee) else { return .none }
        if state.secondsElapsed == state.syncUp.duration.components.seconds {
          state.saveMeeting()
          return .run { _ in await dismiss() }
        }
        state.speakerIndex += 1
        return .none

      case .speechFailure:
        if !state.transcript.isEmpty {
          state.transcript += " ❌"
        }
        state.alert = .speechRecognizerFailed
        return .none

      case let .speechResult(result):
        state.transcript = result.bestTranscription.formattedString
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private func startSpeechRecognition(send: Send<Action>) async {
    do {
      let results = await speechClient.startTask(SpeechRecognitionRequest())
      for try await result in results {
        await send(.speechResult(result))
      }
    } catch {
      await send(.speechFailure)
    }
  }

  private func startTimer(send: Send<Action>) async {
    for await _ in clock.timer(interval: .seconds(1)) {
      await send(.timerTick)
    }
  }
}

extension RecordMeeting.State {
  /// Inserts the meeting, with its transcript, at the top of the shared sync-up's meetings.
  fileprivate func saveMeeting() {
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    let meeting = Meeting(id: Meeting.ID(uuid()), date: now, transcript: transcript)
    $syncUp.withLock { _ = $0.meetings.insert(meeting, at: 0) }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// Asks whether to save the meeting that is ending early, or (when `isDiscardable`) to
  /// discard it, or to resume it.
  ///
  /// - Parameter isDiscardable: Whether the alert offers to discard the meeting.
  /// - Returns: The alert.
  public static func endMeeting(isDiscardable: Bool) -> Self {
    AlertState {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      TextState("The meeting is not over yet. Save it, or discard it?")
    }
  }

  /// Says the speech recognizer failed, and offers to go on without a transcript or to
  /// discard the meeting.
  public static let speechRecognizerFailed = AlertState {
    TextState("Speech recognition failure")
  } actions: {
    ButtonState(role: .cancel) {
      TextState("Continue meeting")
    }
    ButtonState(role: .destructive, action: .confirmDiscard) {
      TextState("Discard meeting")
    }
  } message: {
    TextState(
      "The speech recognizer failed, so the rest of this meeting will not be transcribed.")
  }
}
