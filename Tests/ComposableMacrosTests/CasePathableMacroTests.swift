import Testing

struct CasePathableMacroTests {
  @Test
  func casesOfEveryShape() {
    expectExpansion(
      #"""
      @CasePathable
      public enum Action {
        case tapped
        case child(Child.Action)
        case setAge(years: Int)
        case move(x: Int, Int)
      }
      """#,
      #"""
      public enum Action {
        case tapped
        case child(Child.Action)
        case setAge(years: Int)
        case move(x: Int, Int)

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
          public var child: AnyCasePath<Action, Child.Action> {
            AnyCasePath(
              embed: {
                Action.child($0)
              },
              extract: {
                guard case let .child(v0) = $0 else {
                  return nil
                }
                return v0
              })
          }
          public var setAge: AnyCasePath<Action, Int> {
            AnyCasePath(
              embed: {
                Action.setAge(years: $0)
              },
              extract: {
                guard case let .setAge(v0) = $0 else {
                  return nil
                }
                return v0
              })
          }
          public var move: AnyCasePath<Action, (x: Int, Int)> {
            AnyCasePath(
              embed: {
                Action.move(x: $0.0, $0.1)
              },
              extract: {
                guard case let .move(v0, v1) = $0 else {
                  return nil
                }
                return (v0, v1)
              })
          }
        }
        public static var allCasePaths: AllCasePaths { AllCasePaths() }
      }

      extension Action: CasePathable {
      }
      """#)
  }

  @Test
  func genericEnum() {
    expectExpansion(
      #"""
      @CasePathable
      enum Loadable<Value> {
        case idle
        indirect case loaded(Value)
        case failed(any Error)
      }
      """#,
      #"""
      enum Loadable<Value> {
        case idle
        indirect case loaded(Value)
        case failed(any Error)

        struct AllCasePaths: Sendable {
          var idle: AnyCasePath<Loadable, Void> {
            AnyCasePath(
              embed: { _ in
                Loadable.idle
              },
              extract: {
                guard case .idle = $0 else {
                  return nil
                }
                return ()
              })
          }
          var loaded: AnyCasePath<Loadable, Value> {
            AnyCasePath(
              embed: {
                Loadable.loaded($0)
              },
              extract: {
                guard case let .loaded(v0) = $0 else {
                  return nil
                }
                return v0
              })
          }
          var failed: AnyCasePath<Loadable, any Error> {
            AnyCasePath(
              embed: {
                Loadable.failed($0)
              },
              extract: {
                guard case let .failed(v0) = $0 else {
                  return nil
                }
                return v0
              })
          }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
      }

      extension Loadable: CasePathable {
      }
      """#)
  }

  @Test
  func appliedToAStruct() {
    expectDiagnostics(
      #"""
      @CasePathable
      struct NotAnEnum {}
      """#,
      #"""
      error: '@CasePathable' applies to an enum, not to a struct; its case paths are the enum's cases
        at: @CasePathable
      """#)
  }

  @Test
  func casesUnderIfConfig() {
    expectExpansion(
      #"""
      @CasePathable
      enum Action {
        case tapped
        #if DEBUG
          case debug(String)
        #endif
        case never(Never)
      }
      """#,
      #"""
      enum Action {
        case tapped
        #if DEBUG
          case debug(String)
        #endif
        case never(Never)

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
          #if DEBUG
            var debug: AnyCasePath<Action, String> {
              AnyCasePath(
                embed: {
                Action.debug($0)
              },
                extract: {
                  guard case let .debug(v0) = $0 else {
                  return nil
                }
                  return v0
                })
            }
          #endif
          var never: AnyCasePath<Action, Never> {
            AnyCasePath(
              embed: Action.never,
              extract: {
                guard case let .never(v0) = $0 else {
                  return nil
                }
                return v0
              })
          }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
      }

      extension Action: CasePathable {
      }
      """#)
  }
}
