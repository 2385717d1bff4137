import Foundation
import Testing

@testable import StoreREPL

/// The payloads `explore` tries: what the session typed first, then the defaults.
@Suite struct SampleLiteralsTests {
  enum Filter { case all, active }

  enum Action {
    case textChanged(String)
    case stepped(by: Int)
    case toggled(Bool)
    case picked(Filter)
    case response(Result<String, any Error>)
    case moved(id: UUID, to: Int)
    case tapped
  }

  @Test func theStringsAndIntegersTypedComeFirstThenTheDefaults() {
    let samples = SampleLiterals(
      typedIn: [#".textChanged("Milk \"2%\"")"#, ".stepped(by: 7)", ".tapped", "not a literal ("])
    #expect(samples.literals(of: String.self, depth: 0) == [#""Milk \"2%\"""#, #""""#, #""a""#])
    #expect(samples.literals(of: Int.self, depth: 0) == ["7", "0", "1", "-1"])
  }

  @Test func eachCaseGetsSamplePayloadsAFewAtMost() {
    let samples = SampleLiterals(typedIn: [".stepped(by: 7)"])
    #expect(
      samples.literals(of: Action.self, depth: 0) == [
        #".textChanged("")"#, #".textChanged("a")"#,
        ".stepped(by: 7)", ".stepped(by: 0)", ".stepped(by: 1)", ".stepped(by: -1)",
        ".toggled(true)", ".toggled(false)",
        ".picked(.all)", ".picked(.active)",
        #".response(.success(""))"#, #".response(.success("a"))"#,
        #".response(.failure("offline"))"#,
        ".moved(id: UUID(0), to: 7)", ".moved(id: UUID(0), to: 0)", ".moved(id: UUID(0), to: 1)",
        ".moved(id: UUID(0), to: -1)", ".moved(id: UUID(1), to: 7)", ".moved(id: UUID(1), to: 0)",
        ".tapped",
      ])
  }
}
