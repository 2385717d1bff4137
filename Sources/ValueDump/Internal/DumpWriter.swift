/// Writes the text of values, either laid out over lines (``customDump(_:name:indent:maxDepth:)``)
/// or on a single line (``customDumpInline(_:rootTypeName:maxDepth:)``).
///
/// Every `write` starts where the cursor is (after any indentation and label the caller wrote)
/// and continues its own further lines at `indent`, so no text is ever re-indented.
struct DumpWriter {
  let context: DumpContext
  /// Whether everything goes on one line, as Swift literal syntax (`[1, 2]`, escaped strings).
  let isInline: Bool
  /// Whether an enum at the root prints its type name (`Action.tap` rather than `.tap`).
  var rootTypeName = true
  /// Text to write instead of a value's dump, for the values it gives text for (the Swift source
  /// of a value whose dump a test cannot compile); it sees every value, nested ones included.
  var substitute: ((Any) -> String?)?
  var out = TextBuffer()

  init(context: DumpContext, isInline: Bool) {
    self.context = context
    self.isInline = isInline
  }

  /// Writes `label: value`.
  mutating func write(_ value: Any, label: String?, indent: Int, isRoot: Bool, depth: Int) {
    if let substitute, let text = substitute(value) {
      writeLabel(label)
      out += text
      return
    }
    let info = context.inspector.info(for: value)
    // The most common leaves are written without building a shape.
    switch info.kind {
    case .int:
      writeLabel(label)
      out += String(value as! Int)
    case .bool:
      writeLabel(label)
      out += (value as! Bool) ? "true" : "false"
    case .string where StringLiteral.isPlain(value as! String):
      writeLabel(label)
      out += "\""
      out += value as! String
      out += "\""
    default:
      write(
        shape: context.inspector.shape(of: value, info: info), label: label, indent: indent,
        isRoot: isRoot, depth: depth)
    }
  }

  private mutating func writeLabel(_ label: String?) {
    if let label {
      out += label
      out += ": "
    }
  }

  /// Writes `label: value` for a value already inspected.
  mutating func write(shape: Shape, label: String?, indent: Int, isRoot: Bool, depth: Int) {
    writeLabel(label)
    switch shape {
    case .text(let text):
      if isInline || !text.utf8.contains(UInt8(ascii: "\n")) {
        out += text
      } else {
        out += text.lines()
          .joined(separator: "\n" + context.indentation(indent))
      }
    case .string(let string):
      writeString(string, labelled: label != nil, indent: indent, depth: depth)
    case .structure(let type, let children):
      writeChildren(
        children, prefix: context.prefixName(type) + "(", suffix: ")", indent: indent,
        depth: depth)
    case .object(let object, let type, let children):
      let name = context.prefixName(type)
      let (id, isRepeat) = context.identify(object, typeName: name)
      if isRepeat {
        out += "#\(id) \(name)(↩︎)"
      } else {
        writeChildren(
          children, prefix: "#\(id) \(name)(", suffix: ")", indent: indent,
          depth: depth)
      }
    case .enumCase(let type, let name, let payload, let qualified):
      let showsType = qualified || (isRoot && rootTypeName)
      let prefix = (showsType ? context.prefixName(type) + "." : ".") + name
      if let payload {
        writeChildren(payload, prefix: prefix + "(", suffix: ")", indent: indent, depth: depth)
      } else {
        out += prefix
      }
    case .collection(let elements):
      let isInline = isInline
      writeChildren(
        count: elements.count,
        child: { Child(label: isInline ? nil : "[" + String($0) + "]", value: elements[$0]) },
        prefix: "[", suffix: "]", indent: indent, depth: depth, isContainer: true)
    case .identified(let elements):
      let isInline = isInline
      let context = context
      writeChildren(
        count: elements.customDumpElementCount,
        child: { offset in
          let (id, element) = elements.customDumpElement(at: offset)
          return Child(label: isInline ? nil : context.idLabel(id), value: element)
        },
        prefix: "[", suffix: "]", indent: indent, depth: depth, isContainer: true)
    case .dictionary(let pairs):
      guard !pairs.isEmpty else {
        out += "[:]"
        return
      }
      let keyed = pairs.map { pair in
        (key: context.singleLineText(of: pair.key, depth: depth - 1), value: pair.value)
      }
      .sorted { $0.key < $1.key }
      writeChildren(
        keyed.map { Child(label: $0.key, value: $0.value) }, prefix: "[",
        suffix: "]", indent: indent, depth: depth, isContainer: true)
    case .set(let elements):
      let sorted = elements.map { (text: context.singleLineText(of: $0, depth: 1), value: $0) }
        .sorted { $0.text < $1.text }
      writeChildren(
        sorted.map { Child(label: nil, value: $0.value) }, prefix: "Set([",
        suffix: "])", indent: indent, depth: depth, isContainer: true)
    case .tuple(let children):
      writeChildren(children, prefix: "(", suffix: ")", indent: indent, depth: depth)
    }
  }

