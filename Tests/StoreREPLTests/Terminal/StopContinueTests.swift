import Testing

@testable import StoreREPL

/// A continue after Ctrl-Z redraws the line once, in whichever order the SIGCONT handler and
/// the stopped SIGTSTP handler run.
@Suite struct StopContinueTests {
  @Test func theContinueThatEndsCtrlZsStopIsSwallowedOnceWhenItsHandlerRunsLate() {
    let ledger = StopContinue()
    ledger.stopping()
    // NB: The SIGTSTP handler carries on and tells the reader itself; the SIGCONT handler runs
    // after it, as a sanitizer that delivers signals late makes it.
    #expect(ledger.continuedTells() == false)
    // A later SIGCONT, after a stop by other means (SIGSTOP), is told.
    #expect(ledger.continuedTells() == true)
  }

  @Test func aContinueWithoutCtrlZIsTold() {
    let ledger = StopContinue()
    #expect(ledger.continuedTells() == true)
    #expect(ledger.continuedTells() == true)
  }
}
