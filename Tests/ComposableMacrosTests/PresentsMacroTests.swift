import Testing

struct PresentsMacroTests {
  @Test
  func optionalState() {
    expectExpansion(
      #"""
      struct State {
        @Presents var destination: Destination.State?
        @Presents public var alert: Optional<AlertState<Action.Alert>>
      }
      """#,
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = PresentationState(wrappedValue: initialValue)
          }
          get {
            _destination.wrappedValue
          }
          set {
            _destination.wrappedValue = newValue
          }
        }

        var _destination: PresentationState<Destination.State>

        var $destination: PresentationState<Destination.State> {
          get {
            _destination
          }
          set {
            _destination = newValue
          }
        }
        public var alert: Optional<AlertState<Action.Alert>> {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = PresentationState(wrappedValue: initialValue)
          }
          get {
            _alert.wrappedValue
          }
          set {
            _alert.wrappedValue = newValue
          }
        }

        public var _alert: PresentationState<AlertState<Action.Alert>>

        public var $alert: PresentationState<AlertState<Action.Alert>> {
          get {
            _alert
          }
          set {
            _alert = newValue
          }
        }
      }
      """#)
  }

  @Test
  func misuse() {
    expectDiagnostics(
      #"""
      struct State {
        @Presents let destination: Destination.State?
        @Presents var count: Int
        @Presents var a: Int?, b: Int?
      }
      """#,
      #"""
      error: '@Presents' needs a 'var': presenting and dismissing change the property
        at: let
      error: '@Presents' needs the presented state's optional type, '@Presents var count: Destination.State?'
        at: count: Int
      error: accessor macro can only be applied to a single variable
        at: @Presents var a: Int?, b: Int?
      error: peer macro can only be applied to a single variable
        at: @Presents
      """#)
  }
}
