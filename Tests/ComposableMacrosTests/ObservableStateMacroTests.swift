import Testing

struct ObservableStateMacroTests {
  @Test
  func conformsAndKeepsProperties() {
    expectExpansion(
      #"""
      @ObservableState
      struct State: Equatable {
        var count = 0
        @ObservationStateIgnored var cache = 0
      }
      """#,
      #"""
      struct State: Equatable {
        var count = 0
        var cache = 0
      }

      extension State: ObservableState {
      }
      """#)
  }

  @Test
  func appliedToAClass() {
    expectDiagnostics(
      #"""
      @ObservableState
      class State {}
      """#,
      #"""
      error: '@ObservableState' applies to a struct or an enum, not to a class: a feature's state is a value
        at: class
      """#)
  }
}
