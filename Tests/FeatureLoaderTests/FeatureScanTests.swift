import StoreREPL
import Testing

@testable import FeatureLoader

@Suite struct FeatureScanTests {
  private func scan(_ text: String, path: String = "Feature.swift") -> FeatureScan {
    FeatureScan(files: [(path, text)])
  }

  @Test func aMacroFeatureAndAPreMacroOneAreFoundWhereTheyAreDeclared() {
    let result = scan(
      """
      import ComposableArchitecture

      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable {
          var count = 0
          var fact: String?
          var total: Int { count }
        }
        enum Action { case increment }
        @Dependency(\\.continuousClock) var clock
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      struct Plain: Reducer {
        let step = 1
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }

      extension Plain {
        struct State: Hashable {
          var value: Int
          init() { value = 0 }
        }
        enum Action { case tap }
      }
      """)
    #expect(
      result.features == [
        .init(name: "Counter", file: "Feature.swift", line: 4),
        .init(name: "Plain", file: "Feature.swift", line: 16),
      ])
    #expect(result.skipped == [])
    #expect(result.declaredFeatures == nil)
  }

  @Test func aNestedFeatureCountsUnderItsQualifiedName() {
    let result = scan(
      """
      @Reducer struct Parent {
        struct State: Equatable { var child = Child.State() }
        enum Action { case child(Child.Action) }
        @Reducer struct Child {
          struct State: Equatable { var isOn = false }
          enum Action { case toggle }
        }
      }
      extension Parent {
        @Reducer struct Sibling {
          struct State: Equatable {}
          enum Action {}
        }
      }
      @Reducer enum Destination {
        case child(Parent.Child)
      }
      """)
    #expect(result.features.map(\.name) == ["Parent", "Parent.Child", "Parent.Sibling"])
  }

  @Test func eachReducerTheShellCannotStartSaysWhy() {
    let result = scan(
      """
      @Reducer struct NoDefaults {
        struct State: Equatable {
          let id: Int
          var name: String
          var note: String?
        }
        enum Action {}
      }
      @Reducer struct OnlyArguments {
        struct State: Equatable {
          var id = 0
          init(id: Int) { self.id = id }
        }
        enum Action {}
      }
      @Reducer private struct Hidden {
        struct State: Equatable {}
        enum Action {}
      }
      @Reducer struct Generic<Element> {
        struct State: Equatable {}
        enum Action {}
      }
      @Reducer struct Stateless {
        typealias State = Int
        enum Action {}
      }
      @Reducer struct NeedsAnID {
        struct State: Equatable {}
        enum Action {}
        let id: Int
      }
      @Reducer struct Fine {
        struct State: Equatable {
          var count: Int
        }
        enum Action {}
      }
      extension Fine.State {
        init() { count = 0 }
      }
      """)
    #expect(result.features.map(\.name) == ["Fine"])
    #expect(
      result.skipped.map { "\($0.line): \($0.name): \($0.reason)" } == [
        "1: NoDefaults: its State can't be made with 'State()': 'id' and 'name' have no default value and it has no 'init()'",
        "9: OnlyArguments: its State can't be made with 'State()': its initializers all take arguments",
        "16: Hidden: it is private to its file; make it internal",
        "20: Generic: it is generic; declare 'replFeatures' to start it with its type arguments",
        "24: Stateless: it has no 'struct State' in these files",
        "28: NeedsAnID: it can't be made with 'NeedsAnID()': 'id' has no default value and it has no 'init()'",
      ])
  }

  @Test func aStateThatIsNotEquatableIsAFeature() {
    let result = scan(
      """
      @Reducer struct Counter {
        struct State { var count = 0 }
        enum Action { case increment }
      }
      """)
    #expect(result.features.map(\.name) == ["Counter"])
    #expect(result.skipped.isEmpty)
  }

  @Test func filesThatDeclareTheirFeaturesAreNotSearched() {
    let declared = scan(
      """
      import ComposableArchitecture
      import StoreREPL

      @Reducer struct Counter {
        struct State: Equatable { var count = 0 }
        enum Action {}
      }
      let replFeatures: [REPLFeature] = []
      """)
    #expect(declared.declaredFeatures == "replFeatures")
    #expect(declared.features == [])
    let function = scan("func replFeatures() -> [REPLFeature] { [] }")
    #expect(function.declaredFeatures == "replFeatures()")
  }

  @Test func theRegistrationSourceRegistersEachFeatureWithTheDependencyScenarios() {
    let result = scan(
      """
      @Reducer struct Parent {
        struct State: Equatable {}
        enum Action {}
        @Reducer struct Child {
          struct State: Equatable {}
          enum Action {}
        }
      }
      """, path: "Sources/Parent \"1\".swift")
    #expect(
      FeatureLoader.registrationSource(result) == """
        // Registers the features of the files compiled with it. Written by store-repl.
        import ComposableArchitecture
        import StoreREPL

        @_cdecl("store_repl_register_features")
        public func _storeREPLRegisterFeatures(_ features: UnsafeMutableRawPointer) {
          features.assumingMemoryBound(to: [StoreREPL.REPLFeature].self).pointee = [
            StoreREPL.REPLFeature(
              "Parent", summary: "Sources/Parent \\"1\\".swift, line 1",
              initialState: Parent.State(), initialStateSwift: "Parent.State()",
              reducer: { Parent() }, scenarios: StoreREPL.REPLScenario.dependencyContexts),
            StoreREPL.REPLFeature(
              "Parent.Child", summary: "Sources/Parent \\"1\\".swift, line 4",
              initialState: Parent.Child.State(), initialStateSwift: "Parent.Child.State()",
              reducer: { Parent.Child() }, scenarios: StoreREPL.REPLScenario.dependencyContexts),
          ]
        }

        """)
    let declared = scan("let replFeatures: [REPLFeature] = []")
    #expect(
      FeatureLoader.registrationSource(declared).contains(
        "features.assumingMemoryBound(to: [StoreREPL.REPLFeature].self).pointee = replFeatures\n"))
  }

  @Test func withoutAFeatureTheMessageSaysWhatOneIsAndWhyEachReducerIsNot() {
    let paths = ["Form.swift", "Empty.swift"]
    let result = FeatureScan(files: [
      ("Form.swift", "@Reducer struct Form {\n  struct State: Equatable { var name: String }\n}"),
      ("Empty.swift", "import ComposableArchitecture"),
    ])
    #expect(
      FeatureLoader.noFeature(paths, scan: result).message == """
        error: no feature in Form.swift and Empty.swift: a feature is a '@Reducer struct' (or a \
        'struct …: Reducer') whose State the shell can make with 'State()', or a top-level \
        'let replFeatures: [REPLFeature]'
          Form.swift:1: Form: its State can't be made with 'State()': 'name' has no default value \
        and it has no 'init()'

        """)
  }

  @Test func moduleNamesAreIdentifiersOfTheFirstFileAndTheKey() {
    #expect(
      GeneratedModule.name(for: "dir/Effects Basics.swift", key: "0123456789ab")
        == "Effects_Basics_01234567")
    #expect(GeneratedModule.name(for: "1st.swift", key: "abcdef0123") == "_1st_abcdef01")
  }

  @Test func sha256MatchesTheStandardVectors() {
    var empty = SHA256()
    empty.update([UInt8]())
    #expect(empty.hexDigest() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    var abc = SHA256()
    abc.update(Array("abc".utf8))
    #expect(abc.hexDigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    var long = SHA256()
    for _ in 0..<1000 { long.update(Array(repeating: UInt8(ascii: "a"), count: 1000)) }
    #expect(long.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
