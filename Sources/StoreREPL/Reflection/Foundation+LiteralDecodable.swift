import Composable
import Foundation

extension Date: LiteralDecodable {
  /// Builds a date from `Date(timeIntervalSince1970: 0)` or
  /// `Date(timeIntervalSinceReferenceDate: 0)`, as tests write fixed dates.
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The date.
  /// - Throws: ``DecodeError`` when the literal is no date, at the part at fault.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> Date {
    let labels = ["timeIntervalSince1970", "timeIntervalSinceReferenceDate"]
    guard case .call(let call) = literal.kind, call.typePath == ["Date"] else {
      throw DecodeError(
        .typeMismatch(
          expected: "Date(timeIntervalSince1970: …)", context: "a Date",
          found: literal.summary),
        at: literal.range.lowerBound)
    }
    guard call.arguments.count == 1 else {
      throw DecodeError(
        .wrongArgumentCount(context: "Date(…)", expected: 1, found: call.arguments.count),
        at: literal.range.lowerBound)
    }
    let argument = call.arguments[0]
    guard let label = argument.label, labels.contains(label) else {
      throw DecodeError(
        .wrongLabel(context: "Date(…)", expected: labels[0], found: argument.label),
        at: argument.labelRange?.lowerBound ?? argument.value.range.lowerBound)
    }
    let seconds = try LiteralDecoder().value(
      argument.value, as: Double.self, for: .field(type: "Date", name: label))
    let interval = seconds as! Double
    return label == labels[0]
      ? Date(timeIntervalSince1970: interval) : Date(timeIntervalSinceReferenceDate: interval)
  }
}

extension IdentifiedArray: LiteralDecodable where Element: Identifiable, ID == Element.ID {
  /// Builds an identified array from an array literal of its elements, whose ids must not
  /// repeat.
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The identified array.
  /// - Throws: ``DecodeError`` when the literal is no array of elements, or an id repeats.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> Self {
    guard case .array(let elements) = literal.kind else {
      throw DecodeError(
        .typeMismatch(
          expected: "an array literal", context: "an identified array", found: literal.summary),
        at: literal.range.lowerBound)
    }
    var array = Self()
    for element in elements {
      let value =
        try LiteralDecoder().value(element, as: Element.self, for: .element(of: "the array"))
        as! Element
      guard array.append(value).inserted else {
        throw DecodeError(.duplicateKey("\(value.id)"), at: element.range.lowerBound)
      }
    }
    return array
  }
}

extension Shared: LiteralDecodable {
  /// Builds a shared value from `Shared(value: …)` or `Shared(…)`, held by the value itself
  /// (not by a persistence key).
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The shared value.
  /// - Throws: ``DecodeError`` when the literal is no shared value.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> Shared<Value> {
    guard case .call(let call) = literal.kind, call.typePath == ["Shared"],
      call.arguments.count == 1,
      call.arguments[0].label == nil || call.arguments[0].label == "value"
    else {
      throw DecodeError(
        .typeMismatch(
          expected: "Shared(value: …)", context: "a shared value", found: literal.summary),
        at: literal.range.lowerBound)
    }
    let value = try LiteralDecoder().value(
      call.arguments[0].value, as: Value.self, for: .field(type: "Shared", name: "value"))
    return Shared(value: value as! Value)
  }
}

extension URL: LiteralDecodable {
  /// Builds a URL from `URL(fileURLWithPath: "/memos/1.m4a")` or
  /// `URL(string: "https://example.com")`.
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The URL.
  /// - Throws: ``DecodeError`` when the literal is no URL, at the part at fault.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> URL {
    let labels = ["fileURLWithPath", "string"]
    guard case .call(let call) = literal.kind, call.typePath == ["URL"],
      call.arguments.count == 1
    else {
      throw DecodeError(
        .typeMismatch(
          expected: "URL(fileURLWithPath: …) or URL(string: …)", context: "a URL",
          found: literal.summary),
        at: literal.range.lowerBound)
    }
    let argument = call.arguments[0]
    guard let label = argument.label, labels.contains(label) else {
      throw DecodeError(
        .wrongLabel(context: "URL(…)", expected: labels[0], found: argument.label),
        at: argument.labelRange?.lowerBound ?? argument.value.range.lowerBound)
    }
    let text =
      try LiteralDecoder().value(
        argument.value, as: String.self, for: .field(type: "URL", name: label))
      as! String
    if label == labels[0] { return URL(fileURLWithPath: text) }
    guard let url = URL(string: text) else {
      throw DecodeError(
        .typeMismatch(expected: "a URL", context: "URL(string: …)", found: argument.value.summary),
        at: argument.value.range.lowerBound)
    }
    return url
  }
}
