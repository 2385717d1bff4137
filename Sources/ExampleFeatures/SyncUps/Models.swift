import ComposableArchitecture
import Tagged

/// A recurring meeting: who attends, how long it lasts, its theme, and the meetings held so far.
public struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  /// The sync-up's id.
  public let id: Tagged<Self, UUID>
  /// Who speaks, in order.
  public var attendees: IdentifiedArrayOf<Attendee>
  /// How long a meeting lasts.
  public var duration: Duration
  /// The meetings held so far, newest first.
  public var meetings: IdentifiedArrayOf<Meeting>
  /// The colours it shows in.
  public var theme: Theme
  /// Its title.
  public var title: String

  /// Creates a sync-up.
  public init(
    id: Tagged<Self, UUID>, attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(60 * 5), meetings: IdentifiedArrayOf<Meeting> = [],
    theme: Theme = .bubblegum, title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// How long each attendee speaks.
  public var durationPerAttendee: Duration {
    duration / attendees.count
  }
}

/// Someone who attends a sync-up.
public struct Attendee: Codable, Equatable, Identifiable, Sendable {
  /// The attendee's id.
  public let id: Tagged<Self, UUID>
  /// The attendee's name.
  public var name: String

  /// Creates an attendee.
  public init(id: Tagged<Self, UUID>, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A meeting held, with what the speech recognizer heard.
public struct Meeting: Codable, Equatable, Identifiable, Sendable {
  /// The meeting's id.
  public let id: Tagged<Self, UUID>
  /// When it was held.
  public let date: Date
  /// What was said.
  public var transcript: String

  /// Creates a meeting.
  public init(id: Tagged<Self, UUID>, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}

/// The colours a sync-up shows in.
public enum Theme: String, CaseIterable, Codable, Equatable, Identifiable, Sendable {
  case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle, poppy
  case purple, seafoam, sky, tan, teal, yellow

  /// The theme itself.
  public var id: Self { self }

  /// The theme's name, as the theme picker shows it.
  public var name: String { rawValue.capitalized }
}

// MARK: - Sample data

extension SyncUp {
  /// A design sync-up of six attendees, ten seconds each, with one past meeting.
  public static let mock = Self(
    id: SyncUp.ID(uuidString: "5A9B2C1E-0000-4000-8000-00000000D051")!,
    attendees: [
      Attendee(id: Attendee.ID(uuidString: "A77E0D1E-0000-4000-8000-000000000001")!, name: "Blob"),
      Attendee(
        id: Attendee.ID(uuidString: "A77E0D1E-0000-4000-8000-000000000002")!, name: "Blob Jr"),
      Attendee(
        id: Attendee.ID(uuidString: "A77E0D1E-0000-4000-8000-000000000003")!, name: "Blob Sr"),
      Attendee(
        id: Attendee.ID(uuidString: "A77E0D1E-0000-4000-8000-000000000004")!, name: "Blob Esq"),
      Attendee(
        id: Attendee.ID(uuidString: "A77E0D1E-0000-4000-8000-000000000005")!, name: "Blob III"),
      Attendee(
        id: Attendee.ID(uuidString: "A77E0D1E-0000-4000-8000-000000000006")!, name: "Blob I"),
    ],
    duration: .seconds(60),
    meetings: [
      Meeting(
        id: Meeting.ID(uuidString: "3EE71A60-0000-4000-8000-000000000001")!,
        date: Date(timeIntervalSince1970: 1_700_000_000),
        transcript: "Blob shipped the onboarding flow; Blob Jr reviewed the new icons.")
    ],
    theme: .orange,
    title: "Design"
  )

  /// An engineering sync-up of two attendees, five minutes each.
  public static let engineeringMock = Self(
    id: SyncUp.ID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!,
    attendees: [
      Attendee(id: Attendee.ID(uuidString: "A77E0D1E-0000-4000-8000-000000000011")!, name: "Blob"),
      Attendee(
        id: Attendee.ID(uuidString: "A77E0D1E-0000-4000-8000-000000000012")!, name: "Blob Jr"),
    ],
    duration: .seconds(60 * 10),
    theme: .periwinkle,
    title: "Engineering"
  )
}
