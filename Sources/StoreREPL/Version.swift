/// The version of the shell, printed by `store-repl --version`.
public let storeREPLVersion = "0.1.0"
