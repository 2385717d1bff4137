import Testing

/// Invariants are looked at after every action a step reduces: a break that the end of the
/// step no longer shows is said, and `break invariant` stops an `advance` right after the
/// action that broke one.
@Suite struct InvariantOnTheWayTests {
  @Test func anInvariantBrokenAndKeptAgainInsideAnAdvanceIsSaid() async {
    let output = await pulseSession([
      "invariant level >= 0", "send .view(.pulseTapped)", "advance 1s", "advance 1s",
    ])
    #expect(
      output.hasSuffix(
        """
        Pulse 0.000s> advance 1s
          1.000s  received .dipped from #1
        − Pulse.State(level: 0)
        + Pulse.State(level: -1)
          1.000s  received .recovered from #1
        − Pulse.State(level: -1)
        + Pulse.State(level: 0)
          finished #1
          invariant 1 broken at 1.000s after .dipped from #1: level >= 0
            level = -1
            and kept again by the end of the step
        Pulse 1.000s> advance 1s
          2.000s  nothing was due

        """), "\(output)")
  }

  @Test func breakInvariantStopsTheAdvanceRightAfterTheActionThatBrokeIt() async {
    let output = await pulseSession([
      "invariant level >= 0", "break invariant", "send .view(.pulseTapped)", "advance 2s",
      "effects", "continue", "break invariant 1", "break invariant 2",
    ])
    #expect(
      output.hasSuffix(
        """
        Pulse 0.000s> break invariant
          breakpoint 1: invariant
        Pulse 0.000s> send .view(.pulseTapped)
          (no state change)
          started #1: sleeping on the clock until 1.000s
        Pulse 0.000s> advance 2s
          1.000s  received .dipped from #1
        − Pulse.State(level: 0)
        + Pulse.State(level: -1)
          finished #1
          stopped at 1.000s: invariant 1 broken (breakpoint 1), before .recovered from
            #1; 'continue' advances the remaining 1s
          invariant 1 broken: level >= 0
            level = -1
        Pulse 1.000s (stopped)> effects
          no effects in flight
          waiting to be reduced: .recovered from #1
        Pulse 1.000s (stopped)> continue
          1.000s  received .recovered from #1
        − Pulse.State(level: -1)
        + Pulse.State(level: 0)
        Pulse 2.000s> break invariant 1
          breakpoint 2: invariant 1
        Pulse 2.000s> break invariant 2
        error: there is no invariant 2; 'invariants' lists them
         --> input:1:17
        1 | break invariant 2
          |                 ^

        """), "\(output)")
  }

  /// A breakpoint on an invariant broken already stops when it breaks again, and says so, as
  /// `break if` on a condition that holds already does.
  @Test func breakpointsOnWhatAlreadyHoldsSaySo() async {
    let output = await pulseSession([
      "send .view(.pulseTapped)", "advance 2s", "send .view(.resetTapped)", "invariant level > 0",
      "break invariant", "break if level == 0",
    ])
    #expect(
      output.hasSuffix(
        """
        Pulse 2.000s> invariant level > 0
          invariant 1: level > 0 (broken already)
        Pulse 2.000s> break invariant
          breakpoint 1: invariant (broken now: it stops when it breaks again)
        Pulse 2.000s> break if level == 0
          breakpoint 2: if level == 0 (holds now: it stops when it turns true again)

        """), "\(output)")
  }
}
