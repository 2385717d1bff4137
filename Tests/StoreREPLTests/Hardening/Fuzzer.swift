import ExampleFeatures
import TestHelpers

@testable import StoreREPL

/// Near-valid inputs: valid literals and commands, mutated.
enum Fuzzer {
  /// Literals the shell accepts, or nearly.
  static let literals: [String] = [
    ".decrementButtonTapped", ".incrementButtonTapped", ".numberFactButtonTapped",
    #".numberFactResponse(.success("3 is a good number."))"#,
    #".numberFactResponse(.failure(REPLError("offline")))"#,
    #".numberFactResponse(Result.failure(REPLError(message: "x")))"#,
    "EffectsBasics.Action.incrementButtonTapped", ".splash(.fetchCurrentWeather)",
    #".splash(.responseCurrentWeather(Weather(city: "Seoul", temperature: 21.5, condition: "Sunny")))"#,
    #".splash(.responseFetchError(REPLError("no network")))"#, ".main(.onAppear)",
    #".searchQueryChanged("sf")"#, #".searchResponse(.success(["Paris", "Seoul"]))"#,
    #".textFieldChanged("Hi \u{1F600}\n")"#, ##".textFieldChanged(#"raw "quoted""#)"##,
    "[1, -2.5e3, 0x1F, 1_000]", #"["k": (1, z: nil), "l": (2, z: true)]"#, "(1, x: [2], y: .a)",
    "Optional<Int>.some(3)", "-9223372036854775808", "1.7976931348623157e308", "nil", "true",
  ]

  /// Commands of every kind, valid on EffectsBasics or Root.
  static let commands: [String] = [
    "send .decrementButtonTapped", "send .incrementButtonTapped { count = 1 }",
    #"send .numberFactResponse(.success("hi")) { numberFact = "hi" }"#,
    "send .splash(.fetchCurrentWeather)", "send .numberFactButtonTapped",
    "advance 1s", "advance 250ms", "advance 1m30s", "advance 1.5s", "advance next", "advance all",
    "effects", "cancel delay", "cancel CancelID.delay", "cancel #1", "state", "state count",
    "state numberFact", "state main.weather.city", "expect count == 0",
    #"expect numberFact == "1 is a good number.""#, "undo", "undo 2", "goto 0", "goto 3", "reset",
    "log", "timeline", "exhaustive on", "exhaustive off", "receive",
    "receive .decrementDelayResponse { count = 0 }", "receive .numberFactResponse",
    "scenario failure", "scenario default", "deps", "help send", "help", "actions", "features",
    "load Root", "load EffectsBasics", "# a comment",
  ]

  static let fragments: [String] = [
    "(", ")", "[", "]", "{", "}", "\"", "#\"", "\"#", "\\", "\\u{", "\\n", ".", ":", ",", ";",
    "=", "==", "<", ">", "`", "'", "#", " ", "\t", "\n", "\u{0}", "\u{1B}", "\u{7F}", "-", "_",
    "0x", "1e", "e-", "99999999999999999999999", "0.000000000000000000001", "nil", "true",
    ".a", "Self", "Result.", "\u{FFFD}", "😀", "é",
  ]

  /// One mutated input, built from `seed` by one to four mutations.
  static func mutate(_ seed: String, _ random: inout SeededGenerator) -> String {
    var bytes = Array(seed.utf8)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let at = Int.random(in: 0...bytes.count, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        bytes = Array(bytes.prefix(at))
      case 1:
        bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
      case 2, 3:
        bytes.insert(
          contentsOf: fragments.randomElement(using: &random)!.utf8, at: at)
      case 4:
        if at < bytes.count { bytes.remove(at: at) }
      case 5:
        let count = Int.random(in: 1...600, using: &random)
        let opener = ["(", "[", ".a(", "[\"k\": ", "(x: ", "A<"].randomElement(using: &random)!
        bytes.insert(
          contentsOf: String(repeating: opener, count: count).utf8, at: at)
      case 6:
        let other = (literals + commands).randomElement(using: &random)!
        bytes.insert(contentsOf: other.utf8, at: at)
      case 7:
        bytes.insert(
          contentsOf: [
            [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
          ]
          .randomElement(using: &random)!, at: at)
      case 8:
        bytes.insert(
          contentsOf: String(repeating: "9", count: Int.random(in: 20...400, using: &random))
            .utf8, at: at)
      default:
        if at + 1 < bytes.count { bytes.swapAt(at, at + 1) }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Decodes `text` as each catalog action type; returns a short account of what happened.
  static func parseAndDecode(_ text: String) -> String {
    let syntax: LiteralSyntax
    do {
      syntax = try LiteralParser.parse(text)
    } catch {
      _ = try? LiteralParser.parsePrefix(text)
      return "parse: \(error.message) @\(error.offset)"
    }
    var outcome = "parsed"
    for type in actionTypes {
      do {
        _ = try type.decode(syntax)
      } catch {
        outcome += "; decode: \(error.message)"
      }
    }
    return outcome
  }

  /// The action types of the catalog, as decoders.
  static var actionTypes: [any DecodableAction.Type] {
    [
      EffectsBasics.Action.self, Root.Action.self, Splash.Action.self,
      DebouncedSearch.Action.self, SharedLogicWithActions.Action.self, Counter.Action.self,
    ]
  }

  /// A command line to run on a shell; `save` and `export` are left out, since they write files.
  static func shellLine(_ random: inout SeededGenerator) -> String {
    let seed: String
    if Bool.random(using: &random) {
      seed = commands.randomElement(using: &random)!
    } else {
      seed = "send " + literals.randomElement(using: &random)!
    }
    let line = Int.random(in: 0..<4, using: &random) == 0 ? seed : mutate(seed, &random)
    return Shell.writesFiles(line) ? "state" : line
  }
}

/// An action type the fuzzer decodes literals as.
protocol DecodableAction {
  static func decode(_ syntax: LiteralSyntax) throws(DecodeError)
}

extension DecodableAction {
  static func decode(_ syntax: LiteralSyntax) throws(DecodeError) {
    let _: Self = try StoreREPL.decode(syntax, as: Self.self)
  }
}

extension EffectsBasics.Action: DecodableAction {}
extension Root.Action: DecodableAction {}
extension Splash.Action: DecodableAction {}
extension DebouncedSearch.Action: DecodableAction {}
extension SharedLogicWithActions.Action: DecodableAction {}
extension Counter.Action: DecodableAction {}
