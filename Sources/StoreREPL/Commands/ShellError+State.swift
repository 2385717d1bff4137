extension ShellError {
  /// A path through the state (`state`, `watch`, `set`, conditions). An `owner` names the value
  /// a part of the path is read from, as ``StatePath/owner(_:)`` writes it.
  enum PathProblem: Equatable, Sendable, Codable {
    /// Text after a whole path.
    case trailingText(String)
    /// Two names without `.` between them.
    case expectedDot
    /// `$0` followed by a name without `.`.
    case expectedDotAfterDollarZero
    /// A path that starts with no name.
    case expectedPropertyName
    /// `.` at the end of a path.
    case expectedPropertyAfterDot
    /// `[` followed by neither an index nor `id:`.
    case expectedSubscript
    /// A subscript not closed.
    case expectedCloseBracket
    /// A path that meets a nil: the path up to it.
    case isNil(String)
    /// An id (`[id: …]`) on a value that has none.
    case hasNoIDs(String)
    /// A subscript on a value that is no collection.
    case notACollection(String)
    /// A property that a value does not have, with the closest of those it has.
    case noProperty(String, owner: String, suggestion: String?)
    /// An index past the end of a collection of `count` elements.
    case indexOutOfRange(Int, owner: String, count: Int)
    /// An id no element has, as the dump writes it.
    case noElement(id: String, owner: String)
    /// A case of a `@Reducer` enum's state that is not there or has no payload, in a test.
    case noCaseWithPayload(String, owner: String)
    /// A property of a value a test cannot read.
    case unreadableInTest(String, owner: String)

    var kind: Kind {
      switch self {
      case .trailingText, .expectedDot, .expectedDotAfterDollarZero, .expectedPropertyName,
        .expectedPropertyAfterDot, .expectedSubscript, .expectedCloseBracket:
        .usage
      case .isNil, .hasNoIDs, .notACollection, .indexOutOfRange, .unreadableInTest:
        .invalidValue
      case .noProperty, .noElement, .noCaseWithPayload:
        .unknownName
      }
    }

    var message: String {
      switch self {
      case let .trailingText(text):
        "unexpected text after the path: '\(text)'"
      case .expectedDot:
        "expected '.' between property names"
      case .expectedDotAfterDollarZero:
        "expected '.' after '$0'"
      case .expectedPropertyName:
        "expected a property name"
      case .expectedPropertyAfterDot:
        "expected a property name after '.'"
      case .expectedSubscript:
        "expected an index such as '[0]' or an id such as '[id: 0]'"
      case .expectedCloseBracket:
        "expected ']'"
      case let .isNil(text):
        "'\(text)' is nil"
      case let .hasNoIDs(owner):
        "\(owner) is not an identified array or a stack: it has no ids"
      case let .notACollection(owner):
        "\(owner) is not an array, an identified array or a stack"
      case let .noProperty(name, owner, suggestion):
        "\(owner) has no property '\(name)'" + Suggestion.didYouMean(suggestion)
      case let .indexOutOfRange(index, owner, count):
        "index \(index) is out of range: \(owner) has "
          + (count == 1 ? "1 element" : "\(count) elements")
      case let .noElement(id, owner):
        "no element with id \(id) in \(owner)"
      case let .noCaseWithPayload(name, owner):
        "\(owner) has no case '\(name)' with a payload"
      case let .unreadableInTest(name, owner):
        "a test cannot read '\(name)' of \(owner): it is no struct, and no @Reducer enum's state"
      }
    }
  }

  /// Setting the state (`set`, a typed start state) and asserting it with a block
  /// (`send … { count = 1 }`).
  enum AssignmentProblem: Equatable, Sendable, Codable {
    /// Why a collection's elements cannot be replaced by an array literal.
    enum Replacement: Equatable, Sendable, Codable {
      /// Two elements of an identified array with the same id: the second's number, from 1,
      /// and the id as the dump writes it.
      case repeatedID(element: Int, id: String)
      /// A stack given elements: it can only be emptied.
      case stackNotEmptied
    }

    /// Text after an action that is not a block.
    case expectedBlock
    /// A block not closed.
    case unclosedBlock
    /// Neither `;` nor `}` after a value.
    case expectedSeparator
    /// Text after a block.
    case trailingTextAfterBlock(String)
    /// An assignment without a path.
    case expectedPropertyToAssign
    /// A path without `=` after it, and the assignment meant when it was `:` or `==`.
    case expectedEquals(path: String, meant: String?)
    /// `set` with nothing after it: `example` is an assignment of the feature's state.
    case expectedAssignment(example: String)
    /// Text after the value `set` assigns.
    case trailingTextAfterValue(String)
    /// A field that cannot be assigned.
    case cannotAssign(String)
    /// Elements that cannot replace a collection's.
    case cannotReplace(String, Replacement)
    /// A property of a value that is not a struct.
    case notAStruct(owner: String)
    /// An identified array's element given another id, both as the dump writes them.
    case idChanged(from: String, to: String)
    /// A `@SharedReader`, which cannot be written.
    case sharedReaderIsReadOnly
    /// A typed state that is no call of the state's initializer.
    case expectedStateCall(type: String)
    /// A typed state that names another type.
    case wrongStateType(written: String, expected: String)
    /// A typed state's value without its field's name.
    case expectedFieldLabel

    var kind: Kind {
      switch self {
      case .expectedBlock, .unclosedBlock, .expectedSeparator, .trailingTextAfterBlock,
        .expectedPropertyToAssign, .expectedEquals, .expectedAssignment, .trailingTextAfterValue,
        .expectedStateCall, .expectedFieldLabel:
        .usage
      case .cannotAssign, .cannotReplace, .notAStruct, .idChanged: .invalidValue
      case .sharedReaderIsReadOnly: .refused
      case let .wrongStateType(written, expected):
        .decode(.wrongTypeName(written: written, expected: expected))
      }
    }

    var message: String {
      switch self {
      case .expectedBlock:
        "expected '{' to start the expected state, or the end of the line"
      case .unclosedBlock:
        "expected '}' to close the block"
      case .expectedSeparator:
        "expected ';' or '}' after the value"
      case let .trailingTextAfterBlock(text):
        "unexpected text after the block: '\(text)'"
      case .expectedPropertyToAssign:
        "expected a property name to assign"
      case let .expectedEquals(path, meant):
        "expected '=' after '\(path)'" + (meant.map { "; write '\($0)'" } ?? "")
      case let .expectedAssignment(example):
        "expected a path and a value after 'set', such as \(example)"
      case let .trailingTextAfterValue(text):
        "unexpected text after the value: '\(text)'"
      case let .cannotAssign(name):
        "can't assign to '\(name)'"
      case let .cannotReplace(name, .repeatedID(element, id)):
        "can't assign to '\(name)': element \(element) repeats the id \(id)"
      case let .cannotReplace(name, .stackNotEmptied):
        "can't assign to '\(name)': a stack can only be emptied with '[]': pushed elements get "
          + "new ids"
      case let .notAStruct(owner):
        "can't assign inside \(owner): it is not a struct"
      case let .idChanged(old, new):
        "can't change the id of an element of an identified array: it is \(old), not \(new)"
      case .sharedReaderIsReadOnly:
        "a @SharedReader is read-only: the feature changes it through the @Shared it reads"
      case let .expectedStateCall(type):
        "expected the state as '\(type)(field: value, …)'"
      case let .wrongStateType(written, expected):
        "expected \(expected), not \(written)"
      case .expectedFieldLabel:
        "expected a field's name before the value, as in 'count: 1'"
      }
    }
  }
}
