import Testing

// `@Reducer` on a reducer whose `body` or `reduce(into:action:)` names its state and action
// types, on an enum that declares its own `body`, and on a struct that states its conformance.
extension ReducerMacroTests {
  @Test
  func bodyNamingItsOwnTypes() {
    expectExpansion(
      #"""
      @Reducer
      struct Doubler {
        var body: some Reducer<Int, Void> {
          Reduce { state, _ in
            state *= 2
            return .none
          }
        }
      }
      """#,
      #"""
      struct Doubler {
        @ReducerBuilder<Int, Void>
        var body: some Reducer<Int, Void> {
          Reduce { state, _ in
            state *= 2
            return .none
          }
        }
      }

      extension Doubler: Reducer {
      }
      """#)
  }

  @Test
  func bodyNamingStateAndAction() {
    expectExpansion(
      #"""
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """#,
      #"""
      struct Feature {
        struct State {}
        enum Action {

          struct AllCasePaths: Sendable {

          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
      }
        @ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }

      extension Feature.Action: CasePathable {
      }

      extension Feature: Reducer {
      }
      """#)
  }

  @Test
  func bodyNamingStateAndActionItLeavesOut() {
    expectExpansion(
      #"""
      @Reducer
      struct Feature {
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """#,
      #"""
      struct Feature {
        @ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
        struct State: Codable, Equatable, Hashable, Sendable {
          init() {
          }
        }
        enum Action: Equatable, Hashable, Sendable {

          struct AllCasePaths: Sendable {

          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
      }

      extension State: ObservableState {
      }

      extension Action: CasePathable {
      }

      extension Feature: Reducer {
      }
      """#)
  }

  @Test
  func enumWithItsOwnStaticBody() {
    expectExpansion(
      #"""
      @Reducer
      enum Destination {
        case detail(Detail)
        static var body: some Reducer<State, Action> {
          Scope(state: \.detail, action: \.detail) {
            Detail()
          }
          Reduce { _, _ in .none }
        }
      }
      """#,
      #"""
      enum Destination {
        case detail(Detail)
        @ReducerBuilder<State, Action>
        static var body: some Reducer<State, Action> {
          Scope(state: \.detail, action: \.detail) {
            Detail()
          }
          Reduce { _, _ in .none }
        }
        @dynamicMemberLookup
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case detail(Detail.State)

          struct AllCasePaths: Sendable {
            \#(casePath("State", "detail", "Detail.State", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action {
          case detail(Detail.Action)

          struct AllCasePaths: Sendable {
            \#(casePath("Action", "detail", "Detail.Action", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum CaseScope {
          case detail(Store<Detail.State, Detail.Action>)

          struct AllCasePaths: Sendable {
            \#(casePath("CaseScope", "detail", "Store<Detail.State, Detail.Action>", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        static func scope(_ store: Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      extension State: CasePathable {
      }

      extension State: ObservableState {
      }

      extension Action: CasePathable {
      }

      extension CaseScope: CasePathable {
      }

      extension Destination: CaseReducer, Reducer {
      }
      """#)
  }

  @Test
  func reduceNamingAnotherReducersTypes() {
    expectExpansion(
      #"""
      @Reducer
      struct Logging<Base: Reducer> {
        let base: Base
        func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
          base.reduce(into: &state, action: action)
        }
      }
      """#,
      #"""
      struct Logging<Base: Reducer> {
        let base: Base
        func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
          base.reduce(into: &state, action: action)
        }
      }

      extension Logging: Reducer {
      }
      """#)
  }

  @Test
  func explicitReducerConformance() {
    expectExpansion(
      #"""
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """#,
      #"""
      struct Feature: Reducer {
        struct State {}
        enum Action {

          struct AllCasePaths: Sendable {

          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
      }
        @ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature.Action: CasePathable {
      }
      """#)
  }
}
