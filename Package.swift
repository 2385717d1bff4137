// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "store-repl",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "store-repl", targets: ["store-repl"]),
    .library(name: "ValueDump", targets: ["ValueDump"]),
    .library(name: "Composable", targets: ["Composable"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    .library(name: "StoreREPL", targets: ["StoreREPL"]),
    .library(name: "ExampleFeatures", targets: ["ExampleFeatures"]),
    .library(name: "Tagged", targets: ["Tagged"]),
  ],
  targets: [
    .target(name: "ValueDump"),
    .target(name: "Tagged"),
    .target(name: "CComposableHooks"),
    .target(name: "Composable", dependencies: ["ValueDump", "CComposableHooks"]),
    .target(name: "CComposableTestingInstall", dependencies: ["CComposableHooks"]),
    .target(name: "ComposableTesting", dependencies: ["Composable", "CComposableTestingInstall"]),
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "StoreREPL", dependencies: ["Composable", "ValueDump", "CLibEdit"]),
    .target(name: "ExampleFeatures", dependencies: ["Composable", "StoreREPL"]),
    .executableTarget(name: "store-repl", dependencies: ["StoreREPL", "ExampleFeatures"]),
    .executableTarget(
      name: "counter-shell", dependencies: ["StoreREPL", "Composable"], path: "Examples/CounterShell"
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["ValueDump", "Composable", "StoreREPL", "ExampleFeatures"]
    ),
    .target(name: "TestHelpers", path: "Tests/TestHelpers"),
    .testTarget(name: "ValueDumpTests", dependencies: ["ValueDump", "TestHelpers"]),
    .testTarget(
      name: "ComposableTests",
      dependencies: ["Composable", "ComposableTesting", "TestHelpers"]
    ),
    .testTarget(
      name: "StoreREPLTests",
      dependencies: ["StoreREPL", "ExampleFeatures", "ComposableTesting", "TestHelpers"],
      exclude: ["Transcripts"]
    ),
    .testTarget(
      name: "ExampleFeaturesTests",
      dependencies: ["ExampleFeatures", "ComposableTesting", "TestHelpers"]
    ),
    .testTarget(name: "EndToEndTests", dependencies: ["TestHelpers"]),
    .testTarget(name: "TaggedTests", dependencies: ["Tagged", "ComposableTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
