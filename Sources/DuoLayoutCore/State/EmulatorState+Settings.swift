extension EmulatorState {
  /// The remembered choices (seating, flash). They live with the shared screen's
  /// model, whose layout reads them, and are changed only by its keys; the front
  /// loads them at start and saves them whenever they change.
  ///
  /// ```swift
  /// let state = EmulatorState(pattern: .sharedSplit)
  ///   .launched(Launch(settings: SharedSettings(facing: .faceToFace)))
  /// ```
  public internal(set) var settings: SharedSettings {
    get { models.shared.settings }
    set { models.shared.settings = newValue }
  }
}
