import Testing

struct ReducerMacroTests {
  @Test
  func structReducer() {
    expectExpansion(
      #"""
      @Reducer
      struct Feature {
        @ObservableState
        struct State: Equatable {
          var count = 0
        }
        enum Action {
          case tapped
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """#,
      #"""
      struct Feature {
        struct State: Equatable {
          var count = 0
        }
        enum Action {
          case tapped

          struct AllCasePaths: Sendable {
            var tapped: AnyCasePath<Action, Void> {
              AnyCasePath(
                embed: { _ in
                  Action.tapped
                },
                extract: {
                  guard case .tapped = $0 else {
                    return nil
                  }
                  return ()
                })
            }
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        @ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }

      extension Feature.State: ObservableState {
      }

      extension Feature.Action: CasePathable {
      }

      extension Feature: Reducer {
      }
      """#)
  }

  @Test
  func structWithEnumStateAndOwnCasePathable() {
    expectExpansion(
      #"""
      @Reducer
      public struct Feature {
        public enum State: Equatable {
          case loading
          case loaded(String)
        }
        @CasePathable
        public enum Action {
          case tapped
        }
        public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """#,
      #"""
      public struct Feature {
        @dynamicMemberLookup
        public enum State: Equatable {
          case loading
          case loaded(String)

          public struct AllCasePaths: Sendable {
            public var loading: AnyCasePath<State, Void> {
              AnyCasePath(
                embed: { _ in
                  State.loading
                },
                extract: {
                  guard case .loading = $0 else {
                    return nil
                  }
                  return ()
                })
            }
            public var loaded: AnyCasePath<State, String> {
              AnyCasePath(
                embed: {
                  State.loaded($0)
                },
                extract: {
                  guard case let .loaded(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
          }
          public static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        public enum Action {
          case tapped

          public struct AllCasePaths: Sendable {
            public var tapped: AnyCasePath<Action, Void> {
              AnyCasePath(
                embed: { _ in
                  Action.tapped
                },
                extract: {
                  guard case .tapped = $0 else {
                    return nil
                  }
                  return ()
                })
            }
          }
          public static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }

      extension Feature.State: CasePathable {
      }

      extension Feature.Action: CasePathable {
      }

      extension Feature: Reducer {
      }
      """#)
  }

  @Test
  func enumOfReducers() {
    expectExpansion(
      #"""
      @Reducer
      enum Destination {
        case addItem(ItemForm)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        @ReducerCaseIgnored
        case meeting(Meeting, syncUp: SyncUp)
        @ReducerCaseEphemeral
        case toast(ToastState)
        enum Alert {
          case confirm
        }
      }
      """#,
      #"""
      enum Destination {
        case addItem(ItemForm)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        case meeting(Meeting, syncUp: SyncUp)
        case toast(ToastState)
        enum Alert {
          case confirm
        }
        @dynamicMemberLookup
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case addItem(ItemForm.State)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case meeting(Meeting, syncUp: SyncUp)
          case toast(ToastState)

          struct AllCasePaths: Sendable {
            \#(casePath("State", "addItem", "ItemForm.State", indent: 6))
            \#(casePath("State", "alert", "AlertState<Alert>", indent: 6))
            \#(casePath("State", "dialog", "ConfirmationDialogState<Dialog>", indent: 6))
            var meeting: AnyCasePath<State, (Meeting, syncUp: SyncUp)> {
              AnyCasePath(
                embed: {
                  State.meeting($0.0, syncUp: $0.1)
                },
                extract: {
                  guard case let .meeting(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, v1)
                })
            }
            \#(casePath("State", "toast", "ToastState", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action {
          case addItem(ItemForm.Action)
          case alert(Alert)
          case dialog(Dialog)
          case meeting(Never)
          case toast(ToastState.Action)

          struct AllCasePaths: Sendable {
            \#(casePath("Action", "addItem", "ItemForm.Action", indent: 6))
            \#(casePath("Action", "alert", "Alert", indent: 6))
            \#(casePath("Action", "dialog", "Dialog", indent: 6))
            var meeting: AnyCasePath<Action, Never> {
              AnyCasePath(
                embed: Action.meeting,
                extract: {
                  guard case let .meeting(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
            \#(casePath("Action", "toast", "ToastState.Action", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        @ReducerBuilder<Self.State, Self.Action>
        static var body: some Reducer<Self.State, Self.Action> {
          Scope(state: \Self.State.Cases.addItem, action: \Self.Action.Cases.addItem) {
            ItemForm()
          }
        }
        enum CaseScope {
          case addItem(Store<ItemForm.State, ItemForm.Action>)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case meeting(Meeting, syncUp: SyncUp)
          case toast(ToastState)

          struct AllCasePaths: Sendable {
            \#(casePath("CaseScope", "addItem", "Store<ItemForm.State, ItemForm.Action>", indent: 6))
            \#(casePath("CaseScope", "alert", "AlertState<Alert>", indent: 6))
            \#(casePath("CaseScope", "dialog", "ConfirmationDialogState<Dialog>", indent: 6))
            var meeting: AnyCasePath<CaseScope, (Meeting, syncUp: SyncUp)> {
              AnyCasePath(
                embed: {
                  CaseScope.meeting($0.0, syncUp: $0.1)
                },
                extract: {
                  guard case let .meeting(v0, v1) = $0 else {
                    return nil
                  }
                  return (v0, v1)
                })
            }
            \#(casePath("CaseScope", "toast", "ToastState", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        static func scope(_ store: Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .addItem:
            return .addItem(store.scope(state: \.addItem, action: \.addItem)!)
          case let .alert(v0):
            return .alert(v0)
          case let .dialog(v0):
            return .dialog(v0)
          case let .meeting(v0, v1):
            return .meeting(v0, syncUp: v1)
          case let .toast(v0):
            return .toast(v0)
          }
        }

        static func _ephemeralStore(_ store: Store<Self.State, Self.Action>) -> Any? {
          switch store.state {
          case .addItem:
            return nil
          case .alert:
            return store.scope(state: \.alert, action: \.alert)
          case .dialog:
            return store.scope(state: \.dialog, action: \.dialog)
          case .meeting:
            return nil
          case .toast:
            return store.scope(state: \.toast, action: \.toast)
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
  func enumWithSynthesizedConformances() {
    expectExpansion(
      #"""
      @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
      public enum Path {
        case detail(Detail)
        case record(Record)
      }
      """#,
      #"""
      public enum Path {
        case detail(Detail)
        case record(Record)
        @dynamicMemberLookup
        public enum State: CaseReducerState, Equatable, Sendable {
          public typealias StateReducer = Path
          case detail(Detail.State)
          case record(Record.State)

          public struct AllCasePaths: Sendable {
            public var detail: AnyCasePath<State, Detail.State> {
              AnyCasePath(
                embed: {
                  State.detail($0)
                },
                extract: {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
            public var record: AnyCasePath<State, Record.State> {
              AnyCasePath(
                embed: {
                  State.record($0)
                },
                extract: {
                  guard case let .record(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
          }
          public static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        public enum Action: Equatable, Sendable {
          case detail(Detail.Action)
          case record(Record.Action)

          public struct AllCasePaths: Sendable {
            public var detail: AnyCasePath<Action, Detail.Action> {
              AnyCasePath(
                embed: {
                  Action.detail($0)
                },
                extract: {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
            public var record: AnyCasePath<Action, Record.Action> {
              AnyCasePath(
                embed: {
                  Action.record($0)
                },
                extract: {
                  guard case let .record(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
          }
          public static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        @ReducerBuilder<Self.State, Self.Action>
        public static var body: some Reducer<Self.State, Self.Action> {
          Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
            Detail()
          }
          Scope(state: \Self.State.Cases.record, action: \Self.Action.Cases.record) {
            Record()
          }
        }
        public enum CaseScope {
          case detail(Store<Detail.State, Detail.Action>)
          case record(Store<Record.State, Record.Action>)

          public struct AllCasePaths: Sendable {
            public var detail: AnyCasePath<CaseScope, Store<Detail.State, Detail.Action>> {
              AnyCasePath(
                embed: {
                  CaseScope.detail($0)
                },
                extract: {
                  guard case let .detail(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
            public var record: AnyCasePath<CaseScope, Store<Record.State, Record.Action>> {
              AnyCasePath(
                embed: {
                  CaseScope.record($0)
                },
                extract: {
                  guard case let .record(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
          }
          public static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        public static func scope(_ store: Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case .record:
            return .record(store.scope(state: \.record, action: \.record)!)
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

      extension Path: CaseReducer, Reducer {
      }
      """#)
  }

  @Test
  func enumOfAlertsOnly() {
    expectExpansion(
      #"""
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
        enum Alert {
          case ok
        }
      }
      """#,
      #"""
      enum Destination {
        case alert(AlertState<Alert>)
        enum Alert {
          case ok
        }
        @dynamicMemberLookup
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)

          struct AllCasePaths: Sendable {
            \#(casePath("State", "alert", "AlertState<Alert>", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action {
          case alert(Alert)

          struct AllCasePaths: Sendable {
            \#(casePath("Action", "alert", "Alert", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        @ReducerBuilder<Self.State, Self.Action>
        static var body: some Reducer<Self.State, Self.Action> {
          EmptyReducer()
        }
        enum CaseScope {
          case alert(AlertState<Alert>)

          struct AllCasePaths: Sendable {
            \#(casePath("CaseScope", "alert", "AlertState<Alert>", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        static func scope(_ store: Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .alert(v0):
            return .alert(v0)
          }
        }

        static func _ephemeralStore(_ store: Store<Self.State, Self.Action>) -> Any? {
          switch store.state {
          case .alert:
            return store.scope(state: \.alert, action: \.alert)
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
  func appliedToAClass() {
    expectDiagnostics(
      #"""
      @Reducer
      final class Feature {
        struct State {}
        enum Action {}
      }
      """#,
      #"""
      error: '@Reducer' applies to a struct (a feature) or an enum (a destination of several features), not to a class: reducers are values
        at: class
        fix-it: Replace 'class' with 'struct'
      """#)
  }

  @Test
  func emptyStructGetsStateActionAndBody() {
    expectExpansion(
      #"""
      @Reducer
      public struct Placeholder {}
      """#,
      #"""
      public struct Placeholder {
        public struct State: Codable, Equatable, Hashable, Sendable {
          public init() {
          }
        }
        public enum Action: Equatable, Hashable, Sendable {

          public struct AllCasePaths: Sendable {

          }
          public static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        public let body = EmptyReducer<State, Action>()
      }

      extension State: ObservableState {
      }

      extension Action: CasePathable {
      }

      extension Placeholder: Reducer {
      }
      """#)
  }

  @Test
  func enumKeepsTheStateItDeclares() {
    expectExpansion(
      #"""
      @Reducer
      enum Destination {
        case detail(Detail)

        @CasePathable
        @dynamicMemberLookup
        enum State: CaseReducerState, Equatable {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }
      }
      """#,
      #"""
      enum Destination {
        case detail(Detail)
        @dynamicMemberLookup
        enum State: CaseReducerState, Equatable {
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

        @ReducerBuilder<Self.State, Self.Action>
        static var body: some Reducer<Self.State, Self.Action> {
          Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
            Detail()
          }
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

      extension Destination.State: CasePathable {
      }

      extension Action: CasePathable {
      }

      extension CaseScope: CasePathable {
      }

      extension Destination: CaseReducer, Reducer {
      }
      """#)
  }

}
