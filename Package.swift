// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

// MARK: - The toolchain's swift-syntax

// NB: The macros build on the swift-syntax that ships inside the toolchain, in
// `<toolchain>/usr/lib/swift/host`. That folder is found from the toolchain that evaluates this
// manifest (the `PackageDescription` library it loaded, then the `swiftc` on `PATH`), never from
// a fixed path, since toolchains live in different places.
func toolchainHostFolder() -> String {
  var candidates: [URL] = []
  if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
    let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("libPackageDescription.so") }
    ),
    let path = line.split(separator: " ", omittingEmptySubsequences: true).last
  {
    // <toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so
    candidates.append(
      URL(fileURLWithPath: String(path)).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("host"))
  }
  for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
    let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
    guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
    // <toolchain>/usr/bin/swiftc
    candidates.append(
      swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lib/swift/host"))
  }
  for candidate in candidates
  where FileManager.default.fileExists(
    atPath: candidate.appendingPathComponent("SwiftSyntax.swiftmodule").path)
  {
    return candidate.path
  }
  let looked = candidates.map(\.path).joined(separator: ", ")
  FileHandle.standardError.write(
    Data(
      """
      error: store-repl's macros build on the swift-syntax that ships with the Swift toolchain, \
      in <toolchain>/usr/lib/swift/host, but no such folder holds SwiftSyntax.swiftmodule \
      (looked in: \(looked.isEmpty ? "nothing found on PATH" : looked)). Use a Swift 6 \
      toolchain from swift.org, with its usr/bin on PATH.

      """.utf8))
  exit(1)
}

let host = toolchainHostFolder()
let hostSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let hostLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(
    ["-L", host]
      + [
        "SwiftSyntax", "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftDiagnostics",
        "SwiftBasicFormat", "SwiftOperators", "SwiftParser", "SwiftParserDiagnostics",
        "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling",
      ].map { "-l\($0)" }
      + ["-Xlinker", "-rpath", "-Xlinker", host])
]

/// For the library modules built on `Composable`, in release: no cross-module optimization of
/// their own, so that their modules hold no copy of the engine's internals for others to inline
/// (see the target `Composable`).
let keepsNoEngineCopies: [SwiftSetting] = [
  .unsafeFlags(["-disable-cmo"], .when(configuration: .release))
]

