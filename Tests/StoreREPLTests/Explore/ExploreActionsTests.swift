import Testing

@testable import StoreREPL

/// Which actions `explore` sends, read from the actions themselves: a `ViewAction`'s other
/// cases are what effects send, at whatever depth of a parent's actions it sits.
@Suite struct ExploreActionsUnitTests {
  /// A parent whose child is a `ViewAction`, in a case of its own and inside a labelled payload.
  enum Parent {
    case pulse(Pulse.Action)
    case row(id: Int, action: Pulse.Action)
    case refresh
  }

  @Test func aViewActionsOtherCasesAreNoUsersAtAnyDepth() {
    #expect(ExploreActions.isUserAction(Pulse.Action.view(.pulseTapped)))
    #expect(!ExploreActions.isUserAction(Pulse.Action.dipped))
    #expect(ExploreActions.isUserAction(Parent.pulse(.view(.resetTapped))))
    #expect(!ExploreActions.isUserAction(Parent.pulse(.recovered)))
    #expect(ExploreActions.isUserAction(Parent.row(id: 1, action: .view(.pulseTapped))))
    #expect(!ExploreActions.isUserAction(Parent.row(id: 1, action: .dipped)))
    #expect(ExploreActions.isUserAction(Parent.refresh))
  }

  @Test func onlyNamesWhatIsSentAndExceptWhatIsLeftOut() {
    let only = ExploreActions(only: [["pulse", "dipped"], ["refresh"]])
    #expect(only.sends(Parent.pulse(.dipped)))
    #expect(only.sends(Parent.refresh))
    #expect(!only.sends(Parent.pulse(.view(.pulseTapped))))
    let except = ExploreActions(except: [["pulse", "view", "resetTapped"]])
    #expect(except.sends(Parent.pulse(.view(.pulseTapped))))
    #expect(!except.sends(Parent.pulse(.view(.resetTapped))))
    #expect(!except.sends(Parent.pulse(.recovered)))
  }
}
