import DuoLayoutCore
import DuoTermRender
import Glibc

/// The bytes benchmark: for each device change and a navigation key, the bytes
/// ncurses writes for the settled frame after it, against `ByteBound`'s lower bound
/// from the grid before and the grid after. The cells are drawn by `FillWriter` (C
/// ncurses calls, duoterm's writer's rules), which a test holds to the very bytes
/// duoterm's `CursesCellWriter` writes.
enum ByteBench {
  struct Case {
    var name: String
    var from: Pose
    /// The key (F2 open/close, F3 book, F4 tabletop, F5 rotate; Down moves the
    /// mailbox's selection); nil for a frame with no change.
    var key: Key?
  }

  static let cases = [
    Case(name: "open", from: .closed, key: .function(2)),
    Case(name: "close", from: .open, key: .function(2)),
    Case(name: "book", from: .open, key: .function(3)),
    Case(name: "tabletop", from: .openTall, key: .function(4)),
    Case(name: "rotate", from: .open, key: .function(5)),
    Case(name: "navigate", from: .open, key: .down),
    Case(name: "unchanged", from: .open, key: nil),
  ]

  struct Measurement {
    var name: String
    var written: Int
    var bound: ByteBound
    var changedCells: Int
  }

  /// Draws `case`'s first pose in full, then the settled frame after the change,
  /// and counts the bytes of that second update. `folder` holds the output file.
  static func measure(_ item: Case, size: TerminalSize = .standard, folder: String) -> Result<
    Measurement, BenchSkip
  > {
    let path = "\(folder)/bytes.\(item.name).out"
    defer { unlink(path) }
    let screen: OffscreenCurses
    do {
      screen = try OffscreenCurses(size: size, outputPath: path)
    } catch {
      return .failure(BenchSkip(error.description))
    }
    defer { screen.close() }
    var state = EmulatorState(pose: item.from, terminal: size)
    let before = Scene.render(state)
    screen.writer.draw(GridDiff.runs(from: nil, to: before))
    let start = screen.bytesWritten
    if let key = item.key {
      state = reduce(state, .key(key), at: 1).settled()
    }
    let after = Scene.render(state)
    let runs = GridDiff.runs(from: before, to: after)
    screen.writer.draw(runs)
    let written = screen.bytesWritten - start
    return .success(
      Measurement(
        name: item.name, written: written, bound: ByteBound.of(runs),
        changedCells: runs.map(\.cells.count).reduce(0, +)))
  }
}
