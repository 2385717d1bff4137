import Composable
import Foundation
import TestHelpers
import Testing
import ValueDump

/// The rainbow of TCA's Animations case study, without its view.
private struct Rainbow: Reducer {
  struct State: Equatable {
    var circleCenter: CGPoint?
    var circleColor = Color.black
  }
  enum Action: Equatable {
    case rainbowButtonTapped
    case setColor(Color)
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rainbowButtonTapped:
      return .run { send in
        for color in [Color.red, .blue, .green] {
          await send(.setColor(color), animation: .linear)
          try await clock.sleep(for: .seconds(1))
        }
      }
    case .setColor(let color):
      state.circleColor = color
      return .none
    }
  }
}

@Suite struct ColorTests {
  @Test(arguments: [
    (Color.red, "Color.red"),
    (.accentColor, "Color.accentColor"),
    (Color(red: 0.8, green: 0.8, blue: 0.8), "Color(red: 0.8, green: 0.8, blue: 0.8)"),
    (
      Color(red: 1, green: 0, blue: 0, opacity: 0.5),
      "Color(red: 1.0, green: 0.0, blue: 0.0, opacity: 0.5)"
    ),
    (Color(white: 0.95), "Color(white: 0.95)"),
    (
      Color(hue: 0.5, saturation: 1, brightness: 1),
      "Color(hue: 0.5, saturation: 1.0, brightness: 1.0)"
    ),
    (Color("bubblegum"), #"Color("bubblegum")"#),
    (Color.blue.opacity(0.5), "Color.blue.opacity(0.5)"),
  ])
  func dumpsAsTheExpressionThatMadeIt(color: Color, expected: String) {
    #expect(customDump(color) == expected)
    #expect(customDumpInline(color) == expected)
  }

  @Test func isEquatableAndHashable() {
    #expect(Color.red == .red)
    #expect(Color.red != .blue)
    #expect(Color(white: 1) != .white)
    #expect(Set([Color.red, .red, .blue.opacity(0.5), .blue.opacity(0.5)]).count == 2)
  }

  @Test func aRainbowIsAssertedColourByColour() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rainbow.State()) {
      Rainbow()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rainbowButtonTapped)
    await store.receive(.setColor(.red)) { $0.circleColor = .red }
    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.blue)) { $0.circleColor = .blue }
    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.green)) { $0.circleColor = .green }
    await clock.run()
  }

  @Test func aWrongColourIsReportedWithADiff() async {
    let store = TestStore(initialState: Rainbow.State()) { Rainbow() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.setColor(.red)) { $0.circleColor = .blue }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} Rainbow.State(
            \u{2007}   circleCenter: nil,
            −   circleColor: Color.blue
            +   circleColor: Color.red
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }
}
