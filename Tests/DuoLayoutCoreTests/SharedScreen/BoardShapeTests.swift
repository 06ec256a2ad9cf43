import Testing

@testable import DuoLayoutCore

/// Four in a row's board sized to the half, the largest whole-cell board
/// that fits beside the score, the cursor, the edge, the numbers and the status, its
/// slots about square on the glass.
@Suite("The board's size")
struct BoardShapeTests {
  static let profile = DeviceProfile.iPhoneDuo

  @Test(arguments: Pose.allCases, Facing.allCases)
  func largestBoardThatFits(pose: Pose, facing: Facing) {
    for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
      var state = EmulatorState(pose: pose, terminal: size, pattern: .sharedSplit)
      state.settings.facing = facing
      let env = state.environment
      let split = SharedSplit(env: env)
      for seat in Seat.allCases {
        let owner = split.ownerEnvironment(for: seat, facing: facing, in: env)
        let grid = HalfGrid(seat: seat, env: owner, inset: 1)
        let shape = SharedSplitPattern.BoardShape(grid: grid)
        guard shape.hasEdges,
          shape.boardLines + SharedSplitPattern.BoardShape.otherLines <= grid.lines
        else { continue }  // a cramped half: the fallbacks
        // The next multiple of the unit slot does not fit.
        let unit = (
          columns: grid.metrics.columnWidth * 2 <= grid.metrics.lineHeight * 1.5 ? 2 : 1,
          lines: grid.metrics.lineHeight * 1.5 <= grid.metrics.columnWidth ? 2 : 1
        )
        let k = shape.slotColumns / unit.columns
        var next = shape
        next.slotColumns = unit.columns * (k + 1)
        next.slotLines = unit.lines * (k + 1)
        #expect(shape.width <= grid.columns)
        #expect(
          next.width > grid.columns
            || next.boardLines + SharedSplitPattern.BoardShape.otherLines > grid.lines,
          "\(pose) \(facing) \(size) \(seat): a board of \(k + 1) would fit \(grid.columns)×\(grid.lines)"
        )
      }
    }
  }
}