// NB: The feature loader reads feature files with the toolchain's SwiftParser. Only it and the
// `store-repl` executable link the two libraries it needs, so that StoreREPL and ExampleFeatures
// users do not carry swift-syntax.
let parserLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(
    ["-L", host, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", host])
]

// MARK: - The package

/// Where Apple's frameworks do not exist, and this package's `Combine` and `SwiftUI` stand in
/// for Apple's.
let nonApplePlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// The module names of TCA's libraries, which TCA code imports beside `ComposableArchitecture`:
/// each brings the same engine types.
let libraryModuleNames = [
  "Dependencies", "DependenciesMacros", "CasePaths", "IdentifiedCollections", "Clocks",
  "ConcurrencyExtras", "CustomDump", "IssueReporting", "Sharing", "Perception",
  "SwiftUINavigation", "CombineSchedulers",
]

let package = Package(
  name: "store-repl",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "store-repl", targets: ["store-repl"]),
    .library(name: "ValueDump", targets: ["ValueDump"]),
    .library(name: "Composable", targets: ["Composable"]),
    // NB: The one product a TCA user's package names. It carries every module name TCA code
    // imports. A wrong assertion fails the test of a target that depends on this product alone:
    // the engine finds Swift Testing or XCTest at run time, in the process that loaded them, so
    // that a program linked with the product loads neither.
    .library(
      name: "ComposableArchitecture",
      targets: ["ComposableArchitecture", "Tagged"] + libraryModuleNames),
    .library(name: "StoreREPL", targets: ["StoreREPL"]),
    .library(name: "ExampleFeatures", targets: ["ExampleFeatures"]),
    .library(name: "Tagged", targets: ["Tagged"]),
  ],
  targets: [
    // NB: The Swift runtime's metadata, read by the dumper, the engine's case paths and the
    // shell's decoder alike: one set of layouts and calling conventions.
    .target(name: "SwiftMetadata"),
    .target(name: "ValueDump", dependencies: ["SwiftMetadata"]),
    .target(name: "Tagged"),
    .target(name: "CComposableHooks"),
    // NB: Combine's publishers, subscribers and `Scheduler`, where Apple's Combine does not
    // exist, so that `import Combine` in TCA code resolves. It depends on nothing; the engine's
    // schedulers conform to its `Scheduler`.
    .target(name: "Combine"),
    // NB: Built with cross-module optimization in release, so that code using the engine is
    // specialized for its state and action types (see Docs/Architecture.md, "Instruction
    // budgets" and "Release builds"). Its serialized bodies refer to its internals, which the
    // modules built on it inline; the package manager does not rebuild them when only those
    // change, so scripts/forget-stale-release drops a release build made from other engine
    // sources, and the library modules on it serialize nothing of their own
    // (`keepsNoEngineCopies`). Also without dynamic exclusivity checks in release, which cost
    // the effect cycle a tenth of its instructions; debug builds, which the tests and the
    // sanitizers run, keep them.
    .target(
      name: "Composable",
      dependencies: [
        "ValueDump", "SwiftMetadata", "CComposableHooks",
        .target(name: "Combine", condition: .when(platforms: nonApplePlatforms)),
        .target(name: "SwiftUI", condition: .when(platforms: nonApplePlatforms)),
      ],
      swiftSettings: [
        .unsafeFlags(
          ["-cross-module-optimization", "-enforce-exclusivity=unchecked"],
          .when(configuration: .release))
      ]
    ),
    // NB: The macros' implementations are a plain target that the plugin and its tests share. A
    // test target that depends on a `.macro` target makes SwiftPM build every test target, and
    // all they depend on, a second time for the host.
    .target(
      name: "ComposableMacroExpansions",
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings
    ),
    .macro(
      name: "ComposableMacros",
      dependencies: ["ComposableMacroExpansions"],
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings
    ),
    // SwiftUI's views, modifiers and property wrappers, where Apple's SwiftUI does not
    // exist, so that a feature's view compiles and evaluates into plain values the shell can
    // draw and tap. It knows no store; the engine extends it with TCA's SwiftUI integration.
    // `#Preview` is among the macros the plugin serves.
    .target(name: "SwiftUI", dependencies: ["ValueDump", "ComposableMacros"]),
    .target(
      name: "ComposableArchitecture", dependencies: ["Composable", "ComposableMacros"],
      swiftSettings: keepsNoEngineCopies),
  ]
    + libraryModuleNames.map { name in
      Target.target(
        name: name, dependencies: ["ComposableArchitecture"], swiftSettings: keepsNoEngineCopies)
    }
    + [
      .systemLibrary(
        name: "CLibEdit",
        pkgConfig: "libedit",
        providers: [.apt(["libedit-dev"])]
      ),
      // NB: In C: a handler of the worker's memory faults, which must run on a stack of its own
      // and call only what a signal handler may.
      .target(name: "CWorkerFaults"),
      .target(
        name: "StoreREPL",
        dependencies: [
          "Composable", "ValueDump", "SwiftMetadata", "CLibEdit", "CWorkerFaults", "Tagged",
          .target(name: "SwiftUI", condition: .when(platforms: nonApplePlatforms)),
        ],
        swiftSettings: keepsNoEngineCopies),
      .target(
        name: "ExampleFeatures",
        dependencies: [
          "ComposableArchitecture", "StoreREPL", "Tagged",
          .target(name: "SwiftUI", condition: .when(platforms: nonApplePlatforms)),
        ],
        swiftSettings: keepsNoEngineCopies),
      .target(
        name: "FeatureLoader",
        dependencies: ["StoreREPL", "ValueDump"],
        swiftSettings: hostSwiftSettings + keepsNoEngineCopies,
        linkerSettings: parserLinkerSettings
      ),
      // NB: A feature file's library is linked against nothing of the engine: its undefined
      // symbols resolve to the executable's own, which it therefore exports.
      .executableTarget(
        name: "store-repl",
        dependencies: ["StoreREPL", "ExampleFeatures", "FeatureLoader"]
          + libraryModuleNames.map { Target.Dependency(stringLiteral: $0) },
        swiftSettings: hostSwiftSettings,
        linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
      ),
      .executableTarget(name: "store-repl-fuzz", dependencies: ["StoreREPL", "ExampleFeatures"]),
      .executableTarget(
        name: "counter-shell", dependencies: ["StoreREPL", "Composable"],
        path: "Examples/CounterShell"
      ),
      // NB: Linked with every target of the product `ComposableArchitecture`, as a user's
      // program is, so that its counts are what such a program pays (the suite `user`).
      .executableTarget(
        name: "Benchmarks",
        dependencies: [
          "ValueDump", "Composable", "ComposableArchitecture", "StoreREPL", "ExampleFeatures",
          "Tagged",
        ] + libraryModuleNames.map { Target.Dependency(stringLiteral: $0) }
      ),
      .target(name: "TestHelpers", path: "Tests/TestHelpers"),
      .testTarget(name: "ValueDumpTests", dependencies: ["ValueDump", "TestHelpers"]),
      .testTarget(name: "CombineTests", dependencies: ["Combine"]),
      .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI"]),
      // Features written as TCA users write them, views included, in a target that names
      // only what the product `ComposableArchitecture` holds: `import SwiftUI` resolves there.
      .testTarget(
        name: "SwiftUIFeatureTests",
        dependencies: ["ComposableArchitecture"]
          + libraryModuleNames.map { Target.Dependency(stringLiteral: $0) }),
      .testTarget(
        name: "ComposableTests",
        dependencies: ["Composable", "TestHelpers"]
      ),
      .testTarget(
        name: "StoreREPLTests",
        dependencies: ["StoreREPL", "ExampleFeatures", "TestHelpers"],
        exclude: ["Transcripts"]
      ),
      .testTarget(
        name: "ExampleFeaturesTests",
        dependencies: [
          "ExampleFeatures", "ComposableArchitecture", "TestHelpers", "Tagged",
        ]
      ),
      .testTarget(
        name: "ComposableMacrosTests",
        dependencies: ["ComposableMacroExpansions"],
        swiftSettings: hostSwiftSettings,
        linkerSettings: hostLinkerSettings
      ),
      .testTarget(
        name: "ComposableArchitectureTests",
        dependencies: ["ComposableArchitecture", "TestHelpers"]
      ),
      .testTarget(
        name: "FeatureLoaderTests",
        dependencies: ["FeatureLoader", "TestHelpers"],
        swiftSettings: hostSwiftSettings,
        linkerSettings: parserLinkerSettings
      ),
      .testTarget(name: "EndToEndTests", dependencies: ["TestHelpers"], exclude: ["FeatureFiles"]),
      .testTarget(name: "TaggedTests", dependencies: ["Tagged", "ComposableArchitecture"]),
      .testTarget(
        name: "LibraryModulesTests",
        dependencies: libraryModuleNames.map { Target.Dependency(stringLiteral: $0) }
      ),
    ],
  swiftLanguageModes: [.v6]
)
