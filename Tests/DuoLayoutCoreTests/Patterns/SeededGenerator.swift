@testable import DuoLayoutCore

/// The random source of the property tests: the core's own seeded generator, so
/// every run is the same run.
typealias SeededGenerator = SeededRandom