  private mutating func writeString(_ string: String, labelled: Bool, indent: Int, depth: Int) {
    guard !isInline else {
      out += StringLiteral.escaped(string)
      return
    }
    guard StringLiteral.isMultiline(string) else {
      out += StringLiteral.singleLine(string, allowRaw: true)
      return
    }
    guard depth > 0 else {
      out += "\"…\""
      return
    }
    let hashes = StringLiteral.multilineHashes(string)
    let bodyIndentation = context.indentation(indent + (labelled ? 2 : 0))
    out += hashes + "\"\"\""
    for line in string.lines() {
      out += "\n"
      if !line.isEmpty { out += bodyIndentation }
      out += line
    }
    out += "\n" + bodyIndentation + "\"\"\"" + hashes
  }

  /// Writes `prefix`, the children, and `suffix`: inline when there is a single short leaf
  /// (`User(id: 1)`), one child per line otherwise, and `…` past the depth limit.
  private mutating func writeChildren(
    _ children: [Child], prefix: String, suffix: String, indent: Int, depth: Int,
    isContainer: Bool = false
  ) {
    writeChildren(
      count: children.count, child: { children[$0] }, prefix: prefix, suffix: suffix,
      indent: indent, depth: depth, isContainer: isContainer)
  }

  /// Writes `prefix`, the children (read one at a time), and `suffix`.
  private mutating func writeChildren(
    count: Int, child: (Int) -> Child, prefix: String, suffix: String, indent: Int, depth: Int,
    isContainer: Bool
  ) {
    out += prefix
    defer { out += suffix }
    guard count > 0 else { return }
    if isInline {
      guard depth > 0 else {
        out += "…"
        return
      }
      for offset in 0..<count {
        if offset > 0 { out += ", " }
        let child = child(offset)
        write(child.value, label: child.label, indent: 0, isRoot: false, depth: depth - 1)
      }
      return
    }
    if count == 1 && !isContainer {
      let child = child(0)
      if context.inspector.isLeaf(child.value) {
        var leaf = DumpWriter(context: context, isInline: false)
        leaf.write(child.value, label: child.label, indent: 0, isRoot: false, depth: depth - 1)
        if !leaf.out.containsNewline {
          out += leaf.out
          return
        }
      }
    }
    guard depth > 0 else {
      out += "…"
      return
    }
    let childIndentation = context.indentation(indent + 2)
    let start = out.count
    for offset in 0..<count {
      out += "\n"
      out += childIndentation
      let child = child(offset)
      write(child.value, label: child.label, indent: indent + 2, isRoot: false, depth: depth - 1)
      if offset < count - 1 { out += "," }
      if offset == 0 && count > 64 {
        // Large collections: grow the buffer once, from the size of the first element, rather
        // than by repeated doubling and copying.
        out.reserveCapacity(start + (out.count - start) * count * 5 / 4)
      }
    }
    out += "\n"
    out += context.indentation(indent)
  }
}

extension DumpContext {
  /// The label of an identified element: `[id: 1]`, or `#1` for an id that labels its element
  /// itself.
  func idLabel(_ id: AnyHashable) -> String {
    let text = singleLineText(of: id, depth: .max)
    return id.base is any CustomDumpSelfLabelingID ? text : "[id: " + text + "]"
  }

  /// The one-line text of a value, used to order dictionary keys and set elements.
  ///
  /// Written in a scratch context, so that objects met while sorting are not taken as already
  /// printed.
  func singleLineText(of value: Any, depth: Int) -> String {
    var writer = DumpWriter(context: scratch, isInline: true)
    writer.write(value, label: nil, indent: 0, isRoot: false, depth: depth)
    return writer.out.text
  }
}
