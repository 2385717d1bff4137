import StoreREPL
import SwiftParser
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
      @Reducer struct OnlyPrivate {
        struct State: Equatable {
          var id = 0
          private init(id: Int) { self.id = id }
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
    #expect(result.features.map(\.name) == ["NoDefaults", "Fine"])
    #expect(
      result.skipped.map { "\($0.line): \($0.name): \($0.reason)" } == [
        "9: OnlyPrivate: its State can't be made with 'State()' and its initializers are private or failable; build its store in a '#Preview' to start it there",
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
      (
        "Form.swift",
        "@Reducer struct Form {\n  struct State: Equatable {\n    var name: String\n"
          + "    private init(name: String) { self.name = name }\n  }\n}"
      ),
      ("Empty.swift", "import ComposableArchitecture"),
    ])
    #expect(
      FeatureLoader.noFeature(paths, scan: result).message == """
        error: no feature in Form.swift and Empty.swift: a feature is a '@Reducer struct' (or a \
        'struct …: Reducer') that a preview's 'Store(initialState:)' builds, or whose State the \
        shell can make ('State()', or an initializer given sample values), or a top-level \
        'let replFeatures: [REPLFeature]'
          Form.swift:1: Form: its State can't be made with 'State()' and its initializers are \
        private or failable; build its store in a '#Preview' to start it there

        """)
  }

  @Test func aStateWithoutDefaultsIsMadeThroughTheInitializerWithFewestArgumentsToSample() {
    let result = scan(
      """
      @Reducer struct Memberwise {
        struct State: Equatable {
          let id: UUID
          var name: String
          var note: String?
          var count = 0
          @Presents var alert: AlertState<Action.Alert>?
          @Shared var owner: Owner
        }
        enum Action {}
      }
      @Reducer struct Declared {
        struct State: Equatable {
          var id: Int
          init(id: Int, name: String) { self.id = id }
          init(_ id: Int, flag: Bool = false) { self.id = id }
          private init() { id = 0 }
        }
        enum Action {}
      }
      """)
    #expect(
      result.features == [
        .init(
          name: "Memberwise", file: "Feature.swift", line: 1,
          state: .samples([
            .init(label: "id", name: "id"), .init(label: "name", name: "name"),
            .init(label: "owner", name: "owner"),
          ])),
        .init(
          name: "Declared", file: "Feature.swift", line: 12,
          state: .samples([.init(label: nil, name: "id")])),
      ])
  }

  @Test func theRegistrationSourceGivesEachFeatureItsPreviewsThenItsStateStart() {
    let files = [
      (
        "Card.swift",
        Parser.parse(
          source: """
            @Reducer struct Card {
              struct State: Equatable { var title: String }
              enum Action {}
            }
            #Preview {
              CardView(store: Store(initialState: Card.State(title: "Hi")) { Card() } withDependencies: {
                $0.date = .constant(.now)
              })
            }
            """)
      )
    ]
    #expect(
      FeatureLoader.registrationSource(
        FeatureScan(files: files), previews: PreviewScan(files: files))
          == """
          // Registers the features of the files compiled with it. Written by store-repl.
          import ComposableArchitecture
          import StoreREPL

          @_cdecl("store_repl_register_features")
          public func _storeREPLRegisterFeatures(_ features: UnsafeMutableRawPointer) {
            features.assumingMemoryBound(to: [StoreREPL.REPLFeature].self).pointee = [
              StoreREPL.REPLFeature(
                "Card", summary: "Card.swift, line 1",
                starts: [
                  // start preview Card.swift:6
                  StoreREPL.REPLStart.preview("Card", at: "Card.swift:6", shows: "CardView", \
          initialState: Card.State(title: "Hi"), initialStateSwift: "Card.State(title: \\"Hi\\")", \
          reducer: { Card() }, dependencies: {
              $0.date = .constant(.now)
            }, dependenciesSwift: "$0.date = .constant(.now)", view: { CardView(store: $0) }),
                  // start state Card
                  StoreREPL.REPLStart.samples("Card", stateType: "Card.State", initialState: { \
          sampler in try Card.State(title: sampler.value("title")) }, reducer: { Card() }),
                ],
                scenarios: StoreREPL.REPLScenario.dependencyContexts),
            ]
          }

          """)
  }

  @Test func theStartsTheRegistrationsErrorsAreInAreFoundByTheLineBeforeEach() {
    let registration = """
      [
          // start preview Card.swift:6
          StoreREPL.REPLStart.preview("Card", initialState: Card.State(owner: owner),
            reducer: { Card() }),
          // start state Card
          StoreREPL.REPLStart.samples("Card"),
      ]
      """
    let diagnostics = """
      /cache/abc/_StoreREPLRegistration.swift:3:72: error: cannot find 'owner' in scope
      /cache/abc/_StoreREPLRegistration.swift:4:5: error: a second error of the same start
      /cache/abc/_StoreREPLRegistration.swift:6:9: warning: not an error
      Card.swift:3:1: warning: a warning of the user's file
      """
    #expect(
      FeatureLoader.failingStarts(registration: registration, diagnostics: diagnostics)
        == ["preview Card.swift:6": "cannot find 'owner' in scope"])
    #expect(
      FeatureLoader.failingStarts(
        registration: registration,
        diagnostics: diagnostics + "\nCard.swift:3:1: error: an error of the user's file")
        == [:])
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
