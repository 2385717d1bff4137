import Synchronization

@testable import StoreREPL

// Action enums mirroring the seed features, plus every payload shape the decoder supports.

enum EffectsBasics {
  enum Action {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(Result<String, any Error>)
  }
}

struct Weather: Equatable, Sendable {
  var temperature: Double
  var city: String
  var tags: [String]
}

enum Splash {
  enum Action: Equatable, Sendable {
    case fetchCurrentWeather
    case responseCurrentWeather(Weather)
  }
}

enum Main {
  enum Action: Equatable, Sendable {
    case refresh
    case setUnit(celsius: Bool)
  }
}

enum Root {
  enum Action: Equatable, Sendable {
    case splash(Splash.Action)
    case main(Main.Action)
  }
}

enum Toggle: Equatable, Sendable {
  case toggled
  case set(Bool)
}

enum Shapes: Equatable, Sendable {
  case setAge(years: Int)
  case element(id: Int, action: Toggle)
  case move(Int, Int)
  case textA(String)
  case textB(String)
  case optional(String?)
  case nestedOptional(Int??)
  case numbers([Int])
  case table([String: [Int]])
  case unique(Set<String>)
  case small(Int8, UInt16, Float)
  case character(Character)
  case timeout(Duration)
  case mixed(a: Int, String, c: [Toggle?])
  case `default`
}

enum Digit: Equatable, Sendable, CaseIterable {
  case zero, one, two, three, four, five, six, seven, eight, nine
}

indirect enum Expression: Equatable, Sendable {
  case number(Int)
  case add(Expression, Expression)
  case negate(Expression)
  case empty
}

enum List: Equatable, Sendable {
  case end
  indirect case node(String, List)
}

enum Wrapper<Value: Equatable>: Equatable {
  case value(Value)
  case pair(Value, [Value])
  case nothing
}

enum Identified<ID: Hashable, ChildAction: Equatable>: Equatable {
  case element(id: ID, action: ChildAction)
}

/// A class whose instances are counted, to check reference counts of decoded values.
final class Token: LiteralDecodable, Equatable {
  static let live = Atomic<Int>(0)
  let name: String

  init(name: String) {
    self.name = name
    Self.live.add(1, ordering: .relaxed)
  }

  deinit {
    Self.live.subtract(1, ordering: .relaxed)
  }

  static func decode(literal: LiteralSyntax) throws(DecodeError) -> Token {
    guard case .string(let name) = literal.kind else {
      throw DecodeError(
        .typeMismatch(expected: "a token name", context: "a token", found: literal.summary),
        at: literal.range.lowerBound)
    }
    return Token(name: name)
  }

  static func == (lhs: Token, rhs: Token) -> Bool { lhs.name == rhs.name }
}

struct Holder: Equatable {
  var token: Token
  var names: [String]
  var weak: Token?
}

enum Tokens: Equatable {
  case one(Token)
  case holder(Holder)
  indirect case boxed(Holder, Tokens)
  case list([Token])
  case none
}

/// Shapes the decoder refuses.
final class Reference {}

struct WithWeak {
  weak var reference: Reference?
}

enum Tuples {
  case point((x: Int, y: Int))
  case pair(first: (Int, String), second: ())
}

enum Refused {
  case reference(Reference)
  case function(@Sendable (Int) -> Int)
  case metatype(Any.Type)
  case existential(any CustomStringConvertible)
  case weak(WithWeak)
  case range(Range<Int>)
  case anything(Any)
  case hashable(AnyHashable)
}
