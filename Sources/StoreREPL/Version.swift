/// The version of the shell, printed by `store-repl --version`.
package let storeREPLVersion = "0.1.0"
