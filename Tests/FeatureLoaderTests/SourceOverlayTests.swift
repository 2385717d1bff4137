import Testing

@testable import FeatureLoader

@Suite struct SourceOverlayTests {
  @Test func eachCopyStandsForItsFileUnderEverySpellingOfItsAbsolutePath() {
    let overlay = SourceOverlay(
      copies: [
        ("Feature.swift", "/cache/entry/SetAside/0/Feature.swift"),
        ("/work/Views/Row.swift", "/cache/entry/SetAside/2/Row.swift"),
      ],
      currentFolder: "/home/me/app", environment: ["PWD": "/link/app"])
    #expect(
      overlay.text == """
        {
          "case-sensitive" : "true",
          "roots" : [
            {
              "external-contents" : "/cache/entry/SetAside/0/Feature.swift",
              "name" : "/home/me/app/Feature.swift",
              "type" : "file"
            },
            {
              "external-contents" : "/cache/entry/SetAside/0/Feature.swift",
              "name" : "/link/app/Feature.swift",
              "type" : "file"
            },
            {
              "external-contents" : "/cache/entry/SetAside/2/Row.swift",
              "name" : "/work/Views/Row.swift",
              "type" : "file"
            }
          ],
          "use-external-names" : false,
          "version" : 0
        }

        """)
  }
}
