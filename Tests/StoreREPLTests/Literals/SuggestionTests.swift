import TestHelpers
import Testing

@testable import StoreREPL

/// `Suggestion.best` prepares its names once, searches them character by character and stops an
/// edit distance past its limit; `SourceDiagnostic` shows plain text as it is. Each gives what
/// the plain way gives, checked against it on seeded random words.
@Suite struct SuggestionTests {
  static let commandNames = CommandName.allCases.map(\.rawValue)
  static let otherNames = [
    "decrementButtonTapped", "incrementButtonTapped", "numberFactResponse", "Émile", "café",
    "cafe\u{301}", "naïve", "日本語", "🙂face", "K\u{212A}elvin", "a\r\nb", "STATE",
  ]

  @Test(
    arguments: [
      ("sned", "send"), ("stat", "state"), ("STATE", "state"), ("ffect", "effects"),
      ("xpor", "export"), ("tmeline", "timeline"), ("qq", nil), ("xyzzyplugh", nil),
      ("", nil), (String(repeating: "s", count: 201), nil),
    ] as [(String, String?)])
  func commandWords(typed: String, expected: String?) {
    #expect(Suggestion.best(for: typed, among: Self.commandNames) == expected)
    #expect(Suggestion.best(for: typed, among: CommandName.names) == expected)
  }

  @Test func choosesAsThePlainSearchDoes() {
    var random = SeededGenerator(seed: 2024)
    let pieces: [String] = [
      "s", "e", "n", "d", "t", "a", "x", "ff", "ect", "ate", "Ex", "ort", "é", "e\u{301}", "ï",
      "日本", "🙂", "\u{212A}", "\r\n", "\r", "\n", "\t", " ", "\u{0}", "\u{7F}", "\u{85}",
    ]
    for _ in 0..<1000 {
      let count = Int.random(in: 1...14, using: &random)
      let typed = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      for names in [Self.commandNames, Self.otherNames] {
        #expect(
          Suggestion.best(for: typed, among: names) == Self.plainBest(for: typed, among: names),
          "\(typed.debugDescription)")
      }
    }
  }

  @Test func distancePastTheLimitIsPastIt() {
    var random = SeededGenerator(seed: 7)
    let alphabet = Array("abcdeé🙂")
    for _ in 0..<2000 {
      let lhs = (0..<Int.random(in: 0...9, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      let rhs = (0..<Int.random(in: 0...9, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      let exact = Suggestion.distance(lhs, rhs)
      for limit in 0...4 {
        let bounded = Suggestion.distance(lhs, rhs, limit: limit)
        #expect(exact <= limit ? bounded == exact : bounded > limit)
      }
    }
  }

  @Test func plainTextIsShownAsTheCharacterByCharacterWayShowsIt() {
    var random = SeededGenerator(seed: 11)
    let pieces = ["a", "Z", " ", "\t", "~", "'", "\u{1F}", "\u{7F}", "\u{85}", "é", "\r\n", "\n"]
    for _ in 0..<2000 {
      let text = (0..<Int.random(in: 0...20, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      #expect(SourceDiagnostic.printable(text) == Self.plainPrintable(text))
      #expect(
        SourceDiagnostic.printableMessage(text)
          == text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { SourceDiagnostic.shorteningQuotations(in: Self.plainPrintable(String($0))) }
          .joined(separator: "\n"))
    }
  }

  /// The choice as `Suggestion.best` documents it, computed the plain way.
  static func plainBest(for typed: String, among candidates: [String]) -> String? {
    let lowered = typed.lowercased()
    let typedCharacters = Array(lowered)
    guard !typedCharacters.isEmpty, typedCharacters.count <= 200 else { return nil }
    let scored = candidates.map { (name: $0, lowered: $0.lowercased()) }
    if let exact = scored.first(where: { $0.lowered == lowered }) { return exact.name }
    func closest(_ names: [(name: String, lowered: String)]) -> String? {
      names.min {
        Suggestion.distance(Array($0.lowered), typedCharacters)
          < Suggestion.distance(Array($1.lowered), typedCharacters)
      }?.name
    }
    if let prefixed = closest(scored.filter { $0.lowered.hasPrefix(lowered) }) { return prefixed }
    if typedCharacters.count >= 3,
      let containing = closest(scored.filter { $0.lowered.firstRange(of: lowered) != nil })
    {
      return containing
    }
    let limit = max(2, typedCharacters.count / 3)
    if let whole = closest(
      scored.filter { Suggestion.distance(Array($0.lowered), typedCharacters) <= limit })
    {
      return whole
    }
    guard typedCharacters.count >= 4 else { return nil }
    let count = typedCharacters.count
    let startLimit = max(1, count / 3)
    let starts = scored.filter {
      $0.lowered.count > count && $0.lowered.first == typedCharacters.first
    }.map { candidate in
      let characters = Array(candidate.lowered)
      let distance = (count - 1...count + 1).map {
        Suggestion.distance(Array(characters.prefix($0)), typedCharacters)
      }.min()!
      return (name: candidate.name, distance: distance)
    }
    return starts.filter { $0.distance <= startLimit }.min { $0.distance < $1.distance }?.name
  }

  static func plainPrintable(_ text: String) -> String {
    var output = ""
    for character in text {
      let isControl = character.unicodeScalars.contains {
        $0 != "\t" && ($0.value < 0x20 || (0x7F..<0xA0).contains($0.value))
      }
      output.append(isControl ? "\u{FFFD}" : character)
    }
    return output
  }
}
