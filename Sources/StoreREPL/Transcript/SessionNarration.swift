/// What was said in a session, for its handout: the narration typed at the prompt or played by
/// a lesson (its `# …` lines, but not a teacher's `# note:`, nor `# pause`), each paragraph with
/// the step it was said after. The shell in front keeps it, so that a worker that starts again
/// loses none of it, and hands it to `export html` with the command.
struct SessionNarration: Equatable, Codable {
  /// A paragraph of narration: lines said one after another at one step, joined.
  struct Paragraph: Equatable, Codable {
    /// The step it was said after: 0 before the first.
    var afterStep: Int
    var text: String
  }

  /// The paragraphs, in the order they were said.
  private(set) var paragraphs: [Paragraph] = []
  /// Whether the last paragraph goes on with the next line said at its step.
  private var isOpen = false

  private enum CodingKeys: String, CodingKey { case paragraphs }

  init(_ paragraphs: [Paragraph] = []) {
    self.paragraphs = paragraphs
  }

  /// Notes a comment line said at `step`: its text joins the paragraph said just before at the
  /// same step, or starts one; an empty comment ends the paragraph, and a teacher's note, a
  /// pause and an edit are not narration.
  mutating func note(comment line: String, at step: Int) {
    guard case let .narration(text) = LessonComment(line) else { return endParagraph() }
    note(text, at: step)
  }

  /// Notes narration `text` said at `step`; with `paragraph`, as a paragraph of its own.
  mutating func note(_ text: String, at step: Int, paragraph: Bool = false) {
    guard !text.isEmpty else { return endParagraph() }
    if paragraph { endParagraph() }
    if isOpen, let last = paragraphs.last, last.afterStep == step {
      paragraphs[paragraphs.count - 1].text += " " + text
    } else {
      endParagraph()
      paragraphs.append(Paragraph(afterStep: step, text: text))
      isOpen = true
    }
    if paragraph { endParagraph() }
  }

  /// Ends the paragraph being said: the next line starts another. A paragraph said again at
  /// the step it was said at before (a lesson that goes back shows its narration again) is
  /// kept once.
  mutating func endParagraph() {
    guard isOpen else { return }
    isOpen = false
    guard let last = paragraphs.last else { return }
    if paragraphs.dropLast().contains(last) { paragraphs.removeLast() }
  }

  /// A step was made after step `step`, replacing any that came after it: what was said after
  /// those is no longer about this session's steps.
  mutating func stepMade(after step: Int) {
    endParagraph()
    paragraphs.removeAll { $0.afterStep > step }
  }

  /// What was said up to step `last`, by the step it was said after.
  func paragraphs(through last: Int) -> [Int: [String]] {
    Dictionary(grouping: paragraphs.filter { $0.afterStep <= last }, by: \.afterStep)
      .mapValues { $0.map(\.text) }
  }
}
