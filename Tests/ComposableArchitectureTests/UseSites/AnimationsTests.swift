import ComposableArchitecture
import Testing

@MainActor
struct AnimationsTests {
  @Test
  func rainbow() async {
    let clock = TestClock()

    let store = TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor) {
      $0.circleColor = .red
    }

    for color in [Color.blue, .green, .orange, .pink, .purple, .yellow, .black] {
      await clock.advance(by: .seconds(1))
      await store.receive(\.setColor) {
        $0.circleColor = color
      }
    }

    await clock.run()
  }

  @Test
  func reset() async {
    let clock = TestClock()

    let store = TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor) {
      $0.circleColor = .red
    }

    await clock.advance(by: .seconds(1))
    await store.receive(\.setColor) {
      $0.circleColor = .blue
    }

    await store.send(.resetButtonTapped) {
      $0.alert = AlertState {
        TextState("Reset state?")
      } actions: {
        ButtonState(
          role: .destructive,
          action: .send(.resetConfirmationButtonTapped, animation: .default)
        ) {
          TextState("Reset")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      }
    }

    await store.send(\.alert.presented.resetConfirmationButtonTapped) {
      $0 = Animations.State()
    }

    await store.finish()
  }

  @Test
  func tapMovesTheCircle() async {
    let store = TestStore(initialState: Animations.State()) {
      Animations()
    }
    await store.send(.tapped(CGPoint(x: 10, y: 20))) {
      $0.circleCenter = CGPoint(x: 10, y: 20)
    }
    await store.send(.circleScaleToggleChanged(true)) {
      $0.isCircleScaled = true
    }
  }
}
