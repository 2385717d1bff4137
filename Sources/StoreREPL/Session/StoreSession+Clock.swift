import Composable

extension StoreSession {
  /// `advance <duration> | next | all`.
  func advance(
    _ arguments: Substring, offset: Int, style: ShellStyle
  )
    async throws(ShellError) -> CommandOutput
  {
    let leading = arguments.prefix(while: \.isWhitespace)
    let word = arguments.dropFirst(leading.count).trimmingTrailingWhitespace()
    let start = offset + leading.utf8.count
    guard !word.isEmpty else {
      throw ShellError("expected a duration ('1s', '250ms', '1m30s'), 'next' or 'all'", at: start)
    }
    var lines: [String] = []
    switch word {
    case "next":
      guard let deadline = clock.nextDeadline else {
        return CommandOutput(
          lines: [
            style.dim("  \(now.formattedSeconds)  nothing was due: no effect sleeps on the clock")
          ])
      }
      await clock.advance(to: deadline)
    case "all":
      var wakeUps = 0
      _ = InterruptFlag.current.take()
      while let deadline = clock.nextDeadline {
        if InterruptFlag.current.take() {
          lines.append(style.error("  interrupted at \(now.formattedSeconds)"))
          break
        }
        guard wakeUps < Self.advanceAllLimit else {
          lines.append(
            style.error(
              "  stopped after \(Self.advanceAllLimit) deadlines: effects keep sleeping (a timer?)"
            ))
          break
        }
        await clock.advance(to: deadline)
        wakeUps += 1
      }
    default:
      guard let duration = DurationLiteral.parse(String(word)) else {
        throw ShellError(
          "'\(word)' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s', 'next' or 'all'",
          at: start)
      }
      await clock.advance(by: duration)
    }
    store.runEffects()
    let events = store.takeEvents()
    let rendered = render(events, style: style)
    if rendered.isEmpty {
      lines.insert(style.dim("  \(now.formattedSeconds)  nothing was due"), at: 0)
    }
    return CommandOutput(lines: rendered + lines)
  }

  /// How many deadlines `advance all` passes before it stops, so that a timer cannot hang it.
  static var advanceAllLimit: Int { 1_000 }
}

extension Substring {
  func trimmingTrailingWhitespace() -> Substring {
    var text = self
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}
