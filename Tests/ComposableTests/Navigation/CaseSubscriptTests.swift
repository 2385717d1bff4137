import Composable
import TestHelpers
import Testing

private enum Screen: Equatable {
  case count(Int)
  case text(String)
}

private struct Holder: Equatable {
  @PresentationState var screen: Screen?
}

/// A case of a stack's element, or of presented state, changed through a case path.
@Suite struct CaseSubscriptTests {
  @Test func aStackElementsCaseIsChangedInPlaceAndRemovedByNil() {
    var stack = StackState<Screen>([.count(41)])
    stack[id: 0, case: /Screen.count]? += 1
    #expect(stack[id: 0] == .count(42))
    stack[id: 0, case: /Screen.count] = nil
    #expect(stack.isEmpty)
  }

  @Test func changingAStackElementOfAnotherCaseIsAFailureAndChangesNothing() {
    var stack = StackState<Screen>([.count(41)])
    let line = #line + 2
    withKnownIssue {
      stack[id: 0, case: /Screen.text]?.append("!")
    } matching: { issue in
      issue.hasMessage(#"Can't modify unrelated case "count""#, at: line)
    }
    withKnownIssue {
      stack[id: 0, case: /Screen.text] = nil
    } matching: { issue in
      issue.message == #"Can't modify unrelated case "count""#
    }
    #expect(Array(stack) == [.count(41)])
  }

  @Test func aPresentedCaseIsChangedInPlaceAndDismissedByNil() {
    var holder = Holder(screen: .count(41))
    holder.$screen[case: /Screen.count]? += 1
    #expect(holder.screen == .count(42))
    holder.$screen[case: /Screen.count] = nil
    #expect(holder.screen == nil)
  }

  @Test func changingAPresentedStateOfAnotherCaseOrNoneIsAFailure() {
    var holder = Holder(screen: .text("Hi"))
    withKnownIssue {
      holder.$screen[case: /Screen.count]? += 1
    } matching: { issue in
      issue.message == #"Can't modify unrelated case "text""#
    }
    #expect(holder.screen == .text("Hi"))
    holder.screen = nil
    withKnownIssue {
      holder.$screen[case: /Screen.count]? += 1
    } matching: { issue in
      issue.message == "Can't modify unrelated case"
    }
  }
}
