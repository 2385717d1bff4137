import Composable
import Testing
import ValueDump

@Suite struct AnimationTests {
  @Test(arguments: [
    (Animation.default, "Animation.default"),
    (.easeIn, "Animation.easeIn"),
    (.easeInOut(duration: 0.3), "Animation.easeInOut(duration: 0.3)"),
    (.linear(duration: 1), "Animation.linear(duration: 1.0)"),
    (.spring(), "Animation.spring()"),
    (
      .spring(response: 0.3, dampingFraction: 0.6),
      "Animation.spring(response: 0.3, dampingFraction: 0.6)"
    ),
    (.spring(duration: 0.4, bounce: 0.2), "Animation.spring(duration: 0.4, bounce: 0.2)"),
    (
      .interactiveSpring(response: 0.25, dampingFraction: 0.1),
      "Animation.interactiveSpring(response: 0.25, dampingFraction: 0.1)"
    ),
    (
      .interpolatingSpring(stiffness: 3000, damping: 40),
      "Animation.interpolatingSpring(stiffness: 3000.0, damping: 40.0)"
    ),
    (.bouncy, "Animation.bouncy"),
    (.snappy(duration: 0.2), "Animation.snappy(duration: 0.2)"),
    (.smooth.delay(1).speed(2), "Animation.smooth.delay(1.0).speed(2.0)"),
    (.easeOut.repeatCount(3), "Animation.easeOut.repeatCount(3)"),
    (
      .linear.repeatForever(autoreverses: false),
      "Animation.linear.repeatForever(autoreverses: false)"
    ),
    (.timingCurve(0.1, 0.2, 0.3, 0.4), "Animation.timingCurve(0.1, 0.2, 0.3, 0.4)"),
  ])
  func dumpsAsTheExpressionThatMadeIt(animation: Animation, expected: String) {
    #expect(customDump(animation) == expected)
    #expect(animation.description == expected)
  }

  @Test func comparesAsWritten() {
    #expect(Animation.easeInOut(duration: 0.3) == .easeInOut(duration: 0.3))
    #expect(Animation.easeInOut(duration: 0.3) != .easeInOut(duration: 0.4))
    #expect(Animation.spring(response: 0.5) == .spring())
    #expect(Set([Animation.default, .default, .linear]).count == 2)
  }

  @Test func withAnimationRunsItsBodyAndReturnsItsResult() {
    var count = 0
    let result = withAnimation(.easeIn) {
      count += 1
      return count * 10
    }
    #expect(result == 10)
    withAnimation { count += 1 }
    #expect(count == 2)
    let other = withTransaction(Transaction(animation: .default)) { "done" }
    #expect(other == "done")
    #expect(Transaction().animation == nil)
  }

  @Test func anOptionalAnimationInStateDiffsAsWritten() {
    struct State: Equatable {
      var animation: Animation?
      var count = 0
    }
    #expect(
      diff(State(animation: .easeIn), State(animation: .easeInOut(duration: 0.3)))
        == """
        \u{20} AnimationTests.State(
        -   animation: Animation.easeIn,
        +   animation: Animation.easeInOut(duration: 0.3),
        \u{20}   count: 0
        \u{20} )
        """)
  }
}
