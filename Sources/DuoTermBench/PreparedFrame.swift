import DuoTermFill

/// A frame already in ncurses's own cells (`cchar_t`, held by C), for the bench's
/// frame-cost reference arm: what a program that has its screen ready pays to show
/// it. `FillWriter.prepare` converts the cells once, ahead of time, by duoterm's
/// rules; `draw` is then ncurses work alone, in C (`DuoTermFill`): a move per run,
/// `wadd_wch` per cell, one update. No layout, no raster, no diff, no conversion.
///
/// ```swift
/// let frame = screen.writer.prepare(GridDiff.runs(from: nil, to: grid))
/// frame.draw()
/// ```
final class PreparedFrame {
  private let frame: OpaquePointer?

  /// Takes `frame` (from `duo_fill_prepare`; nil when memory ran out: nothing to draw).
  init(_ frame: OpaquePointer?) {
    self.frame = frame
  }

  deinit { duo_fill_free(frame) }

  /// Draws the frame on the current screen.
  func draw() {
    if let frame { duo_fill_draw_prepared(frame) }
  }
}
