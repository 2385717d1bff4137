import ExampleFeatures
import StoreREPL

#if canImport(Glibc)
  import Glibc
#endif

exit(await storeREPLMain(features: catalog))
