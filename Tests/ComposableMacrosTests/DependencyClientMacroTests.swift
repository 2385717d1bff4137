import Testing

struct DependencyClientMacroTests {
  @Test
  func endpointsOfEveryShape() {
    expectExpansion(
      #"""
      @DependencyClient
      struct FactClient {
        var fetch: @Sendable (_ number: Int) async throws -> String
        var log: @Sendable (String) -> Void
        var count: () -> Int = { 0 }
        var load: @Sendable (_ id: Int, String) async throws -> [String]
      }
      """#,
      #"""
      struct FactClient {
        var fetch: @Sendable (_ number: Int) async throws -> String {
          @storageRestrictions(initializes: _fetch)
          init(initialValue) {
            _fetch = initialValue
          }
          get {
            _fetch
          }
          set {
            _fetch = newValue
          }
        }

        private var _fetch: @Sendable (_ number: Int) async throws -> String = { p0 in
            IssueReporting.unimplemented("FactClient.fetch", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            throw UnimplementedEndpoint(endpoint: "FactClient.fetch")
          }

        func fetch(number: Int) async throws -> String {
          try await self.fetch(number)
        }
        var log: @Sendable (String) -> Void {
          @storageRestrictions(initializes: _log)
          init(initialValue) {
            _log = initialValue
          }
          get {
            _log
          }
          set {
            _log = newValue
          }
        }

        private var _log: @Sendable (String) -> Void = { p0 in
            IssueReporting.unimplemented("FactClient.log", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
          }
        var count: () -> Int {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = {
              IssueReporting.unimplemented("FactClient.count", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
              return initialValue()
            }
          }
          get {
            _count
          }
          set {
            _count = newValue
          }
        }

        private var _count: () -> Int
        var load: @Sendable (_ id: Int, String) async throws -> [String] {
          @storageRestrictions(initializes: _load)
          init(initialValue) {
            _load = initialValue
          }
          get {
            _load
          }
          set {
            _load = newValue
          }
        }

        private var _load: @Sendable (_ id: Int, String) async throws -> [String] = { p0, p1 in
            IssueReporting.unimplemented("FactClient.load", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            throw UnimplementedEndpoint(endpoint: "FactClient.load")
          }

        func load(id: Int, _ p1: String) async throws -> [String] {
          try await self.load(id, p1)
        }

        init(
          fetch: @escaping @Sendable (_ number: Int) async throws -> String,
          log: @escaping @Sendable (String) -> Void,
          count: @escaping () -> Int,
          load: @escaping @Sendable (_ id: Int, String) async throws -> [String]
        ) {
          self.fetch = fetch
          self.log = log
          self.count = count
          self.load = load
        }

        init() {
        }
      }
      """#)
  }

  @Test
  func publicClient() {
    expectExpansion(
      #"""
      @DependencyClient
      public struct Speech {
        public var authorize: @Sendable () async -> Bool = { false }
        public var transcribe: @Sendable (_ url: URL) async throws -> String
        public var name = "speech"
      }
      """#,
      #"""
      public struct Speech {
        public var authorize: @Sendable () async -> Bool {
          @storageRestrictions(initializes: _authorize)
          init(initialValue) {
            _authorize = {
              IssueReporting.unimplemented("Speech.authorize", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
              return await initialValue()
            }
          }
          get {
            _authorize
          }
          set {
            _authorize = newValue
          }
        }

        private var _authorize: @Sendable () async -> Bool
        public var transcribe: @Sendable (_ url: URL) async throws -> String {
          @storageRestrictions(initializes: _transcribe)
          init(initialValue) {
            _transcribe = initialValue
          }
          get {
            _transcribe
          }
          set {
            _transcribe = newValue
          }
        }

        private var _transcribe: @Sendable (_ url: URL) async throws -> String = { p0 in
            IssueReporting.unimplemented("Speech.transcribe", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            throw UnimplementedEndpoint(endpoint: "Speech.transcribe")
          }

        public func transcribe(url: URL) async throws -> String {
          try await self.transcribe(url)
        }
        public var name = "speech"

        public init(
          authorize: @escaping @Sendable () async -> Bool,
          transcribe: @escaping @Sendable (_ url: URL) async throws -> String,
          name: Swift.String = "speech"
        ) {
          self.authorize = authorize
          self.transcribe = transcribe
          self.name = name
        }

        public init(
          name: Swift.String = "speech"
        ) {
          self.name = name
        }
      }
      """#)
  }

  @Test
  func propertiesBesideTheEndpointsKeepTheirDefaults() {
    expectExpansion(
      #"""
      @DependencyClient
      struct Client {
        @DependencyEndpoint var fetch: @Sendable () async throws -> Int
        var retries = 3
        var name: String?
        let id: Int
        let kind = "client"
        private var cache: [Int] = []
        var timeout: Double { 1 }
      }
      """#,
      #"""
      struct Client {
        var fetch: @Sendable () async throws -> Int {
          @storageRestrictions(initializes: _fetch)
          init(initialValue) {
            _fetch = initialValue
          }
          get {
            _fetch
          }
          set {
            _fetch = newValue
          }
        }

        private var _fetch: @Sendable () async throws -> Int = {
            IssueReporting.unimplemented("Client.fetch", fileID: "Feature/Feature.swift", filePath: "Feature.swift", line: 3, column: 34)
            throw UnimplementedEndpoint(endpoint: "Client.fetch")
          }
        var retries = 3
        var name: String?
        let id: Int
        let kind = "client"
        private var cache: [Int] = []
        var timeout: Double { 1 }

        init(
          fetch: @escaping @Sendable () async throws -> Int,
          retries: Swift.Int = 3,
          name: String? = nil,
          id: Int
        ) {
          self.fetch = fetch
          self.retries = retries
          self.name = name
          self.id = id
        }

        init(
          retries: Swift.Int = 3,
          name: String? = nil,
          id: Int
        ) {
          self.retries = retries
          self.name = name
          self.id = id
        }
      }
      """#)
  }

  @Test
  func appliedToAnEnum() {
    expectDiagnostics(
      #"""
      @DependencyClient
      enum Client {}
      """#,
      #"""
      error: '@DependencyClient' applies to a struct of closure properties, not to an enum
        at: enum
      """#)
  }

  @Test
  func nonThrowingEndpointWithoutDefault() {
    expectDiagnostics(
      #"""
      @DependencyClient
      struct Other {
        var current: () -> Int
        var id: (_ name: String) -> UUID
      }
      """#,
      #"""
      error: Endpoint 'current' neither throws nor returns Void or an optional, so an unimplemented call needs a value to return: give it a default, 'var current: () -> Int = { <Int> }'
        at: current: () -> Int
      error: Endpoint 'id' neither throws nor returns Void or an optional, so an unimplemented call needs a value to return: give it a default, 'var id: (_ name: String) -> UUID = { _ in <UUID> }'
        at: id: (_ name: String) -> UUID
      """#)
  }

  @Test
  func ignoredPropertyStaysAsWritten() {
    expectExpansion(
      #"""
      @DependencyClient
      struct Client {
        var fetch: @Sendable () async throws -> Int
        @DependencyIgnored var log: @Sendable (String) -> Void = { _ in }
      }
      """#,
      #"""
      struct Client {
        var fetch: @Sendable () async throws -> Int {
          @storageRestrictions(initializes: _fetch)
          init(initialValue) {
            _fetch = initialValue
          }
          get {
            _fetch
          }
          set {
            _fetch = newValue
          }
        }

        private var _fetch: @Sendable () async throws -> Int = {
            IssueReporting.unimplemented("Client.fetch", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            throw UnimplementedEndpoint(endpoint: "Client.fetch")
          }
        var log: @Sendable (String) -> Void = { _ in }

        init(
          fetch: @escaping @Sendable () async throws -> Int,
          log: @escaping @Sendable (String) -> Void = { _ in
          }
        ) {
          self.fetch = fetch
          self.log = log
        }

        init(
          log: @escaping @Sendable (String) -> Void = { _ in
          }
        ) {
          self.log = log
        }
      }
      """#)
  }

  @Test
  func anOptionalEndpointNeedsNoDefault() {
    expectExpansion(
      #"""
      @DependencyClient
      struct UserClient {
        var current: @Sendable () -> String?
        var find: @Sendable (_ id: Int) async -> Optional<String>
      }
      """#,
      #"""
      struct UserClient {
        var current: @Sendable () -> String? {
          @storageRestrictions(initializes: _current)
          init(initialValue) {
            _current = initialValue
          }
          get {
            _current
          }
          set {
            _current = newValue
          }
        }

        private var _current: @Sendable () -> String? = {
            IssueReporting.unimplemented("UserClient.current", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            return nil
          }
        var find: @Sendable (_ id: Int) async -> Optional<String> {
          @storageRestrictions(initializes: _find)
          init(initialValue) {
            _find = initialValue
          }
          get {
            _find
          }
          set {
            _find = newValue
          }
        }

        private var _find: @Sendable (_ id: Int) async -> Optional<String> = { p0 in
            IssueReporting.unimplemented("UserClient.find", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            return nil
          }

        func find(id: Int) async -> Optional<String> {
          await self.find(id)
        }

        init(
          current: @escaping @Sendable () -> String?,
          find: @escaping @Sendable (_ id: Int) async -> Optional<String>
        ) {
          self.current = current
          self.find = find
        }

        init() {
        }
      }
      """#)
  }
}
