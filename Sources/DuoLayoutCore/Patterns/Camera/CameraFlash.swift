/// The camera's flash setting, cycled by its toolbar item.
public enum CameraFlash: String, CaseIterable, Hashable, Sendable, Codable {
  case auto, on, off

  /// The setting after this one: auto, on, off, auto…
  public var next: CameraFlash {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}
