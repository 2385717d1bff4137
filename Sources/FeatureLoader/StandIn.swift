import SwiftParser
import SwiftSyntax

/// A statement of a view's body that uses a name none of the files declares, which the loader
/// replaces with a line that says so, so that the rest of the view is drawn: `AboutView(readMe:
/// readMe)` in a `Form`'s `Section`, where a published feature file leaves out a helper of the
/// project it comes from.
///
/// The statement's characters become a call of the stand-in function the registration declares
/// (``functionName``), padded with spaces, and its newlines stay, so that every line and column
/// of the rest is where it is in the file.
struct StandIn: Equatable {
  /// The key of the view's pieces (``SetAside/Piece``).
  var key: String
  /// The index of its file, and the statement's range there.
  var file: Int
  var range: Range<AbsolutePosition>
  /// The line of the statement in its file.
  var line: Int
  /// The view it is in, as the report names it.
  var view: String
  /// The statement, on one line.
  var statement: String
  /// Why it is stood in for: the name that is missing.
  var reason: ViewRounds.Reason

  /// The function the registration declares, which draws a stand-in's line.
  static let functionName = "__v"

  /// What the statement's characters become: the stand-in function called with its index.
  static func call(_ index: Int) -> String { "\(functionName)(\(index))" }

  /// The line that reports it: `set aside AboutView(readMe: readMe) in EffectsBasicsView:
  /// 'AboutView' is declared in none of the files`.
  var report: String { "set aside \(shortStatement) in \(view): \(reason.summary)" }

  /// What the screen draws in its place; a compiler's error without its place, which is the
  /// statement's.
  var drawn: String {
    guard case let .error(_, _, message) = reason else {
      return "\(shortStatement) is not drawn: \(reason.summary)"
    }
    return "\(shortStatement) is not drawn: \(message)"
  }

  /// The statement, cut after 40 characters.
  private var shortStatement: String {
    statement.count > 40 ? statement.prefix(39) + "…" : statement
  }
}

extension SetAside {
  /// The statement of a view that the error at `line` and `column` of the file is in, which a
  /// stand-in can replace: the innermost statement of a view builder (a view's `body`, a
  /// `@ViewBuilder` member, the content closure of a view such as `Section { … }`) that is
  /// a view's initializer or a chain of modifiers on one; nil when there is none, or when the
  /// stand-in's call would not fit in its characters.
  func standInStatement(
    file: Int, line: Int, column: Int, within piece: Piece
  ) -> (range: Range<AbsolutePosition>, text: String)? {
    let tree = Parser.parse(source: text(of: file))
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let position = converter.position(ofLine: line, column: column)
    guard let token = tree.token(at: position) else { return nil }
    var current = Syntax(token).parent
    while let syntax = current {
      if syntax.position < piece.range.lowerBound { return nil }
      if let item = syntax.as(CodeBlockItemSyntax.self),
        let expression = item.item.as(ExprSyntax.self),
        Self.isViewExpression(expression), Self.isInViewBuilder(item)
      {
        let range =
          expression.positionAfterSkippingLeadingTrivia..<expression.endPositionBeforeTrailingTrivia
        let firstLine = expression.trimmedDescription.prefix { !$0.isNewline }
        // NB: The call has at most `__v(`, two digits and `)`, on the statement's first line; a
        // shorter line is not stood in for.
        guard firstLine.utf8.count >= StandIn.call(99).utf8.count else { return nil }
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline)
          .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return (range, text)
      }
      current = syntax.parent
    }
    return nil
  }

  /// Whether an expression is a view's initializer, or modifiers on one: its root is a call of
  /// a capitalized name (`AboutView(…)`, `Text("Hi").bold()`).
  private static func isViewExpression(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
          return reference.baseName.text.first?.isUppercase ?? false
        }
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let specialized = current.as(GenericSpecializationExprSyntax.self) {
        current = specialized.expression
      } else {
        return false
      }
    }
  }

  /// Whether a statement is one of a view builder's: in the content closure of a view's
  /// initializer (not a `Button`'s action), or in the body of a `some View` property or a
  /// `@ViewBuilder` member, or in a branch of an `if` or a `switch` that is.
  private static func isInViewBuilder(_ item: CodeBlockItemSyntax) -> Bool {
    guard let list = item.parent?.as(CodeBlockItemListSyntax.self), let owner = list.parent else {
      return false
    }
    if let closure = owner.as(ClosureExprSyntax.self) {
      return isViewContent(closure)
    }
    // A branch of an `if` or a `switch` is in the builder its statement is in.
    if owner.is(SwitchCaseSyntax.self)
      || owner.is(CodeBlockSyntax.self) && owner.parent?.is(IfExprSyntax.self) == true
    {
      var enclosing = owner.parent
      while let syntax = enclosing, !syntax.is(CodeBlockItemSyntax.self) {
        enclosing = syntax.parent
      }
      return enclosing?.as(CodeBlockItemSyntax.self).map(isInViewBuilder) ?? false
    }
    // A getter's or a function's body.
    var declaration = owner.parent
    while let syntax = declaration,
      !syntax.is(VariableDeclSyntax.self), !syntax.is(FunctionDeclSyntax.self)
    {
      if syntax.is(MemberBlockItemSyntax.self) || syntax.is(CodeBlockItemSyntax.self) {
        return false
      }
      declaration = syntax.parent
    }
    if let variable = declaration?.as(VariableDeclSyntax.self) {
      return variable.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
        || variable.bindings.contains {
          $0.typeAnnotation?.type.trimmedDescription == "some View"
        }
    }
    if let function = declaration?.as(FunctionDeclSyntax.self) {
      return function.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
        || function.signature.returnClause?.type.trimmedDescription == "some View"
    }
    return false
  }

  /// Whether a closure is the content of a view's initializer: given to a capitalized call,
  /// but not as a `Button`'s action.
  private static func isViewContent(_ closure: ClosureExprSyntax) -> Bool {
    var call: FunctionCallExprSyntax?
    var label: String?
    var isTrailing = false
    if let parent = closure.parent?.as(FunctionCallExprSyntax.self) {
      call = parent
      isTrailing = true
    } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      label = argument.label?.text
    } else if let extra = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      call = extra.parent?.parent?.as(FunctionCallExprSyntax.self)
      label = extra.label.text
    }
    guard let call, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase ?? false
    else { return false }
    if ["action", "onIncrement", "onDecrement", "onEditingChanged"].contains(label ?? "") {
      return false
    }
    // `Button("Title") { … }` and `Button { … } label: { … }` give the action as the trailing
    // closure; `Button(action: …) { … }` gives the label.
    if callee.baseName.text == "Button", isTrailing,
      !call.arguments.contains(where: { $0.label?.text == "action" })
    {
      return false
    }
    return true
  }
}
