import ComposableArchitecture
import SwiftUI
import Testing

@MainActor
@Suite struct SignInViewTests {
  @Test func bindingsGoThroughTheViewsActionsAndSharedValues() {
    let store = Store(initialState: SignIn.State()) { SignIn() }
    let tree = ViewTree()
    let view = SignInView(store: store)
    let form = tree.evaluate(view)

    #expect(
      form.description == """
        Form
          TextField "Email" = "" .keyboardType(.emailAddress) .autocapitalization(.none) {text}
          TextField "Code" = "" .textContentType(.oneTimeCode) {text}
          Button "Clear" {tap}
          Button "Paste 1234" {tap}
        """)
    guard case .text(let email)? = form.children[0].control,
      case .text(let code)? = form.children[1].control
    else {
      Issue.record("no text fields")
      return
    }
    email.wrappedValue = "blob@example.com"
    code.wrappedValue = "12"
    #expect(store.state.email == "blob@example.com")
    #expect(store.state.code == "12")

    form.control(titled: "Clear")?.tap()
    #expect(store.state.code == "")
    form.control(titled: "Paste 1234")?.tap()
    #expect(store.state.code == "1234")
  }
}
