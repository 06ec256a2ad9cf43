import DuoLayoutCore
import DuoTermRender
import FuzzSupport

/// libFuzzer target: `duoterm play --keys` parsing (`KeyWord.keys`: words and
/// quoted phrases, `Key(name:)` per word), then the keys played through the
/// reducer from the pattern and pose the first two bytes pick, and the last frame
/// checked.
///
/// Checked: no trap; a key read from a name reads back from its own name; the
/// frame is exactly the terminal.
func fuzzKeys(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let pattern = PatternRegistry.standard.ids[input.int(below: PatternRegistry.standard.ids.count)]
  let pose = Pose.allCases[input.int(below: Pose.allCases.count)]
  let text = input.text()
  for token in text.split(separator: " ") {
    guard let key = try? Key(name: String(token)) else { continue }
    let again = try? Key(name: key.name)
    require(
      again == key, "\(token) is \(key); its name \(key.name) is \(String(describing: again))")
  }
  guard let keys = try? KeyWord.keys(text) else { return 0 }
  var state = EmulatorState(
    pose: pose, terminal: TerminalSize(columns: 100, rows: 30), pattern: pattern)
  var now = 0.0
  for key in keys.prefix(64) {
    state = reduce(state, .key(key), at: now)
    now += 0.05
    if state.shouldQuit { break }
  }
  checkFrame(state.settled())
  return 0
}

@main
enum KeysFuzz {
  static func main() { runFuzzer { fuzzKeys($0, $1) } }
}
