/// Placeholder: the dumper lands here.
public enum ValueDumpVersion {
  public static let current = "0.1.0"
}
