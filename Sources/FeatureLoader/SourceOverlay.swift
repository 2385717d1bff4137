import Foundation

/// The compiler's virtual file system overlay (`-vfsoverlay`) that has it read a feature file
/// from a copy with its views set aside, while it names the file itself, as the command line
/// does, in diagnostics (their excerpts' line numbers included), debug information and
/// `#filePath`.
///
/// The compiler looks a file up by its absolute path, made from the working folder as `PWD`
/// spells it (through symbolic links) when it is set, else as the system does; the overlay
/// names the file both ways.
struct SourceOverlay: Encodable {
  private struct Root: Encodable {
    var type = "file"
    var name: String
    var externalContents: String

    enum CodingKeys: String, CodingKey {
      case type, name
      case externalContents = "external-contents"
    }
  }

  private var version = 0
  private var caseSensitive = "true"
  private var useExternalNames = false
  private var roots: [Root] = []

  private enum CodingKeys: String, CodingKey {
    case version, roots
    case caseSensitive = "case-sensitive"
    case useExternalNames = "use-external-names"
  }

  /// The overlay of some files' copies.
  ///
  /// - Parameters:
  ///   - copies: Each file, as named on the command line, and the absolute path of its copy.
  ///   - currentFolder: The working folder, as the system spells it.
  ///   - environment: The compiler's environment, whose `PWD` may spell the folder otherwise.
  init(
    copies: [(file: String, copy: String)], currentFolder: String, environment: [String: String]
  ) {
    var folders = [currentFolder]
    if let spelt = environment["PWD"], spelt.hasPrefix("/"), spelt != currentFolder {
      folders.append(spelt)
    }
    for (file, copy) in copies {
      let names = file.hasPrefix("/") ? [file] : folders.map { "\($0)/\(file)" }
      roots += names.map { Root(name: $0, externalContents: copy) }
    }
  }

  /// The overlay as the compiler reads it (JSON is YAML).
  var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
  }
}
