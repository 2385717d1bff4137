import Composable
import Testing
import ValueDump

@Suite struct LocalizedStringKeyTests {
  @Test func dumpsAsItsText() {
    let name = "Blob"
    let key: LocalizedStringKey = "Hello, \(name)! You have \(3) messages, 100% read."
    #expect(customDump(key) == #""Hello, Blob! You have 3 messages, 100% read.""#)
    #expect(key.description == "Hello, Blob! You have 3 messages, 100% read.")
  }

  @Test func keysFromTheSameLiteralAndValuesAreEqual() {
    func greeting(_ name: String) -> LocalizedStringKey { "Hello, \(name)" }
    #expect(greeting("Blob") == greeting("Blob"))
    #expect(greeting("Blob") != greeting("Blob Jr."))
    #expect(LocalizedStringKey("Hi") == "Hi")
  }
}

@Suite struct BindingTests {
  struct Form: Equatable {
    var name = ""
    var isOn = false
  }

  @Test func readsAndWritesThroughItsFunctions() {
    var form = Form()
    let binding = Binding(get: { form }, set: { form = $0 })
    binding.wrappedValue.name = "Blob"
    binding.isOn.wrappedValue = true
    #expect(form == Form(name: "Blob", isOn: true))
    #expect(binding.projectedValue.name.wrappedValue == "Blob")
    #expect(binding.animation().isOn.wrappedValue)
  }

  @Test func aConstantBindingDropsWrites() {
    let binding = Binding.constant(3)
    binding.wrappedValue = 4
    #expect(binding.wrappedValue == 3)
  }

  @Test func anOptionalBindingUnwrapsOnlyAValue() {
    var name: String? = nil
    let binding = Binding(get: { name }, set: { name = $0 })
    #expect(Binding(binding) == nil)
    name = "Blob"
    let unwrapped = Binding(binding)
    unwrapped?.wrappedValue = "Blob Jr."
    #expect(name == "Blob Jr.")
  }
}
