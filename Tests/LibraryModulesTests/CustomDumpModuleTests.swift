// NB: This file imports `CustomDump` alone, as a model file of an app does: the protocols its
// conformances name come from that module.
import CustomDump
import Testing

private struct Token: Equatable, CustomDumpStringConvertible {
  var secret: String
  var customDumpDescription: String { "Token(•••)" }
}

private struct Celsius: Equatable, CustomDumpRepresentable {
  var degrees: Double
  var customDumpValue: Any { "\(degrees)°C" }
}

private struct Account: Equatable, CustomDumpReflectable {
  var name: String
  var password: String
  var customDumpMirror: Mirror {
    Mirror(self, children: ["name": name], displayStyle: .struct)
  }
}

private struct Session: Equatable {
  var token: Token
  var temperature: Celsius
  var account: Account
}

@Suite struct CustomDumpModuleTests {
  @Test func conformancesToCustomDumpsProtocolsShapeDumpsAndDiffs() {
    let session = Session(
      token: Token(secret: "s3cr3t"), temperature: Celsius(degrees: 21),
      account: Account(name: "Blob", password: "hunter2"))
    var text = ""
    customDump(session, to: &text)
    #expect(
      text == """
        Session(
          token: Token(•••),
          temperature: "21.0°C",
          account: Account(name: "Blob")
        )
        """)
    var warmer = session
    warmer.temperature.degrees = 22
    #expect(
      diff(session, warmer, format: DiffFormat.default) == """
          Session(
            token: Token(•••),
        -   temperature: "21.0°C",
        +   temperature: "22.0°C",
            account: Account(name: "Blob")
          )
        """)
  }
}
