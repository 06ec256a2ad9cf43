import DuoLayoutCore
import DuoTermRender
import FuzzSupport

/// libFuzzer target: a saved session file, as `duoterm` reads it at start
/// (`SessionFile.decode`, `restore(into:)`), laid out and rendered in the
/// terminal size the first two bytes pick, then a few keys from the next bytes.
///
/// Checked: no trap; every value read back is in range (the frame renders, exactly
/// the terminal); the keys after it do not trap either.
func fuzzSession(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let terminal = TerminalSize(columns: 1 + input.int(below: 240), rows: 1 + input.int(below: 70))
  let keyBytes = (0..<4).map { _ in input.byte() ?? 0 }
  guard let session = try? SessionFile.decode(Array(input.rest())) else { return 0 }
  let viewport = SceneFit.viewport(for: terminal, profile: .iPhoneDuo)
  var state = session.restore(into: EmulatorState(viewport: viewport))
  state = reduce(state, .resize(state.viewport(for: terminal)), at: 0)
  _ = state.tree
  _ = state.modelDescription
  checkFrame(state)
  let keys: [Key] = [
    .down, .up, .enter, .escape, .tab, .right, .left, .pageDown, .end, .home, .space,
    .backspace, .function(2), .function(3), .function(5), .function(9), .character("s"),
    .character("d"), .character("x"), .paste("東京 ❤\u{FE0F}"),
  ]
  var now = 0.0
  for byte in keyBytes {
    now += 0.1
    state = reduce(state, .key(keys[Int(byte) % keys.count]), at: now)
  }
  checkFrame(state.settled())
  return 0
}

@main
enum SessionFuzz {
  static func main() { runFuzzer { fuzzSession($0, $1) } }
}
