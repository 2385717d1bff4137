import Testing

@testable import StoreREPL

/// What was said in a session, kept for its handout.
@Suite struct SessionNarrationTests {
  @Test func linesSaidTogetherAreOneParagraphAndNotesAreNotNarration() {
    var narration = SessionNarration()
    narration.note(comment: "# Tap minus:", at: 0)
    narration.note(comment: "# the count goes below zero.", at: 0)
    narration.note(comment: "# note: ask the class first", at: 0)
    narration.note(comment: "# A new paragraph.", at: 0)
    narration.note(comment: "#", at: 0)
    narration.note(comment: "# pause", at: 0)
    narration.note(comment: "# After step 1.", at: 1)
    #expect(
      narration.paragraphs == [
        .init(afterStep: 0, text: "Tap minus: the count goes below zero."),
        .init(afterStep: 0, text: "A new paragraph."),
        .init(afterStep: 1, text: "After step 1."),
      ])
    #expect(
      narration.paragraphs(through: 0) == [
        0: ["Tap minus: the count goes below zero.", "A new paragraph."]
      ])
  }

  /// A step made after an undo replaces the steps after it, and what was said after them;
  /// narration shown again where it was said (a lesson that goes back) is kept once.
  @Test func aNewBranchDropsWhatWasSaidAfterTheStepsItReplaced() {
    var narration = SessionNarration()
    narration.note("One.", at: 1)
    narration.note("Two.", at: 2)
    narration.endParagraph()
    narration.note("One.", at: 1)
    narration.endParagraph()
    #expect(narration.paragraphs.map(\.text) == ["One.", "Two."])
    narration.stepMade(after: 1)
    #expect(narration.paragraphs == [.init(afterStep: 1, text: "One.")])
  }
}
