@testable import DuoLayoutCore

/// Helpers for the catalog's pattern tests: a fresh state in a pose, keys pressed
/// through the one reducer (device keys included), and node lookups.
enum CatalogFixtures {
  static func state(_ pattern: PatternID, _ pose: Pose, keys: [Key] = []) -> EmulatorState {
    press(keys, PatternFixtures.state(pattern, pose))
  }

  static func press(_ keys: [Key], _ state: EmulatorState) -> EmulatorState {
    keys.reduce(state) { reduce($0, .key($1), at: 0) }
  }

  /// The active fold's keep-out area in `state`, if the pose has one.
  static func fold(_ state: EmulatorState) -> Rect? {
    state.environment.reservedRegions(.division).first?.keepOut
  }
}
