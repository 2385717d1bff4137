import ExampleFeatures
import StoreREPL

print("store-repl \(storeREPLVersion)")
