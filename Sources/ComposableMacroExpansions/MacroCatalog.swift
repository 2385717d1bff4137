import SwiftSyntaxMacros

/// Every macro `ComposableArchitecture` declares: the type that implements it, the attribute
/// names a use site writes, and the protocols its extension role may add. The plugin resolves
/// macros from it and the expansion tests expand with it, so that both see the same list.
public enum MacroCatalog {
  /// One implementation and the attributes it serves.
  public struct Entry {
    /// The name `#externalMacro(module:type:)` gives.
    public let typeName: String
    /// The attribute names that expand with it, `Reducer` for `@Reducer`.
    public let attributes: [String]
    /// The protocols the extension role adds to a type that lacks them.
    public let conformances: [String]
    /// The implementation.
    public let type: any Macro.Type
  }

  /// The macros.
  public static var entries: [Entry] {
    [
      Entry(
        typeName: "CasePathableMacro", attributes: ["CasePathable"],
        conformances: ["CasePathable"], type: CasePathableMacro.self),
      Entry(
        typeName: "ReducerMacro", attributes: ["Reducer"],
        conformances: ["Reducer", "CaseReducer"], type: ReducerMacro.self),
      Entry(
        typeName: "MarkerMacro",
        attributes: [
          "ReducerCaseEphemeral", "ReducerCaseIgnored", "ObservationStateIgnored",
          "ObservationStateTracked", "DependencyIgnored",
        ],
        conformances: [], type: MarkerMacro.self),
      Entry(
        typeName: "ObservableStateMacro", attributes: ["ObservableState"],
        conformances: ["ObservableState"], type: ObservableStateMacro.self),
      Entry(
        typeName: "PresentsMacro", attributes: ["Presents"], conformances: [],
        type: PresentsMacro.self),
      Entry(
        typeName: "DependencyClientMacro", attributes: ["DependencyClient"], conformances: [],
        type: DependencyClientMacro.self),
      Entry(
        typeName: "DependencyEndpointMacro", attributes: ["DependencyEndpoint"], conformances: [],
        type: DependencyEndpointMacro.self),
      Entry(
        typeName: "PreviewMacro", attributes: ["Preview"], conformances: [],
        type: PreviewMacro.self),
      Entry(
        typeName: "ViewActionMacro", attributes: ["ViewAction"],
        conformances: ["ViewActionSending"], type: ViewActionMacro.self),
    ]
  }
}
