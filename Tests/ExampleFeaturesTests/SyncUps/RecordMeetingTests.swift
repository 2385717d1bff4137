import ComposableArchitecture
import ExampleFeatures
import Foundation
import Tagged
import Testing

@MainActor
struct RecordMeetingTests {
  let meeting = Meeting(
    id: Meeting.ID(UUID(0)), date: .meetingDate, transcript: "")

  @Test
  func timer() async {
    let clock = TestClock()
    let dismissed = LockIsolated(false)
    let store = recordMeetingStore(clock: clock, dismissed: dismissed) {
      $0.authorizationStatus = { .denied }
    }

    let onTask = await store.send(.onTask)

    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
      #expect($0.durationRemaining == .seconds(5))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
      #expect($0.durationRemaining == .seconds(4))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 3
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 5
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { [meeting] in
      $0.secondsElapsed = 6
      $0.$syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
      #expect($0.durationRemaining == .seconds(0))
    }

    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test
  func recordTranscript() async {
    let clock = TestClock()
    let dismissed = LockIsolated(false)
    let store = recordMeetingStore(clock: clock, dismissed: dismissed) {
      $0.authorizationStatus = { .authorized }
      $0.startTask = hearsCompletedTheProject
    }

    let onTask = await store.send(.onTask)
    await store.receive(\.speechResult) {
      $0.transcript = "I completed the project"
    }

    store.exhaustivity = .off(showSkippedAssertions: true)
    await clock.advance(by: .seconds(6))
    for _ in 1...6 { await store.receive(\.timerTick) }
    store.exhaustivity = .on

    #expect(store.state.syncUp.meetings[0].transcript == "I completed the project")
    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test
  func scriptedTranscriptOnTheClock() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RecordMeeting.State(syncUp: Shared(value: .sixSecondsOfThree))
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient = .scripted(["Hello", "everyone"], every: .seconds(2))
    }

    let onTask = await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.speechResult) {
      $0.transcript = "Hello"
    }
    await store.receive(\.timerTick) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
    await onTask.finish()
  }

  @Test
  func endMeetingSave() async {
    let clock = TestClock()
    let dismissed = LockIsolated(false)
    let store = recordMeetingStore(SyncUp.mock, clock: clock, dismissed: dismissed) {
      $0.authorizationStatus = { .denied }
    }

    let onTask = await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }

    // NB: While the alert shows, ticks change nothing.
    await clock.advance(by: .seconds(3))
    await store.receive(\.timerTick)
    await store.receive(\.timerTick)
    await store.receive(\.timerTick)

    await store.send(\.alert.confirmSave) { [meeting] in
      $0.alert = nil
      $0.$syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
    }
    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test
  func endMeetingDiscard() async {
    let clock = TestClock()
    let dismissed = LockIsolated(false)
    let store = recordMeetingStore(SyncUp.mock, clock: clock, dismissed: dismissed) {
      $0.authorizationStatus = { .denied }
    }

    let onTask = await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(dismissed.value)
    #expect(store.state.syncUp == .mock)
    await onTask.cancel()
  }

  @Test
  func nextSpeaker() async {
    let clock = TestClock()
    let dismissed = LockIsolated(false)
    let store = recordMeetingStore(clock: clock, dismissed: dismissed) {
      $0.authorizationStatus = { .denied }
    }

    let onTask = await store.send(.onTask)
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }
    await store.send(.nextButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: false)
    }
    await store.send(\.alert.confirmSave) { [meeting] in
      $0.alert = nil
      $0.$syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
    }
    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test
  func speechRecognitionFailureContinue() async {
    let clock = TestClock()
    let dismissed = LockIsolated(false)
    let store = recordMeetingStore(clock: clock, dismissed: dismissed) {
      $0 = .failing(after: ["I", "completed"], every: .milliseconds(100))
    }

    let onTask = await store.send(.onTask)
    await clock.advance(by: .milliseconds(200))
    await store.receive(\.speechResult) {
      $0.transcript = "I"
    }
    await store.receive(\.speechResult) {
      $0.transcript = "I completed"
    }
    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
      $0.transcript = "I completed ❌"
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }

    store.exhaustivity = .off(showSkippedAssertions: true)
    await clock.advance(by: .seconds(6))
    for _ in 1...6 { await store.receive(\.timerTick) }
    store.exhaustivity = .on
    #expect(
      store.state.syncUp.meetings == [
        Meeting(
          id: Meeting.ID(UUID(0)), date: .meetingDate,
          transcript: "I completed ❌")
      ])
    #expect(dismissed.value)
    await onTask.cancel()
  }

  @Test
  func speechRecognitionFailureDiscard() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: .mock))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient = .failing(after: [])
    }

    let onTask = await store.send(.onTask)
    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
    await onTask.finish()
  }

  @Test
  func notDeterminedAsksForAuthorization() async {
    let clock = TestClock()
    let asked = LockIsolated(0)
    let store = TestStore(
      initialState: RecordMeeting.State(syncUp: Shared(value: .sixSecondsOfThree))
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .notDetermined }
      $0.speechClient.requestAuthorization = {
        asked.withValue { $0 += 1 }
        return .denied
      }
    }

    let onTask = await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
    }
    #expect(asked.value == 1)
    await onTask.cancel()
  }
}
