import Composable
import Testing

struct Todo: Equatable, Hashable, Identifiable, Sendable {
  var id: Int
  var title = ""
  var isComplete = false
}

@Suite struct IdentifiedArrayTests {
  let todos: IdentifiedArrayOf<Todo> = [
    Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread"),
  ]

  @Test func looksUpElementsByID() {
    #expect(todos[id: 2]?.title == "Eggs")
    #expect(todos[id: 4] == nil)
    #expect(todos.ids == [1, 2, 3])
    #expect(todos.index(id: 3) == 2)
    #expect(todos.contains(id: 1))
    #expect(!todos.contains(id: 7))
  }

  @Test func subscriptByIDMutatesInPlaceAppendsAndRemoves() {
    var todos = todos
    todos[id: 2]?.isComplete = true
    #expect(todos[1] == Todo(id: 2, title: "Eggs", isComplete: true))
    todos[id: 4] = Todo(id: 4, title: "Jam")
    #expect(todos.ids == [1, 2, 3, 4])
    todos[id: 1] = nil
    #expect(todos.ids == [2, 3, 4])
    #expect(todos[id: 3] == Todo(id: 3, title: "Bread"))
    todos[id: 3] = Todo(id: 3, title: "Rye")
    #expect(todos.map(\.title) == ["Eggs", "Rye", "Jam"])
    todos[id: 9]?.title = "Nothing"
    #expect(todos.ids == [2, 3, 4])
  }

  @Test func removesByIDAndByOffsetKeepingLookupsRight() {
    var todos = todos
    #expect(todos.remove(id: 1)?.title == "Milk")
    #expect(todos.remove(id: 1) == nil)
    #expect(todos[id: 3]?.title == "Bread")
    #expect(todos.remove(at: 0).title == "Eggs")
    #expect(todos.ids == [3])
    #expect(todos.index(id: 3) == 0)
  }

  @Test func appendAndInsertRejectATakenID() {
    var todos = todos
    #expect(todos.append(Todo(id: 2, title: "Other")) == (false, 1))
    #expect(todos[id: 2]?.title == "Eggs")
    #expect(todos.insert(Todo(id: 0, title: "Tea"), at: 0) == (true, 0))
    #expect(todos.ids == [0, 1, 2, 3])
    #expect(todos.index(id: 3) == 3)
    #expect(todos.updateOrAppend(Todo(id: 1, title: "Oat milk"))?.title == "Milk")
    #expect(todos[id: 1]?.title == "Oat milk")
  }

  @Test func movesSortsFiltersAndRemovesWhere() {
    var todos = todos
    todos.move(fromOffsets: [0], toOffset: 3)
    #expect(todos.ids == [2, 3, 1])
    todos.move(fromOffsets: [2], toOffset: 0)
    #expect(todos.ids == [1, 2, 3])
    todos.sort { $0.title < $1.title }
    #expect(todos.ids == [3, 2, 1])
    #expect(todos[id: 1]?.title == "Milk")
    #expect(todos.filter { $0.id != 2 }.ids == [3, 1])
    todos.removeAll { $0.title.hasPrefix("E") }
    #expect(todos.ids == [3, 1])
    #expect(todos.index(id: 1) == 1)
    todos.swapAt(0, 1)
    #expect(todos.ids == [1, 3])
    #expect(todos.index(id: 3) == 1)
    todos.remove(atOffsets: [0])
    #expect(todos.ids == [3])
  }

  @Test func isARandomAccessMutableCollection() {
    var todos = todos
    #expect(todos.count == 3)
    #expect(todos.first?.id == 1)
    #expect(todos.last?.id == 3)
    #expect(Array(todos.reversed().map(\.id)) == [3, 2, 1])
    todos[0].isComplete = true
    #expect(todos[id: 1]?.isComplete == true)
    for index in todos.indices { todos[index].title += "!" }
    #expect(todos.map(\.title) == ["Milk!", "Eggs!", "Bread!"])
  }

  @Test func equalityAndHashingFollowTheElementsInOrder() {
    var reordered = todos
    reordered.move(fromOffsets: [0], toOffset: 3)
    #expect(todos != reordered)
    reordered.move(fromOffsets: [2], toOffset: 0)
    #expect(todos == reordered)
    #expect(Set([todos, reordered]).count == 1)
  }

  @Test func uniquingCombinesElementsWithTheSameID() {
    let merged = IdentifiedArrayOf<Todo>(
      [Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 1, title: "c")]
    ) { first, second in Todo(id: first.id, title: first.title + second.title) }
    #expect(merged.map(\.title) == ["ac", "b"])
  }

  @Test func identifiesByAKeyPath() {
    struct Tag: Equatable { var name: String }
    var tags = IdentifiedArray(uncheckedUniqueElements: [Tag(name: "a")], id: \Tag.name)
    tags[id: "b"] = Tag(name: "b")
    #expect(tags.ids == ["a", "b"])
    #expect(tags.id == \Tag.name)
    #expect(IdentifiedArray(id: \Tag.name).isEmpty)
  }
}
