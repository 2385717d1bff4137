/// A condition on the session as people type it after `break if`, `expect` and `watch`: state
/// paths compared with literals (`count > 0`, `numberFact == nil`, `todos[id: 0].title ==
/// "Milk"`), a collection's `.count` and `.isEmpty`, the effects in flight (`effects.isEmpty`,
/// `effects.count > 1`, `effects contains CancelID.delay`), combined with `!`, `&&`, `||` and
/// parentheses.
///
/// It is read once, with the UTF-8 offset of every part in the line for carets, and evaluated
/// against the session as it is whenever it is asked (``Predicate/holds(in:)``).
indirect enum Predicate: Equatable {
  /// `!<predicate>`.
  case not(Predicate)
  case and(Predicate, Predicate)
  case or(Predicate, Predicate)
  /// A Bool on its own: `isTimerActive`, `effects.isEmpty`.
  case test(Operand)
  /// `<operand> <operator> <literal>`; the literal's ranges are the line's.
  case compare(Operand, Comparison, LiteralSyntax)
  /// `effects contains <id>`: an effect in flight has the cancellation id, as `cancel` names it.
  case effectsContain(Substring, at: Int)

  /// What a condition reads.
  enum Operand: Equatable {
    /// A path into the state, as `state <path>` reads it; `.count` and `.isEmpty` at its end
    /// measure a collection.
    case path(StatePath, offset: Int)
    /// The number of effects in flight (`effects.count`), or whether there is none
    /// (`effects.isEmpty`).
    case effects(isEmpty: Bool, offset: Int)

    var offset: Int {
      switch self {
      case let .path(_, offset), let .effects(_, offset): offset
      }
    }

    /// The operand as written, for messages.
    var text: String {
      switch self {
      case let .path(path, _): path.text
      case let .effects(isEmpty, _): isEmpty ? "effects.isEmpty" : "effects.count"
      }
    }
  }

  enum Comparison: String, Equatable, CaseIterable {
    case equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">="
    case less = "<", greater = ">"
  }

  /// Reads a whole condition that starts at UTF-8 offset `offset` of the line.
  ///
  /// - Throws: A usage or literal error located at the column it is about.
  static func parse(_ text: Substring, offset: Int) throws(ShellError) -> Predicate {
    var parser = PredicateParser(text: text, offset: offset)
    parser.skipSpaces()
    guard !parser.text.isEmpty else {
      throw ShellError(.condition(.emptyCondition), at: parser.offset)
    }
    let predicate = try parser.parseOr()
    parser.skipSpaces()
    guard parser.text.isEmpty else {
      throw ShellError(
        .condition(
          parser.text.hasPrefix(")")
            ? .unopenedParenthesis : .trailingText(String(parser.text))),
        at: parser.offset)
    }
    return predicate
  }

  /// Whether text after `expect` is a condition of this language rather than the plain
  /// `<path> == <value>` form: it has an operator other than one `==` outside string literals,
  /// or starts with `!`, `(` or `effects`. (`count == 1 == 1` stays the plain form, and its
  /// error.)
  static func isCondition(_ text: Substring) -> Bool {
    let trimmed = text.drop(while: \.isWhitespace)
    if trimmed.hasPrefix("!") || trimmed.hasPrefix("(") { return true }
    if trimmed.hasPrefix("effects"),
      trimmed.dropFirst(7).first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true
    {
      return true
    }
    var inString = false
    var previous: Character = " "
    for character in trimmed {
      defer { previous = character }
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case "<", ">", "&", "|": return true
      case "=" where previous == "!": return true
      default: break
      }
    }
    return false
  }
}

/// The recursive-descent reader of ``Predicate``, over the text left and its offset in the line.
struct PredicateParser {
  var text: Substring
  var offset: Int

  mutating func advance(_ count: Int) {
    let dropped = text.prefix(count)
    text = text.dropFirst(count)
    offset += dropped.utf8.count
  }

  mutating func skipSpaces() { advance(text.prefix { $0 == " " || $0 == "\t" }.count) }

