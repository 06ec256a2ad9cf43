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
    painted = PaintedParts()
  }

  /// The runs that turn the screen into `state`'s frame, which it then shows.
  public mutating func update(to state: EmulatorState) -> [GridRun] {
    let drawing = Scene.parts(state, painted: &painted)
    if let drawing, drawing.base == base, var shown = grid {
      grid = nil  // `shown` is then the only copy, changed in place
      var runs: [GridRun] = []
      for part in drawing.parts {
        let cells = colours ? part.grid : part.grid.monochrome()
        runs += GridDiff.runs(from: shown, to: cells, x: part.x, y: part.y, rows: part.changed)
        shown.place(cells, x: part.x, y: part.y, rows: part.changed)
      }
      grid = shown
      return runs
    }
    let frame = colours ? Scene.render(state) : Scene.render(state).monochrome()
    let runs = GridDiff.runs(from: grid, to: frame)
    grid = frame
    base = drawing?.base
    return runs
  }
}
