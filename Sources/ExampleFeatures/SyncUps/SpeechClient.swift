import ComposableArchitecture

/// Transcribes what is said during a meeting.
///
/// A `@DependencyClient`, as the SyncUps app's: until a test gives an endpoint an
/// implementation, calling it reports a failure naming it (`SpeechClient.authorizationStatus`)
/// and returns its default: authorization `.denied`, a transcript that ends at once.
@DependencyClient
public struct SpeechClient: Sendable {
  /// Whether the app may transcribe, as the user last answered.
  public var authorizationStatus: @Sendable () -> SpeechAuthorizationStatus = { .denied }
  /// Asks the user whether the app may transcribe.
  public var requestAuthorization: @Sendable () async -> SpeechAuthorizationStatus = { .denied }
  /// Starts transcribing: the stream gives the transcript so far each time it grows, and throws
  /// when the recognizer fails.
  public var startTask:
    @Sendable (_ request: SpeechRecognitionRequest) async -> AsyncThrowingStream<
      SpeechRecognitionResult, any Error
    > = { _ in AsyncThrowingStream { $0.finish() } }
}

/// Whether the app may transcribe speech.
public enum SpeechAuthorizationStatus: Equatable, Sendable {
  /// The user has not been asked yet.
  case notDetermined
  /// The user said no.
  case denied
  /// The device cannot transcribe.
  case restricted
  /// The user said yes.
  case authorized
}

/// What to transcribe: the microphone's audio, in the live app.
public struct SpeechRecognitionRequest: Equatable, Sendable {
  /// Creates a request.
  public init() {}
}

/// The transcript so far.
public struct SpeechRecognitionResult: Equatable, Sendable {
  /// The likeliest transcription.
  public var bestTranscription: Transcription
  /// Whether the recognizer will not change it any more.
  public var isFinal: Bool

  /// Creates a result.
  public init(bestTranscription: Transcription, isFinal: Bool) {
    self.bestTranscription = bestTranscription
    self.isFinal = isFinal
  }
}

/// A transcription of speech.
public struct Transcription: Equatable, Sendable {
  /// The text, punctuated.
  public var formattedString: String

  /// Creates a transcription.
  public init(formattedString: String) {
    self.formattedString = formattedString
  }
}

extension SpeechClient: DependencyKey {
  /// This platform has no speech recognizer: authorization is `.restricted`.
  public static let liveValue = SpeechClient(
    authorizationStatus: { .restricted },
    requestAuthorization: { .restricted },
    startTask: { _ in AsyncThrowingStream { $0.finish() } })

  /// Every endpoint unimplemented: a test that reaches one without overriding it fails.
  public static let testValue = SpeechClient()

  /// Authorized, and hears ``scriptedWords`` one a second.
  public static let previewValue = SpeechClient.scripted()

  /// What ``scripted(_:every:)`` hears by default.
  public static let scriptedWords = [
    "I", "finished", "the", "login", "screen", "and", "I", "am", "reviewing", "pull", "requests",
    "today.",
  ]

  /// Authorized, and hears one word of `words` each `interval` on the `continuousClock`, then
  /// stops listening.
  ///
  /// - Parameters:
  ///   - words: What is said.
  ///   - interval: How long each word takes.
  /// - Returns: The client.
  public static func scripted(
    _ words: [String] = scriptedWords, every interval: Duration = .seconds(1)
  ) -> SpeechClient {
    hearing(words, every: interval, thenFailing: false)
  }

  /// Authorized, and hears `words` as ``scripted(_:every:)`` does, then fails with
  /// ``SpeechRecognitionFailure``.
  ///
  /// - Parameters:
  ///   - words: What is heard before the failure.
  ///   - interval: How long each word takes.
  /// - Returns: The client.
  public static func failing(
    after words: [String], every interval: Duration = .seconds(1)
  ) -> SpeechClient {
    hearing(words, every: interval, thenFailing: true)
  }

  private static func hearing(
    _ words: [String], every interval: Duration, thenFailing fails: Bool
  ) -> SpeechClient {
    SpeechClient(
      authorizationStatus: { .authorized },
      requestAuthorization: { .authorized },
      startTask: { _ in
        @Dependency(\.continuousClock) var clock
        let heard = LockIsolated(0)
        // The stream is unfolded in the effect that reads it, so it sleeps on the effect's
        // clock and the test store sees what it waits on.
        return AsyncThrowingStream {
          guard heard.value < words.count else {
            if fails { throw SpeechRecognitionFailure() }
            return nil
          }
          try await clock.sleep(for: interval)
          let count = heard.withValue { count in
            count += 1
            return count
          }
          return SpeechRecognitionResult(
            bestTranscription: Transcription(
              formattedString: words.prefix(count).joined(separator: " ")),
            isFinal: !fails && count == words.count)
        }
      })
  }
}

/// The speech recognizer stopped working.
public struct SpeechRecognitionFailure: Error, Equatable, Sendable {
  /// Creates the error.
  public init() {}
}

extension DependencyValues {
  /// Transcribes what is said during a meeting.
  public var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}
