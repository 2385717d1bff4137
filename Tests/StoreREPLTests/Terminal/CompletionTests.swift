import Testing

@testable import StoreREPL

extension TerminalTests {
  @Suite struct CompletionTests {
    @Test(arguments: [
      ([], ""),
      (["send "], "send "),
      ([".splash(.fetchCurrentWeather)", ".splash(.fetchForecast)"], ".splash(.fetch"),
      ([".a", ".b"], "."),
      (["abc", "xyz"], ""),
      (["é1", "é2"], "é"),
      (["same", "same"], "same"),
    ])
    func commonPrefix(candidates: [String], expected: String) {
      #expect(Completion(replacementStart: 0, candidates: candidates).commonPrefix == expected)
    }

    @Test func aUniqueCandidateReplacesTheWord() {
      let edit = CompletionEdit(
        Completion(replacementStart: 5, candidates: [".splash(.fetchCurrentWeather)"]),
        line: "send .splash(.fe", cursor: 16, wordStart: 5)
      #expect(edit == CompletionEdit(replacement: ".splash(.fetchCurrentWeather)", listed: []))
    }

    /// Several candidates complete their common prefix, without a listing under the line as it
    /// was; once the line is at their common prefix, they are listed.
    @Test func severalCandidatesCompleteTheirCommonPrefixThenAreListed() {
      let candidates = [".splash(.fetchCurrentWeather)", ".splash(.fetchForecast)"]
      let edit = CompletionEdit(
        Completion(replacementStart: 5, candidates: candidates),
        line: "send .splash(.fe", cursor: 16, wordStart: 5)
      #expect(edit == CompletionEdit(replacement: ".splash(.fetch", listed: []))
      let next = CompletionEdit(
        Completion(replacementStart: 5, candidates: candidates),
        line: "send .splash(.fetch", cursor: 19, wordStart: 5)
      #expect(next == CompletionEdit(replacement: ".splash(.fetch", listed: candidates))
    }

    @Test func aCompleterMayReplaceInsideTheWord() {
      // The completer replaces only the nested case after `(`; libedit's word starts at `.splash`.
      let edit = CompletionEdit(
        Completion(replacementStart: 13, candidates: [".fetchCurrentWeather)"]),
        line: "send .splash(.fe", cursor: 16, wordStart: 5)
      #expect(edit == CompletionEdit(replacement: ".splash(.fetchCurrentWeather)", listed: []))
    }

    @Test func aCompleterMayReplaceAcrossABlank() {
      let edit = CompletionEdit(
        Completion(replacementStart: 0, candidates: ["send .decrementButtonTapped"]),
        line: "send .dec", cursor: 9, wordStart: 5)
      #expect(edit == CompletionEdit(replacement: ".decrementButtonTapped", listed: []))
    }

    @Test func aCandidateThatDoesNotKeepTheTextBeforeTheWordChangesNothing() {
      let edit = CompletionEdit(
        Completion(replacementStart: 0, candidates: ["state count"]),
        line: "send .dec", cursor: 9, wordStart: 5)
      #expect(edit == CompletionEdit(replacement: ".dec", listed: []))
    }

    @Test func looseMatchesNeverDropWhatWasTyped() {
      let edit = CompletionEdit(
        Completion(
          replacementStart: 5, candidates: [".incrementButtonTapped", ".decrementButtonTapped"]),
        line: "send crement", cursor: 12, wordStart: 5)
      #expect(
        edit
          == CompletionEdit(
            replacement: "crement", listed: [".incrementButtonTapped", ".decrementButtonTapped"]))
    }

    @Test func completesTheFirstWordWithItsBlank() {
      let edit = CompletionEdit(
        Completion(replacementStart: 0, candidates: ["send "]), line: "se", cursor: 2, wordStart: 0)
      #expect(edit == CompletionEdit(replacement: "send ", listed: []))
    }

    @Test func completesInTheMiddleOfTheLine() {
      let edit = CompletionEdit(
        Completion(replacementStart: 0, candidates: ["advance"]),
        line: "adv 1s", cursor: 3, wordStart: 0)
      #expect(edit == CompletionEdit(replacement: "advance", listed: []))
    }

    @Test(arguments: [
      Completion.none,
      Completion(replacementStart: -1, candidates: ["x"]),
      Completion(replacementStart: 4, candidates: ["x"]),
    ])
    func offersNothingForNoCandidatesOrBadOffsets(completion: Completion) {
      #expect(CompletionEdit(completion, line: "abc", cursor: 3, wordStart: 0) == nil)
    }

    @Test func convertsLibEditCharacterOffsetsToUTF8() {
      let line = "send .textFieldChanged(\"héllo wörld\") "
      #expect(EditLineReader.utf8Offset(ofScalar: 0, in: line) == 0)
      #expect(EditLineReader.utf8Offset(ofScalar: 25, in: line) == 25)
      #expect(EditLineReader.utf8Offset(ofScalar: 26, in: line) == 27)
      #expect(EditLineReader.utf8Offset(ofScalar: 1000, in: line) == line.utf8.count)
      #expect(EditLineReader.utf8Offset(ofScalar: 2, in: "😀😀") == 8)
    }
  }
}
