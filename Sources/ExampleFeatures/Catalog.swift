import Composable
import StoreREPL

/// The names of the features in the teaching catalog.
public let catalogFeatureNames = ["EffectsBasics"]
