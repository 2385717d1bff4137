import Foundation
import SwiftUI
import Testing

@MainActor
@Suite struct ControlTests {
  @Test func buttonsKeepTheirTitleLabelAndRoleAndRunTheirAction() {
    let model = Model()
    let view = VStack {
      Button("Increment") { model.count += 1 }
      Button(role: .destructive) {
        model.log.append("delete")
      } label: {
        Label("Delete", systemImage: "trash")
      }
      Button("Add", systemImage: "plus") { model.log.append("add") }
    }
    let tree = ViewTree.evaluate(view)

    #expect(
      tree.description == """
        VStack
          Button "Increment" {tap}
          Button .role(.destructive) {tap}
            label:
              Label "Delete"
                Image "trash" .systemName()
          Button {tap}
            label:
              Label "Add"
                Image "plus" .systemName()
        """)
    tree.control(titled: "Increment")?.tap()
    tree.control(titled: "Delete")?.tap()
    #expect(model.count == 1)
    #expect(model.log == ["delete"])
  }

  @Test func textFieldsShowAndSetTheirBinding() {
    let model = Model()
    model.name = "Blob"
    let name = Binding(get: { model.name }, set: { model.name = $0 })
    let view = Form {
      TextField("Name", text: name, prompt: Text("Required"))
      SecureField("Password", text: name)
      TextEditor(text: name)
    }
    let tree = ViewTree.evaluate(view)

    #expect(
      tree.description == """
        Form
          TextField "Name" = "Blob" .prompt("Required") {text}
          SecureField "Password" = "••••" {text}
          TextEditor = "Blob" {text}
        """)
    guard case .text(let binding)? = tree.children[0].control else {
      Issue.record("no text control")
      return
    }
    binding.wrappedValue = "Blob Jr."
    #expect(model.name == "Blob Jr.")
  }

  @Test func togglesSteppersAndSlidersChangeTheirValues() {
    let model = Model()
    var level = 0.25
    let view = VStack {
      Toggle("Notifications", isOn: Binding(get: { model.isOn }, set: { model.isOn = $0 }))
      Stepper(
        "Count: \(model.count)", value: Binding(get: { model.count }, set: { model.count = $0 }),
        in: 0...2)
      Slider(value: Binding(get: { level }, set: { level = $0 }), in: 0...1)
    }
    let tree = ViewTree.evaluate(view)

    #expect(
      tree.description == """
        VStack
          Toggle "Notifications" = false {toggle}
          Stepper "Count: 0" = 0 {stepper}
          Slider = 0.25 {slider}
        """)
    if case .toggle(let isOn)? = tree.children[0].control { isOn.wrappedValue.toggle() }
    if case .stepper(let increment, let decrement)? = tree.children[1].control {
      // NB: At its lower bound, a stepper cannot step down.
      #expect(decrement == nil)
      increment?()
      increment?()
      increment?()
    }
    if case .slider(let value, let range)? = tree.children[2].control {
      value.wrappedValue = range.upperBound
    }
    #expect(model.isOn)
    #expect(model.count == 2)
    #expect(level == 1)
    if case .stepper(let increment, let decrement)? = ViewTree.evaluate(view).children[1].control {
      #expect(increment == nil)
      decrement?()
    }
    #expect(model.count == 1)
  }

  @Test func pickersPickAnOptionByItsTagOrItsForEachID() {
    enum Flavour: String, CaseIterable, Hashable { case vanilla, chocolate }
    var flavour = Flavour.vanilla
    var size = 1
    let view = VStack {
      Picker("Flavour", selection: Binding(get: { flavour }, set: { flavour = $0 })) {
        ForEach(Flavour.allCases, id: \.self) { Text($0.rawValue) }
      }
      .pickerStyle(.segmented)
      Picker("Size", selection: Binding(get: { size }, set: { size = $0 })) {
        Text("Small").tag(1)
        Text("Large").tag(2)
      }
    }
    let tree = ViewTree.evaluate(view)

    #expect(
      tree.description == """
        VStack
          Picker "Flavour" = vanilla .pickerStyle(.segmented) {pick}
            Text "vanilla"
            Text "chocolate"
          Picker "Size" = 1 {pick}
            Text "Small" .tag(1)
            Text "Large" .tag(2)
        """)
    guard case .pick(let pickFlavour)? = tree.children[0].control,
      case .pick(let pickSize)? = tree.children[1].control,
      let chocolate = tree.children[0].children[1].tag
    else {
      Issue.record("no pickers")
      return
    }
    #expect(pickFlavour(chocolate))
    #expect(pickSize(AnyHashable(2)))
    #expect(!pickSize(AnyHashable("large")))
    #expect(flavour == .chocolate)
    #expect(size == 2)
  }

  @Test func progressLabeledContentAndLinks() {
    let model = Model()
    var environment = EnvironmentValues()
    environment.openURL = OpenURLAction { url in
      model.log.append(url.absoluteString)
      return .handled
    }
    let view = List {
      ProgressView()
      ProgressView("Loading", value: 0.5)
      LabeledContent("Count", value: "3")
      Link("Docs", destination: URL(string: "https://example.com/docs")!)
    }
    let tree = ViewTree.evaluate(view, environment: environment)

    #expect(
      tree.description == """
        List
          ProgressView
          ProgressView "Loading" = 0.5
          LabeledContent "Count"
            Text "3"
          Link "Docs" = https://example.com/docs {tap}
        """)
    tree.control(titled: "Docs")?.tap()
    #expect(model.log == ["https://example.com/docs"])
  }

  @Test func disabledTurnsOffTheControlsUnderIt() {
    let view = VStack {
      Button("On") {}
      HStack {
        Button("Off") {}
        Toggle("Also off", isOn: .constant(true))
      }
      .disabled(true)
    }
    let tree = ViewTree.evaluate(view)

    #expect(
      tree.description == """
        VStack
          Button "On" {tap}
          HStack .disabled(true)
            Button "Off" {tap} (disabled)
            Toggle "Also off" = true {toggle} (disabled)
        """)
  }
}

