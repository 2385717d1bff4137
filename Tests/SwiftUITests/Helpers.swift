import SwiftUI

/// A value a test's views change, kept outside them: what a store would be.
@MainActor
final class Model {
  var count = 0
  var name = ""
  var isOn = false
  var log: [String] = []
}
