import Testing

@testable import StoreREPL

/// A package's target compiles in the mode its manifest declares, read from the manifest's
/// text: the target's own setting, else the package's list of modes, else its tools version.
@Suite struct PackageManifestTests {
  static let targets = """
    let package = Package(
      name: "App",
      targets: [
        .target(name: "Core"),
        .target(
          name: "Legacy",
          swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("ExistentialAny")]
        ),
        .executableTarget(
          name: "Tool", dependencies: ["Core"],
          swiftSettings: [.unsafeFlags(["-swift-version", "6"])]),
        // .target(name: "Commented", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Older", swiftSettings: [.swiftLanguageVersion(.version("6"))]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
      ]%@
    )

    """

  static func manifest(tools: String, package: String = "") -> String {
    "// swift-tools-version:\(tools)\n// https://example.com/notes\nimport PackageDescription\n\n"
      + targets.replacingOccurrences(of: "%@", with: package)
  }

  @Test(
    arguments: [
      ("6.0", "", "Core", SwiftLanguageMode.v6),
      ("6.2", "", "Legacy", .v5),
      ("5.10", "", "Core", .v5),
      ("5.10", "", "Tool", .v6),
      ("5.9", "", "Older", .v6),
      ("6.0", "", "Commented", .v6),
      ("6.0", ",\n  swiftLanguageModes: [.v5]", "Core", .v5),
      ("5.9", ",\n  swiftLanguageVersions: [.v4_2, .v5]", "Core", .v5),
      ("6.0", ",\n  swiftLanguageModes: [.v5, .version(\"6\")]", "Core", .v6),
      ("6.0", ",\n  swiftLanguageModes: [.v6]", "Legacy", .v5),
    ])
  func theTargetsModeIsRead(
    tools: String, package: String, target: String, mode: SwiftLanguageMode
  ) {
    let manifest = PackageManifest(text: Self.manifest(tools: tools, package: package))
    #expect(manifest.languageMode(target: target) == mode)
  }

  @Test func aManifestWithoutAToolsVersionIsSwift5() {
    #expect(PackageManifest(text: "import PackageDescription\n").toolsMajorVersion == nil)
    #expect(PackageManifest(text: "import PackageDescription\n").languageMode(target: "A") == .v5)
    #expect(PackageManifest(text: "// swift-tools-version: 6.1\n").toolsMajorVersion == 6)
  }
}