@MainActor
@Suite struct StyleTests {
  struct HelpButton: View {
    @Environment(\.openURL) var openURL

    var body: some View {
      Button("Help") { openURL(URL(string: "https://example.com/help")!) }
    }
  }

  @Test func stylesAndTintsAreAttributesAndOpenURLReadsTheEnvironment() {
    let model = Model()
    var environment = EnvironmentValues()
    environment.openURL = OpenURLAction { url in
      model.log.append(url.path)
      return .handled
    }
    let view = VStack {
      Label("Favourite", systemImage: "star").labelStyle(.iconOnly)
      ProgressView(value: 0.25).progressViewStyle(.linear).tint(.orange)
      Toggle("On", isOn: .constant(true)).toggleStyle(.switch)
      HelpButton().buttonStyle(.bordered)
    }
    let tree = ViewTree.evaluate(view, environment: environment)

    #expect(
      tree.description == """
        VStack
          Label "Favourite" .labelStyle(.iconOnly)
            Image "star" .systemName()
          ProgressView = 0.25 .progressViewStyle(.linear) .tint(Color.orange)
          Toggle "On" = true .toggleStyle(.switch) {toggle}
          Button "Help" .buttonStyle(.bordered) {tap}
        """)
    tree.control(titled: "Help")?.tap()
    #expect(model.log == ["/help"])
  }

  @Test func aStyleWrittenByItsTypeNameIsTheStyleOfItsDotName() {
    let view = VStack {
      Button("Save") {}.buttonStyle(BorderlessButtonStyle())
      Button("Cancel") {}.buttonStyle(.plain)
      Label("Star", systemImage: "star").labelStyle(TitleOnlyLabelStyle())
      ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle())
      Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(ButtonToggleStyle())
      TextField("Name", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())
      List { Text("Row") }.listStyle(InsetGroupedListStyle())
      NavigationView { Text("Home") }.navigationViewStyle(StackNavigationViewStyle())
    }

    #expect(
      ViewTree.evaluate(view).description == """
        VStack
          Button "Save" .buttonStyle(.borderless) {tap}
          Button "Cancel" .buttonStyle(.plain) {tap}
          Label "Star" .labelStyle(.titleOnly)
            Image "star" .systemName()
          ProgressView = 0.5 .progressViewStyle(.circular)
          Toggle "Wi-Fi" = false .toggleStyle(.button) {toggle}
          TextField "Name" = "" .textFieldStyle(.roundedBorder) {text}
          List .listStyle(.insetGrouped)
            Text "Row"
          NavigationStack .navigationViewStyle(.stack)
            Text "Home"
        """)
  }
}
