import DuoLayoutCore
import DuoTermRender
import FuzzSupport

/// libFuzzer target: a tour file (`DemoScript.parse`), its schedule and length,
/// and its first steps played (each key at its time, at most 5 s in), then the
/// frame checked.
///
/// Checked: no trap; the schedule's times never go back; the frame is exactly the
/// terminal.
func fuzzDemo(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let text = input.text()
  guard let script = try? DemoScript.parse(text, name: "fuzz", file: "fuzz.tour") else { return 0 }
  let schedule = script.schedule
  var last = 0.0
  for step in schedule {
    require(step.time >= last, "the schedule goes back in time: \(last) then \(step.time)")
    last = step.time
  }
  // Both add up the same steps; only rounding may tell them apart.
  require(
    script.duration >= last - 1e-9, "the tour ends at \(script.duration), a key is at \(last)")
  var state = script.startState(terminal: TerminalSize(columns: 100, rows: 30))
  for step in schedule.prefix(32) {
    guard let key = step.key else { continue }
    let at = min(step.time, 5)
    state = state.running(until: at)
    state = reduce(state, .key(key), at: max(state.now, at))
    if state.shouldQuit { break }
  }
  checkFrame(state.settled())
  return 0
}

@main
enum DemoFuzz {
  static func main() { runFuzzer { fuzzDemo($0, $1) } }
}
