import DuoLayoutCore
import DuoTermRender

/// A frame cut in two for the goldens, so that each golden says what it tests:
/// the lit display's window (what the pattern, the fold band, the occlusions and
/// Split View put inside the bezel) and the chrome around it (the bezels, the dark
/// display, the hinge's side view, the caption, the keys, the pose bar, the
/// overlay's legend and the status line) with the window masked. A pattern's
/// layout changes only its window goldens (`GoldenFrameTests`,
/// `ScreenFileGoldenTests`); the chrome changes only its own few
/// (`ChromeGoldenTests`). The two together are the whole frame.
///
/// ```swift
/// let state = EmulatorState(pose: .open, terminal: .standard)
/// GoldenCut.window(state).width  // 119: the inner display's columns at 200 × 50
/// GoldenCut.chrome(state)        // the frame, the inner display's window all ·
/// ```
enum GoldenCut {
  /// What masks the window in a chrome golden: a glyph the chrome never draws.
  static let mask: Character = "·"

  /// The lit display's window cut from the frame: the scene's placement of it
  /// moves with the chrome, its cells do not. The whole frame when the terminal
  /// is too small for the phone (that screen is all there is).
  static func window(_ state: EmulatorState) -> CellGrid {
    let frame = Scene.render(state)
    guard let layout = SceneLayout(state: state) else { return frame }
    return frame.cropped(layout.placement(layout.lit).window)
  }

  /// The frame with the lit display's window masked (`mask`).
  static func chrome(_ state: EmulatorState) -> CellGrid {
    var frame = Scene.render(state)
    if let layout = SceneLayout(state: state) {
      frame.fill(layout.placement(layout.lit).window, with: mask)
    }
    return frame
  }
}
