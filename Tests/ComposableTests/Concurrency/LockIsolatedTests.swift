import Composable
import Testing

@Suite struct LockIsolatedTests {
  @Test func readsSetsAndChangesTheValue() {
    let count = LockIsolated(1)
    #expect(count.value == 1)
    count.setValue(5)
    #expect(count.value == 5)
    let doubled = count.withValue { value in
      value *= 2
      return value + 1
    }
    #expect(doubled == 11)
    #expect(count.value == 10)
  }

  @Test func readsPropertiesThroughDynamicMembers() {
    let events = LockIsolated<[String]>(["tap", "swipe"])
    #expect(events.count == 2)
    #expect(events.first == "tap")
    #expect(events.isEmpty == false)
  }

  @Test func keepsChangesMadeBeforeAThrow() {
    struct Stop: Error {}
    let log = LockIsolated<[Int]>([])
    #expect(throws: Stop.self) {
      try log.withValue { log in
        log.append(1)
        throw Stop()
      }
    }
    #expect(log.value == [1])
  }

  @Test func changesFromManyTasksAreAtomic() async {
    let count = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { count.withValue { $0 += 1 } }
        }
      }
    }
    #expect(count.value == 8_000)
  }

  @Test func isEquatableAndHashableByItsValue() {
    let one = LockIsolated("a")
    let other = LockIsolated("a")
    #expect(one == other)
    #expect(one == one)
    other.setValue("b")
    #expect(one != other)
    #expect(Set([LockIsolated(1), LockIsolated(1), LockIsolated(2)]).count == 2)
  }

  @Test func aDependencyOverrideRecordsThroughIt() async throws {
    let queries = LockIsolated<[String]>([])
    let search: @Sendable (String) async -> Int = { query in
      queries.withValue { $0.append(query) }
      return query.count
    }
    #expect(await search("swift") == 5)
    #expect(await search("tca") == 3)
    #expect(queries.value == ["swift", "tca"])
  }
}
