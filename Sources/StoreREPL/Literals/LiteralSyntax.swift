/// A parsed literal in Swift syntax — `.textFieldChanged("Hi")`, `[1, 2]`, `Weather(temperature: 3.5)`
/// — together with the part of the input it was read from.
///
/// Ranges are UTF-8 byte offsets into the text given to ``LiteralParser``.
public struct LiteralSyntax: Sendable, Hashable, Codable {
  /// What the literal is.
  public var kind: Kind
  /// Where the literal is in the parsed text, as UTF-8 byte offsets.
  public var range: Range<Int>

  /// Creates a node.
  /// - Parameters:
  ///   - kind: What the literal is.
  ///   - range: Where it is in the parsed text, as UTF-8 byte offsets.
  package init(_ kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }
}

extension LiteralSyntax {
  /// The forms a literal takes.
  public indirect enum Kind: Sendable, Hashable, Codable {
    /// An integer such as `3`, `-1_000` or `0xFF`.
    case integer(IntegerLiteral)
    /// A floating-point number such as `1.5` or `-2e3`.
    case float(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case `nil`
    /// A string literal, escapes already resolved.
    case string(String)
    /// An array literal `[a, b]`.
    case array([LiteralSyntax])
    /// A dictionary literal `["a": 1]`; `[:]` is empty.
    case dictionary([DictionaryElement])
    /// A tuple `(1, "a")` or `(x: 1, y: 2)`; `()` is the empty tuple.
    case tuple([Argument])
    /// A member such as `.name`, `.name(args)` or `Type.Path.name(args)`.
    case member(Member)
    /// A constructor call such as `Weather(temperature: 3.5)`.
    case call(Call)
    /// A key path to a stored property such as `\.name` or `\State.settings.isOn`, as a
    /// binding action names its field.
    case keyPath(KeyPathLiteral)
  }

  /// A key path: the root type, when written, and the properties it goes through.
  public struct KeyPathLiteral: Sendable, Hashable, Codable {
    /// The root type as written, `["State"]` in `\State.name`; empty in `\.name`.
    public var typePath: [String]
    /// The properties, outermost first: `["settings", "isOn"]`.
    public var properties: [String]

    /// Creates a key path literal.
    /// - Parameters:
    ///   - typePath: The root type as written; empty when it is left out.
    ///   - properties: The properties, outermost first.
    package init(typePath: [String], properties: [String]) {
      self.typePath = typePath
      self.properties = properties
    }
  }

  /// An integer literal: a sign and a magnitude.
  public struct IntegerLiteral: Sendable, Hashable, Codable {
    /// Whether the literal starts with `-`.
    public var isNegative: Bool
    /// The absolute value.
    public var magnitude: UInt64

    /// Creates an integer literal.
    /// - Parameters:
    ///   - isNegative: Whether the literal starts with `-`.
    ///   - magnitude: The absolute value.
    package init(isNegative: Bool = false, magnitude: UInt64) {
      self.isNegative = isNegative
      self.magnitude = magnitude
    }
  }

  /// One `key: value` pair of a dictionary literal.
  public struct DictionaryElement: Sendable, Hashable, Codable {
    /// The key.
    public var key: LiteralSyntax
    /// The value.
    public var value: LiteralSyntax

    /// Creates a pair.
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    package init(key: LiteralSyntax, value: LiteralSyntax) {
      self.key = key
      self.value = value
    }
  }

  /// One argument of a payload, a call or a tuple, optionally labeled: `years: 3`.
  public struct Argument: Sendable, Hashable, Codable {
    /// The label, when the argument has one.
    public var label: String?
    /// Where the label is, when the argument has one.
    public var labelRange: Range<Int>?
    /// The value.
    public var value: LiteralSyntax

    /// Creates an argument.
    /// - Parameters:
    ///   - label: The label, if any.
    ///   - labelRange: Where the label is, if any.
    ///   - value: The value.
    package init(label: String? = nil, labelRange: Range<Int>? = nil, value: LiteralSyntax) {
      self.label = label
      self.labelRange = labelRange
      self.value = value
    }
  }

  /// A member reference: `.name`, `.name(args)` or `Type.Path.name(args)`.
  public struct Member: Sendable, Hashable, Codable {
    /// The leading type path, without generic arguments (`["EffectsBasics", "Action"]`); empty
    /// for `.name`.
    public var typePath: [String]
    /// The member's name.
    public var name: String
    /// Where the name is.
    public var nameRange: Range<Int>
    /// The parenthesized arguments, or `nil` when the member has no parentheses.
    public var arguments: [Argument]?

    /// Creates a member reference.
    /// - Parameters:
    ///   - typePath: The leading type path; empty for `.name`.
    ///   - name: The member's name.
    ///   - nameRange: Where the name is.
    ///   - arguments: The parenthesized arguments, if any.
    package init(
      typePath: [String] = [], name: String, nameRange: Range<Int>, arguments: [Argument]? = nil
    ) {
      self.typePath = typePath
      self.name = name
      self.nameRange = nameRange
      self.arguments = arguments
    }
  }

  /// A constructor call: `Weather(temperature: 3.5)`, `Module.Type()`.
  public struct Call: Sendable, Hashable, Codable {
    /// The type path, without generic arguments (`["Weather"]`).
    public var typePath: [String]
    /// Where the type path is.
    public var typeRange: Range<Int>
    /// The arguments.
    public var arguments: [Argument]

    /// Creates a call.
    /// - Parameters:
    ///   - typePath: The type path.
    ///   - typeRange: Where it is.
    ///   - arguments: The arguments.
    package init(typePath: [String], typeRange: Range<Int>, arguments: [Argument]) {
      self.typePath = typePath
      self.typeRange = typeRange
      self.arguments = arguments
    }
  }
}

extension LiteralSyntax {
  /// How many brackets and parentheses nest in the literal, counted as ``LiteralParser`` counts
  /// them: `1` is 0 deep, `[1]` 1, `.a(.b([1]))` 3.
  ///
  /// Measured without recursion, so that a literal built by hand, however deep, can be refused.
  package var nestingDepth: Int {
    var deepest = 0
    var pending: [(node: LiteralSyntax, depth: Int)] = [(self, 0)]
    while let (node, depth) = pending.popLast() {
      let children: [LiteralSyntax]?
      switch node.kind {
      case .integer, .float, .boolean, .nil, .string, .keyPath:
        children = nil
      case .array(let elements):
        children = elements
      case .dictionary(let elements):
        children = elements.flatMap { [$0.key, $0.value] }
      case .tuple(let arguments):
        children = arguments.map(\.value)
      case .member(let member):
        children = member.arguments?.map(\.value)
      case .call(let call):
        children = call.arguments.map(\.value)
      }
      guard let children else {
        deepest = max(deepest, depth)
        continue
      }
      deepest = max(deepest, depth + 1)
      pending += children.map { ($0, depth + 1) }
    }
    return deepest
  }
}
