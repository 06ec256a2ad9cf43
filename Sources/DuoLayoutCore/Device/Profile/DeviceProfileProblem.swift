/// Why a profile file cannot be used: `FILE:LINE:COL: field path: what is wrong —
/// how to fix it`, one line.
public struct DeviceProfileProblem: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
