import Composable
import Testing

@Suite struct ActorIsolatedTests {
  @Test func readsSetsAndChangesTheValue() async {
    let count = ActorIsolated(1)
    #expect(await count.value == 1)
    await count.setValue(4)
    #expect(await count.value == 4)
    let previous = await count.withValue { value in
      defer { value += 10 }
      return value
    }
    #expect(previous == 4)
    #expect(await count.value == 14)
  }

  @Test func readsPropertiesThroughDynamicMembers() async {
    let names = ActorIsolated(["Blob", "Blob Jr."])
    #expect(await names.count == 2)
    #expect(await names.last == "Blob Jr.")
  }

  @Test func changesFromManyTasksAreSerialised() async {
    let log = ActorIsolated<[Int]>([])
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask {
          for step in 0..<250 { await log.withValue { $0.append(task * 1_000 + step) } }
        }
      }
    }
    let values = await log.value
    #expect(values.count == 1_000)
    #expect(Set(values).count == 1_000)
    for task in 0..<4 {
      #expect(values.filter { $0 / 1_000 == task } == (0..<250).map { task * 1_000 + $0 })
    }
  }
}
