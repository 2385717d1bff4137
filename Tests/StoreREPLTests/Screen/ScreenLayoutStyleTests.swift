import SwiftUI
import Testing

@testable import StoreREPL

/// Text a view makes less prominent is drawn in the screen's secondary colour.
@Suite struct ScreenLayoutStyleTests {
  @Test @MainActor func secondaryTextIsDrawnInTheSecondaryColour() {
    let node = ViewTree.evaluate(
      VStack {
        Text("Count: 3")
        Text("About is not drawn").foregroundStyle(.secondary)
      })
    let lines = ScreenLayout(node, width: 30, style: ShellStyle(usesColor: true, theme: .dark))
      .lines
    #expect(
      lines == [
        "\u{1B}[38;5;246m╭─\u{1B}[0m\u{1B}[38;5;246m───────────────────────────╮\u{1B}[0m",
        "\u{1B}[38;5;246m│ \u{1B}[0mCount: 3                  \u{1B}[38;5;246m │\u{1B}[0m",
        "\u{1B}[38;5;246m│ \u{1B}[0m\u{1B}[38;5;246mAbout is not drawn\u{1B}[0m        "
          + "\u{1B}[38;5;246m │\u{1B}[0m",
        "\u{1B}[38;5;246m╰────────────────────────────╯\u{1B}[0m",
      ])
  }
}
