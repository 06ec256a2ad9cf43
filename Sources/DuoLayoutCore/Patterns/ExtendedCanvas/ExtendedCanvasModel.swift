/// What the extended canvas remembers: where the view looks at the map (its
/// centre, in map units, and the zoom) and whether the places' names show. The
/// centre, never an offset, so a fold, a rotation or a bigger window keeps the
/// same place in the middle (Apple's HIG, Designing for iPhone Duo: keep the state
/// of elements the same on both displays).
public struct ExtendedCanvasModel: PatternModel {
  /// Starts on the middle of the map, the river between the two banks.
  public var viewport = CanvasViewport(
    centre: ExtendedCanvasPattern.map.centre, zoom: 1)
  /// The names layer: on, the places are labelled.
  public var showsNames = true

  public init() {}
}
