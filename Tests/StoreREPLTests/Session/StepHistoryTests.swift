import Testing

@testable import StoreREPL

@Suite struct StepHistoryTests {
  @Test func foldingKeepsTheNumberingOfTheStepsLeft() {
    var history = StepHistory<String>()
    for step in 1...6 { history.append("step \(step)") }
    history.fold(before: 2)
    #expect(history.startIndex == 2)
    #expect(history.endIndex == 6)
    #expect(Array(history) == ["step 3", "step 4", "step 5", "step 6"])
    #expect(history[4] == "step 5")
    #expect(Array(history[..<4]) == ["step 3", "step 4"])
    history.removeAll(from: 5)
    #expect(Array(history) == ["step 3", "step 4", "step 5"])
    history.removeAll(from: 9)
    #expect(history.endIndex == 5)
    history.removeAll(from: 0)
    #expect(history.isEmpty)
    #expect(history.startIndex == 2)
    history.append("step 3 again")
    #expect(history[2] == "step 3 again")
  }
}
