import Composable
import Testing

@testable import StoreREPL

@Suite struct StateChangesTests {
  @Test(arguments: [
    ("00000000-0000-0000-0000-000000000000", "UUID(0)"),
    ("00000000-0000-0000-0000-0000000000FF", "UUID(255)"),
    ("00000000-0000-0000-0001-000000000000", "UUID(281474976710656)"),
    ("00000000-0000-0001-0000-000000000001", "UUID(-1)"),
    (
      "00000000-0000-0000-8000-000000000000",
      #"UUID(uuidString: "00000000-0000-0000-8000-000000000000")!"#
    ),
    (
      "00000000-0000-0001-0000-000000000000",
      #"UUID(uuidString: "00000000-0000-0001-0000-000000000000")!"#
    ),
    (
      "DEADBEEF-0000-0000-0000-000000000001",
      #"UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!"#
    ),
  ])
  func aUUIDIsWrittenAsATestWritesIt(uuid: String, swift: String) {
    #expect(StateChanges.swiftUUID(uuid[...]) == swift)
  }

  @Test func everyUUIDOfADumpIsRewritten() {
    #expect(
      StateChanges.swiftUUIDs(
        in:
          "[UUID(00000000-0000-0000-0000-000000000002), UUID(DEADBEEF-0000-0000-0000-000000000001)]"
      )
        == #"[UUID(2), UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!]"#)
  }

  enum Choice: Equatable { case confirm }
  enum Destination: Equatable { case alert(AlertState<Choice>) }
  struct Holder: Equatable { var alert: AlertState<Choice>? }

  static let alert = AlertState<Choice> {
    TextState("Sure?")
  } actions: {
    ButtonState(action: .confirm) { TextState("Yes") }
  }

  @Test func anAlertIsWrittenAsItsBuilderWritesItWhereverItIs() {
    let source =
      #"AlertState { TextState("Sure?") } actions: { ButtonState(action: .confirm) { TextState("Yes") } }"#
    #expect(StateChanges.literal(Self.alert) == source)
    #expect(StateChanges.literal(Optional(Self.alert) as Any) == source)
    #expect(StateChanges.literal(Destination.alert(Self.alert)) == ".alert(\(source))")
    #expect(
      StateChanges.literal(Holder(alert: Self.alert))
        == "StateChangesTests.Holder(alert: \(source))")
  }
}
