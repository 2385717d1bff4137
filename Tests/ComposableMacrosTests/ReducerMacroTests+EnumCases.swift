import Testing

// `@Reducer enum` cases as TCA's macro reads them from how they are written: reducers, plain
// state, cases under `#if`, reducers given by a default value, and the conformances
// `@Reducer(state:action:)` asks for.
extension ReducerMacroTests {
  @Test
  func enumCasesOfPlainState() {
    expectExpansion(
      #"""
      @Reducer
      enum Destination {
        case detail(Detail)
        case labelled(form: ItemForm)
        case none
        case meeting(Meeting, syncUp: SyncUp)
        case count(Int)
        case rows([Row])
        @ReducerCaseIgnored
        case item(Item)
      }
      """#,
      #"""
      enum Destination {
        case detail(Detail)
        case labelled(form: ItemForm)
        case none
        case meeting(Meeting, syncUp: SyncUp)
        case count(Int)
        case rows([Row])
        case item(Item)
        @dynamicMemberLookup
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case detail(Detail.State)
          case labelled(form: ItemForm.State)
          case none
          case meeting(Meeting, syncUp: SyncUp)
          case count(Int)
          case rows([Row])
          case item(Item)

          struct AllCasePaths: Sendable {
            \#(casePath("State", "detail", "Detail.State", indent: 6))
            var labelled: AnyCasePath<State, ItemForm.State> {
              AnyCasePath(
                embed: {
                  State.labelled(form: $0)
                },
                extract: {
                  guard case let .labelled(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
            var none: AnyCasePath<State, Void> {
              AnyCasePath(
                embed: { _ in
                  State.none
                },
                extract: {
                  guard case .none = $0 else {
                    return nil
                  }
                  return ()
                })
            }
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
            \#(casePath("State", "count", "Int", indent: 6))
            \#(casePath("State", "rows", "[Row]", indent: 6))
            \#(casePath("State", "item", "Item", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action {
          case detail(Detail.Action)
          case labelled(form: ItemForm.Action)
          case none(Never)
          case meeting(Never)
          case count(Never)
          case rows(Never)
          case item(Never)

          struct AllCasePaths: Sendable {
            \#(casePath("Action", "detail", "Detail.Action", indent: 6))
            var labelled: AnyCasePath<Action, ItemForm.Action> {
              AnyCasePath(
                embed: {
                  Action.labelled(form: $0)
                },
                extract: {
                  guard case let .labelled(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
            var none: AnyCasePath<Action, Never> {
              AnyCasePath(
                embed: Action.none,
                extract: {
                  guard case let .none(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
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
            var count: AnyCasePath<Action, Never> {
              AnyCasePath(
                embed: Action.count,
                extract: {
                  guard case let .count(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
            var rows: AnyCasePath<Action, Never> {
              AnyCasePath(
                embed: Action.rows,
                extract: {
                  guard case let .rows(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
            var item: AnyCasePath<Action, Never> {
              AnyCasePath(
                embed: Action.item,
                extract: {
                  guard case let .item(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        @ReducerBuilder<Self.State, Self.Action>
        static var body: some Reducer<Self.State, Self.Action> {
          Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
            Detail()
          }
          Scope(state: \Self.State.Cases.labelled, action: \Self.Action.Cases.labelled) {
            ItemForm()
          }
        }
        enum CaseScope {
          case detail(Store<Detail.State, Detail.Action>)
          case labelled(form: Store<ItemForm.State, ItemForm.Action>)
          case none
          case meeting(Meeting, syncUp: SyncUp)
          case count(Int)
          case rows([Row])
          case item(Item)

          struct AllCasePaths: Sendable {
            \#(casePath("CaseScope", "detail", "Store<Detail.State, Detail.Action>", indent: 6))
            var labelled: AnyCasePath<CaseScope, Store<ItemForm.State, ItemForm.Action>> {
              AnyCasePath(
                embed: {
                  CaseScope.labelled(form: $0)
                },
                extract: {
                  guard case let .labelled(v0) = $0 else {
                    return nil
                  }
                  return v0
                })
            }
            var none: AnyCasePath<CaseScope, Void> {
              AnyCasePath(
                embed: { _ in
                  CaseScope.none
                },
                extract: {
                  guard case .none = $0 else {
                    return nil
                  }
                  return ()
                })
            }
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
            \#(casePath("CaseScope", "count", "Int", indent: 6))
            \#(casePath("CaseScope", "rows", "[Row]", indent: 6))
            \#(casePath("CaseScope", "item", "Item", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        static func scope(_ store: Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case .labelled:
            return .labelled(form: store.scope(state: \.labelled, action: \.labelled)!)
          case .none:
            return .none
          case let .meeting(v0, v1):
            return .meeting(v0, syncUp: v1)
          case let .count(v0):
            return .count(v0)
          case let .rows(v0):
            return .rows(v0)
          case let .item(v0):
            return .item(v0)
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
  func enumCasesUnderIfConfig() {
    expectExpansion(
      #"""
      @Reducer
      enum Destination {
        case detail(Detail)
        #if DEBUG
          case debugMenu(DebugMenu)
          case flag(Bool)
        #elseif os(Linux)
          case linux(Linux)
        #else
          case other
        #endif
      }
      """#,
      #"""
      enum Destination {
        case detail(Detail)
        #if DEBUG
          case debugMenu(DebugMenu)
          case flag(Bool)
        #elseif os(Linux)
          case linux(Linux)
        #else
          case other
        #endif
        @dynamicMemberLookup
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case detail(Detail.State)
          #if DEBUG
          case debugMenu(DebugMenu.State)
          case flag(Bool)
          #elseif os(Linux)
          case linux(Linux.State)
          #else
          case other
          #endif

          struct AllCasePaths: Sendable {
            \#(casePath("State", "detail", "Detail.State", indent: 6))
            #if DEBUG
              var debugMenu: AnyCasePath<State, DebugMenu.State> {
                AnyCasePath(
                  embed: {
                  State.debugMenu($0)
                },
                  extract: {
                    guard case let .debugMenu(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
              var flag: AnyCasePath<State, Bool> {
                AnyCasePath(
                  embed: {
                  State.flag($0)
                },
                  extract: {
                    guard case let .flag(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
            #elseif os(Linux)
              var linux: AnyCasePath<State, Linux.State> {
                AnyCasePath(
                  embed: {
                  State.linux($0)
                },
                  extract: {
                    guard case let .linux(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
            #else
              var other: AnyCasePath<State, Void> {
                AnyCasePath(
                  embed: { _ in
                  State.other
                },
                  extract: {
                    guard case .other = $0 else {
                    return nil
                  }
                    return ()
                  })
              }
            #endif
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action {
          case detail(Detail.Action)
          #if DEBUG
          case debugMenu(DebugMenu.Action)
          case flag(Never)
          #elseif os(Linux)
          case linux(Linux.Action)
          #else
          case other(Never)
          #endif

          struct AllCasePaths: Sendable {
            \#(casePath("Action", "detail", "Detail.Action", indent: 6))
            #if DEBUG
              var debugMenu: AnyCasePath<Action, DebugMenu.Action> {
                AnyCasePath(
                  embed: {
                  Action.debugMenu($0)
                },
                  extract: {
                    guard case let .debugMenu(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
              var flag: AnyCasePath<Action, Never> {
                AnyCasePath(
                  embed: Action.flag,
                  extract: {
                    guard case let .flag(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
            #elseif os(Linux)
              var linux: AnyCasePath<Action, Linux.Action> {
                AnyCasePath(
                  embed: {
                  Action.linux($0)
                },
                  extract: {
                    guard case let .linux(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
            #else
              var other: AnyCasePath<Action, Never> {
                AnyCasePath(
                  embed: Action.other,
                  extract: {
                    guard case let .other(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
            #endif
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        @ReducerBuilder<Self.State, Self.Action>
        static var body: some Reducer<Self.State, Self.Action> {
          Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
            Detail()
          }
          #if DEBUG
          Scope(state: \Self.State.Cases.debugMenu, action: \Self.Action.Cases.debugMenu) {
            DebugMenu()
          }
          #elseif os(Linux)
          Scope(state: \Self.State.Cases.linux, action: \Self.Action.Cases.linux) {
            Linux()
          }
          #else
          #endif
        }
        enum CaseScope {
          case detail(Store<Detail.State, Detail.Action>)
          #if DEBUG
          case debugMenu(Store<DebugMenu.State, DebugMenu.Action>)
          case flag(Bool)
          #elseif os(Linux)
          case linux(Store<Linux.State, Linux.Action>)
          #else
          case other
          #endif

          struct AllCasePaths: Sendable {
            \#(casePath("CaseScope", "detail", "Store<Detail.State, Detail.Action>", indent: 6))
            #if DEBUG
              var debugMenu: AnyCasePath<CaseScope, Store<DebugMenu.State, DebugMenu.Action>> {
                AnyCasePath(
                  embed: {
                  CaseScope.debugMenu($0)
                },
                  extract: {
                    guard case let .debugMenu(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
              var flag: AnyCasePath<CaseScope, Bool> {
                AnyCasePath(
                  embed: {
                  CaseScope.flag($0)
                },
                  extract: {
                    guard case let .flag(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
            #elseif os(Linux)
              var linux: AnyCasePath<CaseScope, Store<Linux.State, Linux.Action>> {
                AnyCasePath(
                  embed: {
                  CaseScope.linux($0)
                },
                  extract: {
                    guard case let .linux(v0) = $0 else {
                    return nil
                  }
                    return v0
                  })
              }
            #else
              var other: AnyCasePath<CaseScope, Void> {
                AnyCasePath(
                  embed: { _ in
                  CaseScope.other
                },
                  extract: {
                    guard case .other = $0 else {
                    return nil
                  }
                    return ()
                  })
              }
            #endif
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        static func scope(_ store: Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          #if DEBUG
          case .debugMenu:
            return .debugMenu(store.scope(state: \.debugMenu, action: \.debugMenu)!)
          case let .flag(v0):
            return .flag(v0)
          #elseif os(Linux)
          case .linux:
            return .linux(store.scope(state: \.linux, action: \.linux)!)
          #else
          case .other:
            return .other
          #endif
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
  func enumCasesWithDefaultReducers() {
    expectExpansion(
      #"""
      @Reducer
      enum Destination {
        case modal(Modal.Body = Modal.body)
        case counter(Counter = Counter(step: 2))
      }
      """#,
      #"""
      enum Destination {
        case modal(Modal.Body = Modal.body)
        case counter(Counter = Counter(step: 2))
        @dynamicMemberLookup
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case modal(Modal.State)
          case counter(Counter.State)

          struct AllCasePaths: Sendable {
            \#(casePath("State", "modal", "Modal.State", indent: 6))
            \#(casePath("State", "counter", "Counter.State", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action {
          case modal(Modal.Action)
          case counter(Counter.Action)

          struct AllCasePaths: Sendable {
            \#(casePath("Action", "modal", "Modal.Action", indent: 6))
            \#(casePath("Action", "counter", "Counter.Action", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        @ReducerBuilder<Self.State, Self.Action>
        static var body: some Reducer<Self.State, Self.Action> {
          Scope(state: \Self.State.Cases.modal, action: \Self.Action.Cases.modal) {
            Modal.body
          }
          Scope(state: \Self.State.Cases.counter, action: \Self.Action.Cases.counter) {
            Counter(step: 2)
          }
        }
        enum CaseScope {
          case modal(Store<Modal.State, Modal.Action>)
          case counter(Store<Counter.State, Counter.Action>)

          struct AllCasePaths: Sendable {
            \#(casePath("CaseScope", "modal", "Store<Modal.State, Modal.Action>", indent: 6))
            \#(casePath("CaseScope", "counter", "Store<Counter.State, Counter.Action>", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }

        static func scope(_ store: Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .modal:
            return .modal(store.scope(state: \.modal, action: \.modal)!)
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
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
  func enumWithEverySynthesizedConformance() {
    expectExpansion(
      #"""
      @Reducer(
        state: .codable, .decodable, .encodable, .equatable, .hashable, .sendable,
        action: .equatable, .hashable, .sendable
      )
      enum Destination {
        case detail(Detail)
      }
      """#,
      #"""
      enum Destination {
        case detail(Detail)
        @dynamicMemberLookup
        enum State: CaseReducerState, Codable, Decodable, Encodable, Equatable, Hashable, Sendable {
          typealias StateReducer = Destination
          case detail(Detail.State)

          struct AllCasePaths: Sendable {
            \#(casePath("State", "detail", "Detail.State", indent: 6))
          }
          static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        enum Action: Equatable, Hashable, Sendable {
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
  func unknownReducerArguments() {
    expectDiagnostics(
      #"""
      @Reducer(.equatable, state: .comparable, action: .sendable, store: .hashable)
      enum Destination {
        case detail(Detail)
      }
      """#,
      #"""
      error: '@Reducer' conformances follow 'state:' or 'action:': '@Reducer(state: .equatable)'
        at: .equatable
      error: '@Reducer' cannot synthesize '.comparable'; it synthesizes .codable, .decodable, .encodable, .equatable, .hashable and .sendable
        at: .comparable
      error: '@Reducer' takes the conformances of the 'state:' and 'action:' it generates, not 'store:'
        at: store
      """#)
  }

  @Test
  func argumentsOnAStruct() {
    expectDiagnostics(
      #"""
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }
      """#,
      #"""
      error: '@Reducer' takes 'state:' and 'action:' conformances only on an enum; a struct declares its own 'State' and 'Action'
        at: state: .equatable
        fix-it: Remove '(state: .equatable)'
      """#)
  }

  @Test
  func alertWithoutItsActionType() {
    expectDiagnostics(
      #"""
      @Reducer
      enum Destination {
        case alert(AlertState)
      }
      """#,
      #"""
      error: 'AlertState' needs its action type: 'AlertState<Action>'
        at: AlertState
      """#)
  }
}
