import Foundation
import SwiftUI
import Testing

@MainActor
@Suite struct ContainerTests {
  struct Row: Identifiable {
    let id: Int
    var title: String
  }

  @Test func listsSectionsAndForEachMakeARowPerElement() {
    let model = Model()
    let rows = [Row(id: 1, title: "One"), Row(id: 2, title: "Two")]
    let view = List {
      Section {
        ForEach(rows) { row in Text(row.title) }
          .onDelete { offsets in model.log.append("delete \(Array(offsets))") }
      } header: {
        Text("Rows")
      } footer: {
        Text("\(rows.count) rows")
      }
      Section("Empty") {}
    }
    let tree = ViewTree.evaluate(view)

    #expect(
      tree.description == """
        List
          Section "Rows"
            Text "One" [onDelete]
            Text "Two" [onDelete]
            attached:
              Text "2 rows"
          Section "Empty"
        """)
    #expect(tree.children[0].children.map(\.tag) == [AnyHashable(1), AnyHashable(2)])
    if case .delete(let delete)? = tree.children[0].children[1].handlers.first { delete() }
    #expect(model.log == ["delete [1]"])
  }

  @Test func conditionalsEvaluateTheBranchTaken() {
    struct Screen: View {
      let count: Int
      let name: String?

      var body: some View {
        VStack {
          if count > 0 {
            Text("Positive")
          } else {
            Text("Not positive")
          }
          if let name {
            Text("Hello, \(name)")
          }
          switch count {
          case 0: Text("Zero")
          case 1: Text("One")
          default: Text("Many")
          }
        }
      }
    }

    #expect(
      ViewTree.evaluate(Screen(count: 0, name: nil)).description == """
        VStack
          Text "Not positive"
          Text "Zero"
        """)
    #expect(
      ViewTree.evaluate(Screen(count: 2, name: "Blob")).description == """
        VStack
          Text "Positive"
          Text "Hello, Blob"
          Text "Many"
        """)
  }

  @Test func groupsApplyTheirModifiersToEachView() {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 4) {
        Group {
          Text("A")
          Text("B")
        }
        .font(.caption)
        ZStack(alignment: .topLeading) {
          RoundedRectangle(cornerRadius: 8).fill(.blue)
          Circle().stroke(.red, lineWidth: 2)
          Capsule().trim(from: 0, to: 0.5)
          Rectangle()
        }
      }
    }

    #expect(
      ViewTree.evaluate(view).description == """
        ScrollView .axes(.horizontal)
          HStack .spacing(4)
            Text "A" .font(.caption)
            Text "B" .font(.caption)
            ZStack .alignment(.topLeading)
              RoundedRectangle .cornerRadius(8) .fill(Color.blue)
              Circle .stroke(Color.red, lineWidth: 2)
              Capsule .trim(from: 0, to: 0.5)
              Rectangle
        """)
  }

  @Test func emptyAndSeveralViewsEvaluateToAGroup() {
    #expect(ViewTree.evaluate(EmptyView()).description == "Group")
    #expect(
      ViewTree.evaluate(
        Group {
          Text("A"); Text("B")
        }
      ).description == """
        Group
          Text "A"
          Text "B"
        """)
  }

  @Test func disclosureGroupsKeepWhetherTheyAreExpanded() {
    let tree = ViewTree()
    let view = DisclosureGroup("Details") { Text("Hidden until expanded") }

    let collapsed = tree.evaluate(view)
    #expect(
      collapsed.description == """
        DisclosureGroup "Details" = false {toggle}
        """)
    if case .toggle(let isExpanded)? = collapsed.control { isExpanded.wrappedValue = true }
    #expect(
      tree.evaluate(view).description == """
        DisclosureGroup "Details" = true {toggle}
          Text "Hidden until expanded"
        """)
  }
}
