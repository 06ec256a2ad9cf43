import DuoLayoutCore
import Testing

@testable import DuoTerm
@testable import DuoTermInput

/// An escape sequence split by more than the Esc delay: ESC, taken as the Esc key,
/// then the rest a while later (a slow SSH link). The rest typed `[<0;130;43M` into
/// the phone: the digits switched the pattern, and `M: not bound here`.
@Suite("Input decoder: a sequence that comes late")
struct InputDecoderLateTests {
  /// ESC at 0, the delay passes (the Esc key), then `rest` after `gap` seconds in
  /// the given pieces, each `step` apart, and input pauses.
  static func late(_ pieces: [String], gap: Double, step: Double = 0) -> [DecodedInput] {
    var decoder = InputDecoder()
    var out = decoder.decode(DecoderInput.raw("\u{1B}"), at: 0)
    out += decoder.flush(at: InputDecoder.escapeDelay)
    var time = InputDecoder.escapeDelay + gap
    for piece in pieces {
      out += decoder.flush(at: time)
      out += decoder.decode(DecoderInput.raw(piece), at: time)
      time += step
    }
    return out + decoder.flush(at: time + 10)
  }

  @Test(
    "the rest of a mouse report or a key's sequence after the delay is dropped whole",
    arguments: [0.05, 0.1, 0.3],
    [
      ["[<0;130;43M"], ["[<0;13", "0;43M"], ["[", "<0;130;43m"], ["[A"], ["[1;5A"], ["OP"],
      ["[M !!"], ["[3~"],
    ])
  func dropped(gap: Double, pieces: [String]) {
    #expect(Self.late(pieces, gap: gap, step: 0.1) == [.key(.escape)])
  }

  @Test("what is not a sequence after a lone Esc is typed as it came", arguments: [0.05, 0.3])
  func typed(gap: Double) {
    #expect(Self.late(["[a"], gap: gap) == [.key(.escape)] + DecoderInput.keys("[a"))
    #expect(Self.late(["x[A"], gap: gap) == [.key(.escape)] + DecoderInput.keys("x[A"))
    #expect(Self.late(["["], gap: gap) == [.key(.escape)] + DecoderInput.keys("["))
    #expect(Self.late(["Oh"], gap: gap) == [.key(.escape)] + DecoderInput.keys("Oh"))
    #expect(
      Self.late(["[", "\r"], gap: gap) == [.key(.escape)] + DecoderInput.keys("[") + [.key(.enter)])
  }

  @Test("after the window, the same characters are text again")
  func afterWindow() {
    let gap = InputDecoder.lateWindow + 0.1
    #expect(Self.late(["[A"], gap: gap) == [.key(.escape)] + DecoderInput.keys("[A"))
  }

  @Test("a sequence that came whole after an Esc key is still read")
  func wholeAfterEsc() {
    var decoder = InputDecoder()
    var out = decoder.decode(DecoderInput.raw("\u{1B}"), at: 0)
    out += decoder.flush(at: 0.05)
    out += decoder.decode(DecoderInput.raw("\u{1B}[<0;3;4M"), at: 0.1)
    #expect(out.count == 2)
    #expect(out.first == .key(.escape))
    if case .mouse = out.last {} else { Issue.record("not a mouse report: \(out)") }
  }
}
