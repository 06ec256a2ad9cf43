import DuoLayoutCore

/// The frame a terminal shows, and the runs of cells that bring it to the next
/// state's. When the next frame has the base of the one on screen (`SceneBase`: the
/// same size, pose and device, no overlay), only its parts are drawn (the lit
/// display's window and the status row), compared with the cells under them and
/// copied in place: a key or a glide's frame does not redraw or compare the bezels
/// and the dark display, and of a part whose changed rows are known (the window,
/// after a key) only those. Any other frame is drawn whole and compared whole. With
/// no colours (`NO_COLOR`, `--color never`) every cell drawn is made monochrome.
///
/// ```swift
/// var screen = ShownFrame()
/// backend.draw(screen.update(to: state))  // the whole frame, the first time
/// backend.draw(screen.update(to: next))   // what changed since
/// ```
public struct ShownFrame: Sendable {
  /// The frame on screen; nil before the first and after `invalidate`.
  public private(set) var grid: CellGrid?
  /// Where the frame on screen put everything: what clicks are hit-tested
  /// against (`SceneHit`); nil before the first frame, after `invalidate`, and
  /// while the terminal is too small.
  public private(set) var layout: SceneLayout?
  /// What `layout` was laid out from: the next frame with the same keeps it.
  private var layoutInputs: SceneLayout.Inputs?
  private var base: SceneBase?
  /// The parts as the last frame painted them: the next paints what changed.
  private var painted = PaintedParts()
  /// False to draw with no colour.
  public let colours: Bool

  public init(colours: Bool = true) {
    self.colours = colours
  }

  /// Forgets the screen (a repaint, a resume): the next frame is written whole.
  public mutating func invalidate() {
    grid = nil
    base = nil
    layout = nil
    layoutInputs = nil
    painted = PaintedParts()
  }

  /// The runs that turn the screen into `state`'s frame, which it then shows. The
  /// scene is laid out once; a frame of the same base paints its parts alone, any
  /// other is painted whole (its parts once, in place). The scene's layout is kept
  /// while what it is made of stays (`SceneLayout.Inputs`): a key does not lay it
  /// out again.
  public mutating func update(to state: EmulatorState) -> [GridRun] {
    let inputs = SceneLayout.Inputs(state)
    if inputs != layoutInputs {
      layout = SceneLayout(state: state)
      layoutInputs = inputs
    }
    let layout = self.layout
    let next = Scene.base(state, layout: layout)
    if let layout, let next, next == base, var shown = grid {
      grid = nil  // `shown` is then the only copy, changed in place
      var runs: [GridRun] = []
      for part in Scene.parts(state, layout: layout, tree: state.shownTree, painted: &painted) {
        let cells = colours ? part.grid : part.grid.monochrome()
        runs += GridDiff.runs(from: shown, to: cells, x: part.x, y: part.y, rows: part.changed)
        shown.place(cells, x: part.x, y: part.y, rows: part.changed)
      }
      grid = shown
      return runs
    }
    let whole = Scene.render(state, layout: layout, painted: &painted)
    let frame = colours ? whole : whole.monochrome()
    let runs = GridDiff.runs(from: grid, to: frame)
    grid = frame
    base = next
    return runs
  }
}
