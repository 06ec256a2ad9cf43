import DuoTermCurses
import DuoTermFill

extension PreparedFrame {
  /// The reference writer: a move per run, `wadd_wch` per cell, one update, in C
  /// (`DuoTermFill`). No layout, no raster, no diff: the floor any ncurses program
  /// pays.
  ///
  /// ```swift
  /// frame.draw()
  /// ```
  func draw() {
    draw { cells, runs, count in duo_fill_draw(cells, runs, count) }
  }
}
