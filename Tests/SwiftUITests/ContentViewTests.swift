import SwiftUI
import Testing

@MainActor
@Suite struct ContentViewTests {
  @Test func textAndImagesKeepTheirModifiersAsAttributes() {
    let view = VStack(alignment: .leading, spacing: 8) {
      Text("Hello").font(.title).bold()
      Text(verbatim: "42").monospacedDigit().foregroundStyle(.secondary)
      Image(systemName: "star.fill").imageScale(.large)
      Label("Favourites", systemImage: "heart")
      Spacer()
      Divider()
      Color.red.frame(width: 10, height: 10)
    }
    .padding()

    #expect(
      ViewTree.evaluate(view).description == """
        VStack .alignment(.leading) .spacing(8) .padding()
          Text "Hello" .font(.title) .bold()
          Text "42" .monospacedDigit() .foregroundStyle(.secondary)
          Image "star.fill" .systemName() .imageScale(.large)
          Label "Favourites"
            Image "heart" .systemName()
          Spacer
          Divider
          Color "Color.red" .frame(width: 10, height: 10)
        """)
  }

  @Test func colorMultiplyIsAnAttributeWithTheColour() {
    let seconds = 3
    let view = Text("Recording")
      .font(.title)
      .colorMultiply(seconds.isMultiple(of: 2) ? .red : .white)
      .animation(.easeInOut(duration: 0.5), value: seconds)

    #expect(
      ViewTree.evaluate(view).description == """
        Text "Recording" .font(.title) .colorMultiply(Color.white) \
        .animation(Animation.easeInOut(duration: 0.5))
        """)
  }
}
