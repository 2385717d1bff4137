import ExampleFeatures
import FeatureLoader
import StoreREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(await storeREPLMain(features: catalog, loadFiles: FeatureLoader.load))
