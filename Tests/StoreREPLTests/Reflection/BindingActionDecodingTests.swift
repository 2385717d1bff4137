import Composable
import Testing
import ValueDump

@testable import StoreREPL

/// A form whose fields are set by binding actions, written in the pre-macro dialect.
struct ProfileForm: Reducer {
  struct State: Equatable, Sendable {
    var name = ""
    var isPublic = false
    var settings = Settings()
    let id = 7
    var avatar = Avatar()

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.name == rhs.name && lhs.isPublic == rhs.isPublic && lhs.settings == rhs.settings
        && lhs.avatar.pixels == rhs.avatar.pixels
    }
  }

  struct Settings: Equatable, Sendable {
    var isOn = false
    var volume = 5
  }

  /// Not `Equatable`: a binding cannot set it.
  struct Avatar: Sendable {
    var pixels: [UInt8] = []
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case saveTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

let profileFormFeature = REPLFeature(
  "ProfileForm", summary: "A form whose fields binding actions set.",
  initialState: ProfileForm.State(), initialStateSwift: "ProfileForm.State()",
  reducer: { ProfileForm() })

@Suite struct BindingActionDecodingTests {
  func action(_ text: String) throws -> ProfileForm.Action {
    try decode(LiteralParser.parse(text), as: ProfileForm.Action.self)
  }

  func error(_ text: String) throws -> String {
    let syntax = try LiteralParser.parse(text)
    do {
      _ = try decode(syntax, as: ProfileForm.Action.self)
      return "decoded"
    } catch {
      return error.rendered(in: text)
    }
  }

  @Test func aKeyPathWithoutItsRootNamesAPropertyOfTheState() throws {
    #expect(try action(#".binding(.set(\.name, "Blob"))"#) == .binding(.set(\.name, "Blob")))
    #expect(try action(#".binding(.set(\.isPublic, true))"#) == .binding(.set(\.isPublic, true)))
  }

  @Test func theDumpedFormWithItsRootDecodesToo() throws {
    let dumped = customDumpInline(ProfileForm.Action.binding(.set(\.name, "Blob")))
    #expect(dumped == #".binding(.set(\.name, "Blob"))"#)
    #expect(try action(dumped) == .binding(.set(\.name, "Blob")))
    #expect(try action(#".binding(.set(\State.name, "Blob"))"#) == .binding(.set(\.name, "Blob")))
    #expect(
      try action(#".binding(.set(\ProfileForm.State.name, "Blob"))"#)
        == .binding(.set(\.name, "Blob")))
  }

  @Test func theValueIsDumpedAsTheShellReadsIt() {
    struct Theme: Equatable, Sendable {
      enum Mode: Equatable, Sendable { case light, dark }
      var mode = Mode.light
      var accent: Mode? = nil
    }
    #expect(customDumpInline(BindingAction<Theme>.set(\.mode, .dark)) == #".set(\.mode, .dark)"#)
    #expect(
      customDumpInline(BindingAction<Theme>.set(\.accent, .light)) == #".set(\.accent, .light)"#)
    #expect(customDump(BindingAction<Theme>.set(\.mode, .dark)) == #".set(\.mode, .dark)"#)
  }

  @Test func aNestedPropertyIsReachedThroughStoredProperties() throws {
    #expect(
      try action(#".binding(.set(\.settings.volume, 11))"#)
        == .binding(.set(\.settings.volume, 11)))
  }

  @Test func theDecodedActionMatchesTheReducersPatterns() throws {
    let decoded = try action(#".binding(.set(\.settings.isOn, true))"#)
    guard case .binding(let binding) = decoded else {
      Issue.record("not a binding action")
      return
    }
    #expect(\.settings.isOn ~= binding)
    #expect(!(\.isPublic ~= binding))
    var state = ProfileForm.State()
    _ = ProfileForm().reduce(into: &state, action: decoded)
    #expect(state.settings == ProfileForm.Settings(isOn: true, volume: 5))
  }

  @Test func whatABindingCannotSetIsSaidExactly() throws {
    #expect(
      try error(#".binding(.set(\.nam, "Blob"))"#) == #"""
        error: ProfileForm.State has no stored property 'nam'; did you mean 'name'?
         --> input:1:15
        1 | .binding(.set(\.nam, "Blob"))
          |               ^
        """#)
    #expect(
      try error(#".binding(.set(\.id, 1))"#) == #"""
        error: cannot bind 'id' of ProfileForm.State: it is a 'let'
         --> input:1:15
        1 | .binding(.set(\.id, 1))
          |               ^
        """#)
    #expect(
      try error(#".binding(.set(\.avatar, 1))"#) == #"""
        error: cannot bind 'avatar' of ProfileForm.State: ProfileForm.Avatar is not Equatable and Sendable
         --> input:1:15
        1 | .binding(.set(\.avatar, 1))
          |               ^
        """#)
    #expect(
      try error(#".binding(.set(\.name.count, 1))"#) == #"""
        error: cannot bind 'count' of String: its stored properties are private to Swift
         --> input:1:15
        1 | .binding(.set(\.name.count, 1))
          |               ^
        """#)
    #expect(
      try error(#".binding(.set(\Other.name, "Blob"))"#) == #"""
        error: 'Other' is not ProfileForm.State
         --> input:1:16
        1 | .binding(.set(\Other.name, "Blob"))
          |                ^
        """#)
  }

  @Test func aMalformedBindingActionIsSaidExactly() throws {
    #expect(
      try error(#".binding(.set(\.name, 1))"#) == #"""
        error: expected a String for 'name' of ProfileForm.State, found 1
         --> input:1:23
        1 | .binding(.set(\.name, 1))
          |                       ^
        """#)
    #expect(
      try error(#".binding(.set("name", 1))"#) == #"""
        error: expected a key path such as \.name for the property of a binding action, found "name"
         --> input:1:15
        1 | .binding(.set("name", 1))
          |               ^
        """#)
    #expect(
      try error(#".binding(.set(\.name))"#) == #"""
        error: '.set' of a binding action takes 2 values, found 1
         --> input:1:10
        1 | .binding(.set(\.name))
          |          ^
        """#)
    #expect(
      try error(#".binding(.name)"#) == #"""
        error: expected '.set(\.property, value)' for a binding action, found .name
         --> input:1:10
        1 | .binding(.name)
          |          ^
        """#)
  }

  @Test func keyPathLiteralsParseAndPrintBack() throws {
    #expect(try LiteralParser.parse(#"\.settings.isOn"#).description == #"\.settings.isOn"#)
    #expect(try LiteralParser.parse(#"\Form.State.name"#).description == #"\Form.State.name"#)
    #expect(
      try LiteralParser.parse(#"\State.name"#).kind
        == .keyPath(LiteralSyntax.KeyPathLiteral(typePath: ["State"], properties: ["name"])))
    for (text, message) in [
      (#"\"#, "expected '.' and a property name in the key path, such as '\\.name' @1"),
      (#"\State"#, "expected '.' and a property name in the key path, such as '\\.name' @6"),
      (#"\."#, "expected a name after '.' @2"),
      (#"\ .name"#, "expected '.' and a property name in the key path, such as '\\.name' @1"),
    ] {
      #expect(throws: LiteralParseError.self) { try LiteralParser.parse(text) }
      do {
        _ = try LiteralParser.parse(text)
      } catch {
        #expect("\(error.message) @\(error.offset)" == message)
      }
    }
  }

  @Test func theShellSendsABindingActionAndShowsTheChange() async {
    let shell = Shell(
      features: [profileFormFeature], reader: ScriptedLineReader(lines: []), write: { _ in })
    #expect(shell.load("ProfileForm", quietly: true))
    let sent = await shell.perform(#"send .binding(.set(\.name, "Blob"))"#)
    #expect(!sent.failed)
    #expect(
      sent.output == """
          ProfileForm.State(
        −   name: "",
        +   name: "Blob",
            isPublic: false,
            settings: ProfileForm.Settings(…),
            id: 7,
            avatar: ProfileForm.Avatar(pixels: [])
          )
        """)
  }

  @Test func tabCompletesTheKeyPathOfABindingAction() {
    let shell = Shell(
      features: [profileFormFeature], reader: ScriptedLineReader(lines: []), write: { _ in })
    #expect(shell.load("ProfileForm", quietly: true))
    #expect(shell.completions(for: "send .bin") == [".binding("])
    #expect(shell.completions(for: "send .binding(") == [#".binding(.set(\."#])
    #expect(shell.completions(for: "send .binding(.se") == [#".binding(.set(\."#])
    #expect(
      shell.completions(for: #"send .binding(.set(\."#) == [
        #".binding(.set(\.name, "#, #".binding(.set(\.isPublic, "#, #".binding(.set(\.settings, "#,
        #".binding(.set(\.settings."#, #".binding(.set(\.avatar."#,
      ])
    #expect(
      shell.completions(for: #"send .binding(.set(\.settings.v"#) == [
        #".binding(.set(\.settings.volume, "#
      ])
    #expect(shell.completions(for: #"send .binding(.set(\.nope.x"#) == [])
    #expect(shell.completions(for: #"send .binding(.get"#) == [])
  }
}
