import SwiftUI
import Testing

@MainActor
@Suite struct MoreViewTests {
  @Test func aTapGestureIsATapAndOtherGesturesAreAttributes() {
    let model = Model()
    let view = VStack {
      Text("Tap").gesture(TapGesture().onEnded { model.log.append("tapped") })
      Text("Drag").gesture(DragGesture(minimumDistance: 0).onChanged { _ in })
    }
    let tree = ViewTree.evaluate(view)

    #expect(
      tree.description == """
        VStack
          Text "Tap" [onTapGesture]
          Text "Drag" .gesture(DragGesture())
        """)
    #expect(tree.control(titled: "Tap")?.tap() == true)
    #expect(model.log == ["tapped"])
  }

  @Test func aGeometryReaderGivesItsContentNoRoom() {
    let view = GeometryReader { proxy in
      Text("\(Int(proxy.size.width))").frame(width: proxy.size.width)
    }

    #expect(ViewTree.evaluate(view).description == #"Text "0" .frame(width: 0)"#)
  }

  @Test func forEachOverABindingBindsEachElement() {
    struct Item: Identifiable, Equatable {
      let id: Int
      var name: String
    }
    var items = [Item(id: 1, name: "A"), Item(id: 2, name: "B")]
    let binding = Binding(get: { items }, set: { items = $0 })
    let tree = ViewTree.evaluate(
      List {
        ForEach(binding) { $item in
          TextField("Name", text: $item.name)
        }
      })
    if case .text(let name)? = tree.children[1].control { name.wrappedValue = "Bee" }

    #expect(items == [Item(id: 1, name: "A"), Item(id: 2, name: "Bee")])
  }

  @Test func gradientsInsetsAndPositions() {
    let view = ZStack {
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
      Circle().fill(AngularGradient(colors: [.green], center: .center)).position(x: 5, y: 5)
    }
    .safeAreaInset(edge: .bottom) { Text("Bar") }

    #expect(
      ViewTree.evaluate(view).description == """
        safeAreaInset .edge(.bottom)
          ZStack
            Color "LinearGradient(Gradient(colors: [Color.red, Color.blue]))"
            Circle .fill(AngularGradient(Gradient(colors: [Color.green]))) .position(x: 5, y: 5)
          attached:
            Text "Bar"
        """)
  }
}
