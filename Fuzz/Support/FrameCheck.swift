import DuoLayoutCore
import DuoTermRender

/// Renders `state` and checks the frame is exactly the terminal: its size, and on
/// every row cells whose widths add up to the columns, each wide glyph followed by
/// the cell behind it, each cell as wide as the width table says its glyph is.
public func checkFrame(_ state: EmulatorState) {
  let grid = Scene.render(state)
  let size = state.terminal
  require(
    grid.width == max(0, size.columns) && grid.height == max(0, size.rows),
    "the frame is \(grid.width)×\(grid.height) for a \(size) terminal")
  for y in 0..<grid.height {
    var x = 0
    while x < grid.width {
      let cell = grid[x, y]
      require(!cell.isContinuation, "row \(y), column \(x): a continuation with no wide glyph")
      let width = Int(cell.width)
      require(
        TerminalWidth.of(cell.character) == width,
        "row \(y), column \(x): \(cell.character.debugDescription) in a cell \(width) wide")
      if width == 2 {
        require(
          x + 1 < grid.width && grid[x + 1, y].isContinuation,
          "row \(y), column \(x): a wide glyph with no continuation")
      }
      x += width
    }
  }
}
