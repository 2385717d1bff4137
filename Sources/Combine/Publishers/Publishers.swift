/// Namespace of the publishers that operators return.
public enum Publishers {}
