/// Where a number in a device profile comes from: one vocabulary for every
/// profile, so a designer can tell a measurement from a choice.
public enum Basis: String, CaseIterable, Hashable, Sendable, Codable {
  /// Measured on the device or its simulator (iPhone Duo: measured on the iPhone Duo simulator).
  case measured
  /// Stated by the platform's own documentation.
  case documented
  /// Published by the maker or a reliable third party (a spec sheet).
  case published
  /// Worked out from other facts (pixels ÷ density, a rotation of a measured value).
  case derived
  /// Chosen where the sources are silent; the note says why.
  case design
}
