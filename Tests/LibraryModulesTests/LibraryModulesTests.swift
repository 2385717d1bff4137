import CasePaths
import Clocks
import CombineSchedulers
import ComposableArchitecture
import ConcurrencyExtras
import CustomDump
import Dependencies
import DependenciesMacros
import IdentifiedCollections
import IssueReporting
import Perception
import Sharing
import SwiftUINavigation
import Testing

@CasePathable
enum Route: Equatable {
  case detail(Int)
  case settings
}

struct Row: Identifiable, Equatable {
  var id: Int
  var title: String
}

@DependencyClient
struct GreetingClient {
  var greet: @Sendable (_ name: String) async throws -> String
}

extension GreetingClient: TestDependencyKey {
  static let testValue = GreetingClient()
}

extension DependencyValues {
  var greeting: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

@Suite struct LibraryModulesTests {
  @Test func eachModuleNameBringsTheEngineTypes() {
    #expect(Dependencies.DependencyValues.self == ComposableArchitecture.DependencyValues.self)
    #expect(Clocks.TestClock.self == ComposableArchitecture.TestClock.self)
    #expect(
      IdentifiedCollections.IdentifiedArrayOf<Row>.self
        == ComposableArchitecture.IdentifiedArrayOf<Row>.self)
    #expect(Sharing.Shared<Int>.self == ComposableArchitecture.Shared<Int>.self)
    #expect(
      SwiftUINavigation.AlertState<Route>.self == ComposableArchitecture.AlertState<Route>.self)
    #expect(
      ConcurrencyExtras.LockIsolated<Int>.self == ComposableArchitecture.LockIsolated<Int>.self)
    #expect(
      CombineSchedulers.AnySchedulerOf<DispatchQueue>.self
        == ComposableArchitecture.AnySchedulerOf<DispatchQueue>.self)
  }

  @Test func schedulersFromCombineSchedulers() async throws {
    try await withDependencies {
      $0.mainQueue = .immediate
    } operation: {
      @Dependency(\.mainQueue) var mainQueue
      let start = mainQueue.now
      try await mainQueue.sleep(for: .seconds(1))
      #expect(start.distance(to: mainQueue.now) == .seconds(1))
    }
  }

  @Test func casePathsFromCasePaths() {
    var route = Route.detail(1)
    #expect(route[case: \.detail] == 1)
    route[case: \.detail] = 2
    #expect(route == .detail(2))
    #expect(route[case: \.settings] == nil)
  }

  @Test func dependenciesFromDependencies() async throws {
    let greeting = try await withDependencies {
      $0.greeting.greet = { "Hello, \($0)!" }
    } operation: {
      @Dependency(\.greeting) var greeting
      return try await greeting.greet(name: "Blob")
    }
    #expect(greeting == "Hello, Blob!")
  }

  @Test func collectionsFromIdentifiedCollections() {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "One")]
    rows[id: 1]?.title = "Uno"
    #expect(rows.elements == [Row(id: 1, title: "Uno")])
  }
}
