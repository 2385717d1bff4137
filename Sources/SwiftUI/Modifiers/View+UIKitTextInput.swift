// The UIKit types that SwiftUI's text-input modifiers take on iOS, where SwiftUI brings UIKit:
// a view written for iOS names them (`.keyboardType(.numberPad)`). Each is a plain value that
// the modifier writes as its attribute.

/// The keyboard a text field shows, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Hashable, Sendable, CaseIterable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// When a text field makes capital letters, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable, CaseIterable {
  case none, words, sentences, allCharacters
}

/// What a text field holds, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
}

extension View {
  /// This view's text fields with a keyboard.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    attribute("keyboardType", ".\(type)")
  }

  /// This view's text fields with capital letters made for the user, or not.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    attribute("autocapitalization", ".\(style)")
  }

  /// This view's text fields, for autofill of a kind of content.
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    attribute("textContentType", textContentType.map { ".\($0.rawValue)" } ?? "nil")
  }
}
