import Composable
import Foundation
import SwiftMetadata
import Tagged
import ValueDump

/// Makes a sample value of any type the shell can describe, for a State field that has no
/// default: `0`, `""`, `false`, `nil`, `UUID(0)`, an empty collection, an enum's first case, a
/// struct of samples. Each value is written as a Swift literal and decoded as the shell decodes
/// what people type, so what it makes is what the banner and an exported test write.
///
/// The loader's code calls it for each field: `Feature.State(contact: try sampler.value("contact"))`.
public final class REPLSampler {
  /// A field no sample can be made for (a function, a class, an existential).
  struct Failure: Error {
    var message: String
  }

  /// The values made: the name messages use, whether the initializer labels the argument, and
  /// the literal.
  private(set) var fields: [(name: String, isLabelled: Bool, literal: String)] = []

  init() {}

  /// A sample value of `T` for the field or parameter `label`.
  ///
  /// - Parameters:
  ///   - label: The name the value is given to, for messages.
  ///   - isLabelled: Whether the initializer takes the argument with its label (`_ id` does not):
  ///     the state as Swift writes it so.
  /// - Returns: The value.
  /// - Throws: When no sample of `T` can be made.
  public func value<T>(_ label: String, labelled isLabelled: Bool = true) throws -> T {
    let literal: String
    do throws(Failure) {
      literal = try Self.literal(of: T.self, depth: 0)
    } catch {
      throw Failure(message: "no sample value can be made for '\(label)': \(error.message)")
    }
    let value: T
    do {
      value = try decode(LiteralParser.parse(literal), as: T.self)
    } catch {
      throw Failure(
        message: "no sample value can be made for '\(label)' (\(dumpTypeName(T.self))): "
          + "\(error)")
    }
    fields.append((label, isLabelled, literal))
    return value
  }

  /// What was made up, one `label = literal` each.
  var made: [String] { fields.map { "\($0.name) = \($0.literal)" } }

  /// The state as Swift writes it: `Feature.State(contact: Contact(…))`.
  func swift(stateType: String) -> String {
    "\(stateType)("
      + fields.map { ($0.isLabelled ? "\($0.name): " : "") + $0.literal }.joined(separator: ", ")
      + ")"
  }

  /// How deep samples nest at most: a recursive type gets no sample past it.
  static let deepest = 6

  /// A literal of a sample of `type`.
  static func literal(of type: any Any.Type, depth: Int) throws(Failure) -> String {
    if let sampled = type as? any SampleLiteral.Type {
      return try sampled.sampleLiteral(depth: depth)
    }
    switch type {
    case is Bool.Type: return "false"
    case is String.Type, is Substring.Type: return "\"\""
    case is Character.Type: return "\"a\""
    case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type,
      is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type, is Double.Type,
      is Float.Type:
      return "0"
    case is Duration.Type: return ".zero"
    default: break
    }
    if type is any OptionalContainer.Type { return "nil" }
    if type is any ArrayContainer.Type || type is any SetContainer.Type { return "[]" }
    if type is any DictionaryContainer.Type { return "[:]" }
    guard depth < deepest else {
      throw Failure(message: "\(dumpTypeName(type)) nests too deeply")
    }
    let metadata = TypeMetadata(type)
    switch metadata.kind {
    case .enum:
      let all = cases(of: type)
      // The runtime lists cases with payloads first; a case without one is the simplest.
      guard let chosen = all.first(where: { $0.payload == nil }) ?? all.first else {
        throw Failure(message: "\(dumpTypeName(type)) has no case")
      }
      guard let payload = chosen.payload else { return ".\(chosen.name)" }
      var parts: [String] = []
      for field in payload {
        parts.append(
          (field.label.map { "\($0): " } ?? "") + (try literal(of: field.type, depth: depth + 1)))
      }
      return ".\(chosen.name)(\(parts.joined(separator: ", ")))"
    case .struct:
      if let module = metadata.typeDescriptor?.moduleName,
        LiteralDecoder.sealedModules.contains(module)
      {
        throw Failure(message: "the shell makes no \(dumpTypeName(type)) of its own")
      }
      guard let layout = StructLayout(metadata) else {
        throw Failure(message: "the fields of \(dumpTypeName(type)) could not be read")
      }
      var parts: [String] = []
      for field in layout.fields {
        guard let fieldType = field.type else {
          throw Failure(message: "the type of \(dumpTypeName(type)).\(field.name) is unknown")
        }
        parts.append("\(field.name): " + (try literal(of: fieldType, depth: depth + 1)))
      }
      return "\(dumpTypeName(type))(\(parts.joined(separator: ", ")))"
    case .function: throw Failure(message: "\(dumpTypeName(type)) is a function")
    case .class: throw Failure(message: "\(dumpTypeName(type)) is a class")
    case .existential: throw Failure(message: "\(dumpTypeName(type)) is an existential")
    default: throw Failure(message: "\(dumpTypeName(type)) is no kind of value the shell makes")
    }
  }
}

/// A type whose sample the shell writes itself, rather than from its fields.
protocol SampleLiteral {
  /// A literal of a sample value.
  static func sampleLiteral(depth: Int) throws(REPLSampler.Failure) -> String
}

extension UUID: SampleLiteral {
  static func sampleLiteral(depth: Int) -> String { "UUID(0)" }
}

extension Date: SampleLiteral {
  static func sampleLiteral(depth: Int) -> String { "Date(timeIntervalSince1970: 0)" }
}

extension URL: SampleLiteral {
  static func sampleLiteral(depth: Int) -> String { "URL(fileURLWithPath: \"/sample\")" }
}

extension IdentifiedArray: SampleLiteral {
  static func sampleLiteral(depth: Int) -> String { "[]" }
}

extension Shared: SampleLiteral {
  static func sampleLiteral(depth: Int) throws(REPLSampler.Failure) -> String {
    "Shared(value: \(try REPLSampler.literal(of: Value.self, depth: depth + 1)))"
  }
}

extension Tagged: SampleLiteral {
  static func sampleLiteral(depth: Int) throws(REPLSampler.Failure) -> String {
    "Tagged(rawValue: \(try REPLSampler.literal(of: RawValue.self, depth: depth + 1)))"
  }
}
