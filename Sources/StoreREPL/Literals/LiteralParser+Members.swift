extension LiteralParser {
  /// member := '.' identifier arguments?   (the type path, if any, is already read)
  mutating func parseMember(
    typePath: [String], start: Int
  ) throws(LiteralParseError)
    -> LiteralSyntax
  {
    position += 1  // the '.'
    guard let (name, nameRange) = try parseIdentifier() else {
      throw LiteralParseError(.expectedMemberName, at: position)
    }
    var arguments: [LiteralSyntax.Argument]?
    if peek() == UInt8(ascii: "(") {
      arguments = try parseArguments(closer: .payload)
    }
    let member = LiteralSyntax.Member(
      typePath: typePath, name: name, nameRange: nameRange, arguments: arguments)
    return LiteralSyntax(.member(member), range: start..<position)
  }

  /// keyPath := '\' (identifier ('.' typeName)*)? ('.' identifier)+
  ///
  /// A key path to a stored property, as a binding action names it: `\.name`,
  /// `\State.settings.isOn`. After a written root type, the components that start with an
  /// uppercase letter still name the type (`\Form.State.name`); the first one that does not is
  /// the first property.
  mutating func parseKeyPath() throws(LiteralParseError) -> LiteralSyntax {
    let start = position
    position += 1  // the '\'
    var typePath: [String] = []
    if peek() != UInt8(ascii: ".") {
      guard let (root, _) = try parseIdentifier() else {
        throw LiteralParseError(.expectedKeyPathProperty, at: position)
      }
      typePath.append(root)
      try parseGenericArguments()
    }
    var properties: [String] = []
    var progress = LoopProgress()
    while progress.advanced(to: position), peek() == UInt8(ascii: ".") {
      position += 1
      guard let (component, _) = try parseIdentifier() else {
        throw LiteralParseError(.expectedMemberName, at: position)
      }
      if properties.isEmpty, !typePath.isEmpty, component.first?.isUppercase == true {
        typePath.append(component)
        try parseGenericArguments()
      } else {
        properties.append(component)
      }
    }
    guard !properties.isEmpty else {
      throw LiteralParseError(.expectedKeyPathProperty, at: position)
    }
    return LiteralSyntax(
      .keyPath(LiteralSyntax.KeyPathLiteral(typePath: typePath, properties: properties)),
      range: start..<position)
  }

  /// typeReference := 'true' | 'false' | 'nil'
  ///                | identifier genericArguments? ('.' identifier genericArguments?)* arguments?
  mutating func parseTypeReference() throws(LiteralParseError) -> LiteralSyntax {
    let start = position
    let isBackquoted = peek() == UInt8(ascii: "`")
    guard let (first, _) = try parseIdentifier() else {
      throw LiteralParseError(.expectedValue(found: characterText()), at: position)
    }
    if !isBackquoted {
      switch first {
      case "true": return LiteralSyntax(.boolean(true), range: start..<position)
      case "false": return LiteralSyntax(.boolean(false), range: start..<position)
      case "nil": return LiteralSyntax(.nil, range: start..<position)
      default: break
      }
    }
    var path = [first]
    try parseGenericArguments()
    var progress = LoopProgress()
    while progress.advanced(to: position), peek() == UInt8(ascii: ".") {
      let dot = position
      position += 1
      guard let (component, _) = try parseIdentifier() else {
        throw LiteralParseError(.expectedMemberName, at: position)
      }
      guard component.first?.isUppercase == true else {
        // A lowercase component is the member; what came before it is the type path.
        position = dot
        return try parseMember(typePath: path, start: start)
      }
      path.append(component)
      try parseGenericArguments()
    }
    let typeRange = start..<position
    guard peek() == UInt8(ascii: "(") else {
      if path.count > 1 {
        // `Type.Case` with an uppercase case name: the last component is the member.
        let name = path.removeLast()
        let nameStart = position - name.utf8.count
        let member = LiteralSyntax.Member(
          typePath: path, name: name, nameRange: nameStart..<position)
        return LiteralSyntax(.member(member), range: start..<position)
      }
      if first.first?.isUppercase == true {
        throw LiteralParseError(.expectedMemberOrCall(type: first), at: position)
      }
      throw LiteralParseError(.expectedLeadingDot(name: first), at: start)
    }
    guard path.count > 1 || first.first?.isUppercase == true else {
      throw LiteralParseError(.expectedLeadingDot(name: first), at: start)
    }
    if path.last == "UUID", let uuid = parseBareUUID() {
      // The dumper prints a UUID as `UUID(00000000-0000-0000-0000-000000000000)`.
      let call = LiteralSyntax.Call(
        typePath: path, typeRange: typeRange, arguments: [LiteralSyntax.Argument(value: uuid)])
      return LiteralSyntax(.call(call), range: start..<position)
    }
    let arguments = try parseArguments(closer: .call)
    let call = LiteralSyntax.Call(typePath: path, typeRange: typeRange, arguments: arguments)
    return LiteralSyntax(.call(call), range: start..<position)
  }

  /// bareUUID := '(' hex{8} '-' hex{4} '-' hex{4} '-' hex{4} '-' hex{12} ')'
  ///
  /// Returns the UUID as a string literal, or nil (and consumes nothing) when the parentheses do
  /// not hold exactly a UUID.
  mutating func parseBareUUID() -> LiteralSyntax? {
    let open = position
    let textStart = open + 1
    let textEnd = textStart + 36
    guard textEnd < bytes.count, bytes[textEnd] == UInt8(ascii: ")") else { return nil }
    for (index, byte) in bytes[textStart..<textEnd].enumerated() {
      let isDash = index == 8 || index == 13 || index == 18 || index == 23
      let isHex =
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
      guard isDash ? byte == UInt8(ascii: "-") : isHex else { return nil }
    }
    position = textEnd + 1
    let text = String(decoding: bytes[textStart..<textEnd], as: UTF8.self)
    return LiteralSyntax(.string(text), range: textStart..<textEnd)
  }

  /// identifier := identifierHead identifierBody* | '`' identifierHead identifierBody* '`'
  ///
  /// Returns `nil`, consuming nothing, when no identifier starts here.
  mutating func parseIdentifier() throws(LiteralParseError) -> (String, Range<Int>)? {
    let start = position
    let isBackquoted = consume(UInt8(ascii: "`"))
    guard startsIdentifier() else {
      position = start
      return nil
    }
    var progress = LoopProgress()
    while progress.advanced(to: position), let (scalar, length) = scalar(at: position),
      Identifier.isBody(scalar)
    {
      position += length
    }
    let nameStart = isBackquoted ? start + 1 : start
    let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
    if isBackquoted, !consume(UInt8(ascii: "`")) {
      throw LiteralParseError(.unterminatedBackquote, at: position)
    }
    return (name, nameStart..<(nameStart + name.utf8.count))
  }

  /// Whether an identifier (without backquote) starts at the current position.
  func startsIdentifier() -> Bool {
    guard let (scalar, _) = scalar(at: position) else { return false }
    return Identifier.isHead(scalar)
  }

  /// genericArguments := '<' (anything but '<' '>' | genericArguments)* '>'
  ///
  /// Generic arguments in a type path (`Result<String, any Error>.success`) are read and dropped:
  /// the type a literal is decoded as comes from the context, not from the text.
  mutating func parseGenericArguments() throws(LiteralParseError) {
    guard peek() == UInt8(ascii: "<") else { return }
    var level = 0
    var progress = LoopProgress()
    while progress.advanced(to: position), let byte = peek() {
      position += 1
      if byte == UInt8(ascii: "<") {
        level += 1
        guard level <= Self.maximumDepth else {
          throw LiteralParseError(.tooDeeplyNested(limit: Self.maximumDepth), at: position - 1)
        }
      } else if byte == UInt8(ascii: ">") {
        level -= 1
        if level == 0 { return }
      } else if byte < 0x20 {
        break
      }
    }
    throw LiteralParseError(.expectedCloser(.genericArguments), at: position)
  }

  /// arguments := '(' (argument (',' argument)* ','?)? ')'
  mutating func parseArguments(
    closer: LiteralParseError.Closer
  ) throws(LiteralParseError) -> [LiteralSyntax.Argument] {
    try enter()
    defer { leave() }
    position += 1  // the '('
    skipTrivia()
    var arguments: [LiteralSyntax.Argument] = []
    var progress = LoopProgress()
    while progress.advanced(to: position) {
      if consume(UInt8(ascii: ")")) { return arguments }
      arguments.append(try parseArgument())
      skipTrivia()
      if consume(UInt8(ascii: ",")) {
        skipTrivia()
        continue
      }
      if consume(UInt8(ascii: ")")) { return arguments }
      break
    }
    throw LiteralParseError(
      peek() == nil ? .expectedCloser(closer) : .expectedCommaOrCloser(closer), at: position)
  }

  /// argument := (identifier ':')? value
  mutating func parseArgument() throws(LiteralParseError) -> LiteralSyntax.Argument {
    let start = position
    if let (label, labelRange) = try parseIdentifier() {
      skipTrivia()
      if peek() == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":") {
        position += 1
        skipTrivia()
        let value = try parseValueAfterColon()
        return LiteralSyntax.Argument(label: label, labelRange: labelRange, value: value)
      }
      position = start
    }
    return LiteralSyntax.Argument(value: try parseValue())
  }

  /// A value that must follow a ':' (of a label or a dictionary key).
  mutating func parseValueAfterColon() throws(LiteralParseError) -> LiteralSyntax {
    switch peek() {
    case nil, UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"):
      throw LiteralParseError(.expectedValueAfterColon, at: position)
    default:
      return try parseValue()
    }
  }
}
