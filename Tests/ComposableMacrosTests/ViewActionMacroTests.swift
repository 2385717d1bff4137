import Testing

struct ViewActionMacroTests {
  @Test
  func aViewSendsItsFeaturesViewActions() {
    expectExpansion(
      #"""
      @ViewAction(for: Feature.self)
      struct FeatureView: View {
        let store: StoreOf<Feature>
      }
      """#,
      #"""
      struct FeatureView: View {
        let store: StoreOf<Feature>
      }

      extension FeatureView: ViewActionSending {
      }
      """#)
  }
}
