extension CellGrid {
  /// The grid with every cell's style `monochrome`: the same frame for a terminal
  /// or a document with no colour (`NO_COLOR`, `--color never`).
  ///
  /// ```swift
  /// let frame = Scene.render(state)
  /// let plain = frame.monochrome()
  /// ```
  public func monochrome() -> CellGrid {
    var copy = self
    copy.restyle(bounds) { $0 = $0.monochrome }
    return copy
  }
}
