import Testing

@testable import DuoTerm
@testable import DuoTermInput

/// `PasteScanner`: a bracketed paste read in big reads, its end marker found
/// wherever the reads cut it (a 1 MB paste, bounded, keys after it).
@Suite("PasteScanner")
struct PasteScannerTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private func text(_ scalars: [Unicode.Scalar]) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  @Test("a paste and what follows it, in one read")
  func oneRead() {
    var scanner = PasteScanner(limit: 100)
    let part = scanner.feed(bytes("hello 東京\n\u{1B}[201~\u{7F}Q\u{1B}OQ"))
    #expect(text(part.scalars) == "hello 東京\n")
    #expect(part.ended)
    #expect(part.rest == bytes("\u{7F}Q\u{1B}OQ"))
    #expect(scanner.feed(bytes("more")).rest == bytes("more"), "after the end, all is rest")
  }

  @Test("the end marker cut at every place between two reads", arguments: 1..<6)
  func markerCut(at cut: Int) {
    let marker = PasteScanner.endMarker
    var scanner = PasteScanner(limit: 100)
    let first = scanner.feed(bytes("abc") + marker[..<cut])
    #expect(text(first.scalars) == "abc")
    #expect(!first.ended)
    #expect(scanner.isHolding)
    let second = scanner.feed(Array(marker[cut...]) + bytes("z"))
    #expect(second.scalars.isEmpty)
    #expect(second.ended)
    #expect(second.rest == bytes("z"))
  }

  @Test("a start of the marker that turns out not to be one is text")
  func notAMarker() {
    var scanner = PasteScanner(limit: 100)
    #expect(text(scanner.feed(bytes("a\u{1B}[20")).scalars) == "a")
    let part = scanner.feed(bytes("0~b\u{1B}[31m"))
    #expect(text(part.scalars) == "\u{1B}[200~b\u{1B}[31m")
    #expect(!part.ended)
  }

  @Test("a character cut between reads arrives whole", arguments: 1..<4)
  func characterCut(at cut: Int) {
    let character = bytes("😀")
    var scanner = PasteScanner(limit: 100)
    let first = scanner.feed(bytes("x") + character[..<cut])
    #expect(text(first.scalars) == "x")
    let second = scanner.feed(Array(character[cut...]) + bytes("y"))
    #expect(text(second.scalars) == "😀y")
  }

  @Test("bytes that are not UTF-8 are U+FFFD")
  func notUTF8() {
    var scanner = PasteScanner(limit: 100)
    let part = scanner.feed([0x61, 0xFF, 0xFE, 0x62] + PasteScanner.endMarker)
    #expect(text(part.scalars) == "a\u{FFFD}\u{FFFD}b")
    #expect(part.ended)
  }

  @Test("past the limit nothing is handed on, but the end is still found")
  func limit() {
    var scanner = PasteScanner(limit: 5)
    #expect(scanner.feed(bytes("abc")).scalars.count == 3)
    #expect(text(scanner.feed(bytes("defgh")).scalars) == "de")
    let part = scanner.feed(bytes(String(repeating: "x", count: 10_000) + "\u{1B}[201~k"))
    #expect(part.scalars.isEmpty)
    #expect(part.ended)
    #expect(part.rest == bytes("k"))
    #expect(scanner.dropped == 3 + 10_000, "what was not handed on is counted")
  }

  @Test("dropped characters are counted by character, not by byte, and reported once")
  func droppedCount() {
    var scanner = PasteScanner(limit: 1)
    let part = scanner.feed(bytes("aé漢😀"))
    #expect(text(part.scalars) == "a")
    #expect(scanner.dropped == 3)
    #expect(scanner.inputs(part.scalars) == [.scalar("a"), .pasteDropped(3)])
    #expect(scanner.inputs([]) == [], "reported once")
  }

  @Test("what is held is handed on when no more comes")
  func finish() {
    var scanner = PasteScanner(limit: 100)
    _ = scanner.feed(bytes("a\u{1B}[2"))
    #expect(text(scanner.finish()) == "\u{1B}[2")
    #expect(!scanner.isHolding)
    _ = scanner.feed([0x61, 0xE6, 0x9D])
    #expect(text(scanner.finish()) == "\u{FFFD}")
  }

  @Test(
    "random pastes cut into random reads give the paste, the end and the rest", arguments: 1...6)
  func randomReads(seed: UInt64) {
    var random = SoakRandom(seed: seed)
    let pieces = ["a", "東", "😀", "\u{1B}", "\u{1B}[", "\u{1B}[20", "\u{1B}[2011", "~", "\n", "é"]
    for _ in 0..<200 {
      let content = (0..<random.below(40)).map { _ in pieces[random.below(pieces.count)] }.joined()
      let whole = bytes(content) + PasteScanner.endMarker + bytes("after")
      let limit = 1 + random.below(60)
      var scanner = PasteScanner(limit: limit)
      var scalars: [Unicode.Scalar] = []
      var rest: [UInt8] = []
      var ended = false
      var start = 0
      while start < whole.count {
        let end = min(whole.count, start + 1 + random.below(8))
        let part = scanner.feed(whole[start..<end])
        scalars += part.scalars
        if ended { rest += part.rest } else if part.ended { rest = part.rest }
        ended = ended || part.ended
        start = end
      }
      // The content itself may hold the marker: the paste ends at the first one.
      let markerAt = firstMarker(in: whole)
      #expect(ended)
      let paste = String(decoding: whole[..<markerAt], as: UTF8.self).unicodeScalars.prefix(limit)
      #expect(text(scalars) == text(Array(paste)))
      #expect(rest == Array(whole[(markerAt + PasteScanner.endMarker.count)...]))
    }
  }

  private func firstMarker(in bytes: [UInt8]) -> Int {
    let marker = PasteScanner.endMarker
    for start in 0...(bytes.count - marker.count)
    where bytes[start..<(start + marker.count)].elementsEqual(marker) {
      return start
    }
    return bytes.count
  }
}