  /// Consumes `token` after spaces, if it is next.
  mutating func take(_ token: String) -> Bool {
    skipSpaces()
    guard text.hasPrefix(token) else { return false }
    advance(token.count)
    return true
  }

  /// or := and ('||' and)*
  mutating func parseOr() throws(ShellError) -> Predicate {
    var left = try parseAnd()
    while take("||") { left = .or(left, try parseAnd()) }
    return left
  }

  /// and := unary ('&&' unary)*
  mutating func parseAnd() throws(ShellError) -> Predicate {
    var left = try parseUnary()
    while take("&&") { left = .and(left, try parseUnary()) }
    return left
  }

  /// unary := '!' unary | '(' or ')' | comparison
  mutating func parseUnary() throws(ShellError) -> Predicate {
    skipSpaces()
    if text.hasPrefix("!"), !text.hasPrefix("!=") {
      advance(1)
      return .not(try parseUnary())
    }
    if text.hasPrefix("(") {
      let open = offset
      advance(1)
      let inner = try parseOr()
      guard take(")") else {
        throw ShellError(.condition(.unclosedParenthesis(openedAt: open)), at: offset)
      }
      return inner
    }
    return try parseComparison()
  }

  /// comparison := operand (operator literal)? | 'effects' 'contains' id
  mutating func parseComparison() throws(ShellError) -> Predicate {
    skipSpaces()
    let start = offset
    let word = pathToken()
    guard !word.isEmpty else {
      throw ShellError(
        .condition(
          text.isEmpty || text.hasPrefix("&") || text.hasPrefix("|") || text.hasPrefix(")")
            ? .expectedCondition : .expectedOperand),
        at: start)
    }
    advance(word.count)
    let operand: Predicate.Operand
    if word == "effects" || word.hasPrefix("effects.") {
      switch word.dropFirst(7) {
      case "":
        skipSpaces()
        let keyword = offset
        guard text.hasPrefix("contains"), text.dropFirst(8).first?.isWhitespace == true else {
          throw ShellError(.condition(.expectedEffectsMember), at: keyword)
        }
        advance(8)
        skipSpaces()
        let id = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard !id.isEmpty else {
          throw ShellError(.condition(.expectedContainedID), at: offset)
        }
        let idOffset = offset
        advance(id.count)
        return .effectsContain(id, at: idOffset)
      case ".isEmpty": operand = .effects(isEmpty: true, offset: start)
      case ".count": operand = .effects(isEmpty: false, offset: start)
      default:
        throw ShellError(.condition(.expectedEffectsMember), at: start + 7)
      }
    } else {
      operand = .path(try StatePath.parse(word, offset: start), offset: start)
    }
    skipSpaces()
    guard
      let comparison = Predicate.Comparison.allCases.first(where: { text.hasPrefix($0.rawValue) })
    else {
      if text.hasPrefix("=") {
        throw ShellError(.condition(.assignment), at: offset)
      }
      return .test(operand)
    }
    advance(comparison.rawValue.count)
    skipSpaces()
    let literalOffset = offset
    guard !text.isEmpty else {
      throw ShellError(.condition(.expectedValue(after: comparison.rawValue)), at: offset)
    }
    let (literal, rest) = try SessionCommand.Argument(text: text, offset: offset).literalPrefix()
    (text, offset) = (rest.text, rest.offset)
    return .compare(operand, comparison, literal.shifted(by: literalOffset))
  }

  /// The path-like word at the start of the text: names, dots, `?`, `$0` and bracketed
  /// subscripts (whose strings may hold anything).
  func pathToken() -> Substring {
    var end = text.startIndex
    var depth = 0
    var inString = false
    var previous: Character = " "
    while end < text.endIndex {
      let character = text[end]
      defer { previous = character }
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
      } else if depth > 0 {
        switch character {
        case "\"": inString = true
        case "[": depth += 1
        case "]": depth -= 1
        default: break
        }
      } else if character == "[" {
        depth = 1
      } else if !(character.isLetter || character.isNumber || character == "_"
        || character == "." || character == "$" || character == "?")
      {
        break
      }
      end = text.index(after: end)
    }
    return text[..<end]
  }
}
