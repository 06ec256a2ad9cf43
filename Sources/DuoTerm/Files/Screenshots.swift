import DuoLayoutCore
import DuoTermRender
import Glibc

/// Where the screenshot key (Ctrl-P) saves the frame on screen: as SVG (a picture
/// for slides and documents), plain text and ANSI text, named for the pattern, the
/// pose and the time — `duoterm-list-detail-book-20261201-101530.svg` — in a folder
/// (the current one unless `--screenshot-dir` says another). Each file is written
/// whole (temporary file, then renamed) and never over another.
///
/// ```swift
/// let saved = try Screenshots(folder: ".").save(grid, state: state)  // "./duoterm-….svg"
/// ```
struct Screenshots {
  let folder: String

  /// Saves `grid`, the frame on screen in `state`; returns the SVG's path.
  func save(_ grid: CellGrid, state: EmulatorState) throws(AtomicFile.Failure) -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    let stamp =
      padded(Int(parts.tm_year) + 1900, 4) + padded(Int(parts.tm_mon) + 1, 2)
      + padded(Int(parts.tm_mday), 2) + "-" + padded(Int(parts.tm_hour), 2)
      + padded(Int(parts.tm_min), 2) + padded(Int(parts.tm_sec), 2)
    var base = "\(folder)/duoterm-\(state.pattern.argument)-\(state.pose.argument)-\(stamp)"
    var taken = stat()
    var number = 2
    while lstat(base + ".svg", &taken) == 0 {
      base = "\(folder)/duoterm-\(state.pattern.argument)-\(state.pose.argument)-\(stamp)-\(number)"
      number += 1
    }
    let title = "\(state.pattern.argument) on \(state.profile.name), \(state.pose.argument)"
    for format in [ExportFormat.svg, .text, .ansi] {
      let suffix = format == .svg ? "svg" : format == .text ? "txt" : "ansi"
      try AtomicFile.write(
        Array((format.export(grid, title: title) + "\n").utf8), to: "\(base).\(suffix)")
    }
    return base + ".svg"
  }
}

/// `n` with at least `digits` digits: `07`, `2026`.
private func padded(_ n: Int, _ digits: Int) -> String {
  let text = String(n)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}
