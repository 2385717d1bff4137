import ExampleFeatures
import Testing

@testable import StoreREPL

/// Output folded to the width: at spaces, with a hanging indent, never through an error's
/// pointer lines.
@Suite struct LineWrappingTests {
  @Test func aLineFoldsAtSpacesUnderItsSecondColumn() {
    #expect(
      LineWrapping.wrapped(
        "  #1  CancelID.delay  from step 1 .decrementButtonTapped at 0.000s  clock until 1.000s",
        width: 60)
          == """
            #1  CancelID.delay  from step 1 .decrementButtonTapped at
                0.000s  clock until 1.000s
          """)
  }

  @Test func aDiffLineContinuesUnderItsValueWithTheMarkerLeftBlank() {
    #expect(
      LineWrapping.wrapped(
        "+   numberFact: \"0 is a good number, and so is every other one\"", width: 40)
          == """
          +   numberFact: "0 is a good number, and
                so is every other one"
          """)
  }

  /// The row of a deeply nested action: its one long word is cut after a parenthesis, so that
  /// no line passes the width.
  @Test func aLongActionIsCutAfterAParenthesis() {
    let row =
      "  12  1.000s  received  .path(.element(id: 0, action: .detail(.destination(.presented("
      + ".alert(.confirmDeletion))))))  from #3  (advance 1s)"
    #expect(
      LineWrapping.wrapped(row, width: 60) == """
          12  1.000s  received  .path(.element(id: 0, action:
              .detail(.destination(.presented(.alert(
              .confirmDeletion))))))  from #3  (advance 1s)
        """)
  }

  /// A diff's unchanged lines, marked with a figure space, fold as its changed lines do.
  @Test func unchangedAndChangedLinesContinueAlike() {
    let text = "long text that goes on and on past the width"
    #expect(
      LineWrapping.wrapped("\u{2007}   title: \"\(text)\"\n+   title: \"\(text)\"", width: 40)
        == """
        \u{2007}   title: "long text that goes on and
              on past the width"
        +   title: "long text that goes on and
              on past the width"
        """)
  }

  @Test func aWordLongerThanTheWidthStaysWhole() {
    let path = "/" + String(repeating: "folder/", count: 8) + "session.replscript"
    #expect(
      LineWrapping.wrapped("error: can't write '\(path)': File too large", width: 30)
        == "error: can't write\n  '\(path)':\n  File too large")
  }

  @Test func stylesTakeNoColumnAndPointerLinesAreNotFolded() {
    let style = ShellStyle(usesColor: true)
    let dimmed = style.secondary("  one two three four five six seven")
    #expect(LineWrapping.wrapped(dimmed, width: 35) == dimmed)
    let pointer =
      "1 | send .numberFactResponse(.success(\"a long, long, long string that goes on\"))"
    #expect(LineWrapping.wrapped(pointer, width: 40) == pointer)
    #expect(
      LineWrapping.wrapped("  |" + String(repeating: " ", count: 60) + "^", width: 40).count == 64)
  }

  /// A session that prints a little of everything: help, a diff, effects, the log, a timeline.
  static let commands = [
    "help", "send .decrementButtonTapped", "effects", "send .numberFactButtonTapped",
    "advance 1s", "log", "timeline", "undo 2",
  ]

  static func session(width: Int) async -> String {
    var output = ""
    let shell = Shell(
      features: catalog, reader: ScriptedLineReader(lines: commands), write: { output += $0 })
    shell.width = .columns(width)
    shell.load("EffectsBasics")
    _ = await shell.run()
    return output
  }

  @Test(arguments: [60, 80, 120])
  func noLineIsWiderThanTheOutput(width: Int) async {
    let output = await Self.session(width: width)
    let prompt = "EffectsBasics "
    let wide = output.split(separator: "\n").filter {
      !$0.hasPrefix(prompt) && LineWrapping.columns($0) > width
    }
    #expect(wide == [])
  }

  @Test func theSameSessionAt60Columns() async {
    let output = await Self.session(width: 60)
    let afterHelp = output.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("EffectsBasics 0.000s> send") }.joined(separator: "\n")
    #expect(
      afterHelp == """
        EffectsBasics 0.000s> send .decrementButtonTapped
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: -1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #1 [CancelID.delay]: sleeping on the clock until
            1.000s
        EffectsBasics 0.000s> effects
          #1  CancelID.delay  from step 1 .decrementButtonTapped at
              0.000s  clock until 1.000s (in 1.000s)
        EffectsBasics 0.000s> send .numberFactButtonTapped
        \u{2007} EffectsBasics.State(
        \u{2007}   count: -1,
        −   isNumberFactRequestInFlight: false,
        +   isNumberFactRequestInFlight: true,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #2: sleeping on the clock until 1.000s
        EffectsBasics 0.000s> advance 1s
          1.000s  received .decrementDelayResponse from #1
        \u{2007} EffectsBasics.State(
        −   count: -1,
        +   count: 0,
        \u{2007}   isNumberFactRequestInFlight: true,
        \u{2007}   numberFact: nil
        \u{2007} )
          finished #1
          1.000s  received .numberFactResponse(.success("-1 is a
                  good number.")) from #2
        \u{2007} EffectsBasics.State(
        \u{2007}   count: 0,
        −   isNumberFactRequestInFlight: true,
        +   isNumberFactRequestInFlight: false,
        −   numberFact: nil
        +   numberFact: "-1 is a good number."
        \u{2007} )
          finished #2
        EffectsBasics 1.000s> log
          1  0.000s  sent      .decrementButtonTapped
          2  0.000s  sent      .numberFactButtonTapped
          3  1.000s  received  .decrementDelayResponse  from #1
             (advance 1s)
             1.000s  received  .numberFactResponse(.success("-1 is a
                     good number."))  from #2
        EffectsBasics 1.000s> timeline
          time               0s        500ms     1s
                             |·········|·········|·
          #1 CancelID.delay  ├───────────────────●
                             finished at 1.000s, from step 1
          #2                 ├───────────────────●
                             finished at 1.000s, from step 2
          steps              1-2                 3
          one column is 50ms
          ├ start  ● action sent  ┤ finished  ✕ cancelled
          → in flight
        EffectsBasics 1.000s> undo 2
          at step 1 of 3, 0.000s; 'goto 3' comes back, a new step
            drops the 2 after this one
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: -1,
        \u{2007}   isNumberFactRequestInFlight: false,
        −   numberFact: "-1 is a good number."
        +   numberFact: nil
        \u{2007} )
          #1  CancelID.delay  from step 1 .decrementButtonTapped at
              0.000s  clock until 1.000s (in 1.000s)

        """)
  }
}

/// Exported Swift folds only where the code still compiles.
@Suite struct SourceWrappingTests {
  @Test func aStringLiteralAndACommentAreNeverBroken() {
    let line =
      "    await store.send(.textChanged(\"a long text that goes on\")) { $0.text = \"a long text that goes on\" }  // step 3: it was typed"
    #expect(
      LineWrapping.wrappedSource(line, width: 40) == """
            await
              store.send(.textChanged("a long text that goes on")) {
              $0.text =
              "a long text that goes on" }
              // step 3: it was typed
        """)
  }

  @Test func aCommentFoldsIntoCommentsAsFarInAsItsText() {
    let comment =
      "    //   the effect started by .startButtonTapped waits outside the virtual clock"
    #expect(
      LineWrapping.wrappedSource(comment, width: 40) == """
            //   the effect started by
            //   .startButtonTapped waits
            //   outside the virtual clock
        """)
  }

  @Test func aLineThatFitsStaysAsItIs() {
    #expect(LineWrapping.wrappedSource("  let x = \"a b\"", width: 40) == "  let x = \"a b\"")
  }
}
