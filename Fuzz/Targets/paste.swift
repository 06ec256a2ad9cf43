import DuoTermInput
import FuzzSupport

/// libFuzzer target: `PasteScanner` over any bytes, cut into reads anywhere (the
/// first byte picks the limit, the second how the reads are cut).
///
/// Checked against reading the bytes whole: no trap; the scalars handed on are
/// the paste up to its first end marker, decoded, cut to the limit; the bytes after
/// the marker come back as the rest; with no marker, `finish()` hands on the rest.
func fuzzPaste(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let limit = 1 + input.int(below: 256)
  var cuts = UInt32(input.byte() ?? 0) | 1
  let stream = input.rest()
  var scanner = PasteScanner(limit: limit)
  var scalars: [Unicode.Scalar] = []
  var rest: [UInt8] = []
  var ended = false
  var start = 0
  while start < stream.count {
    cuts = cuts &* 1_103_515_245 &+ 12_345
    let end = min(stream.count, start + 1 + Int(cuts >> 16) % 24)
    let part = scanner.feed(stream[start..<end])
    scalars += part.scalars
    if ended {
      require(part.scalars.isEmpty && !part.ended, "more after the end")
      rest += part.rest
    } else if part.ended {
      ended = true
      rest = part.rest
    }
    start = end
  }
  if !ended { scalars += scanner.finish() }

  let marker = PasteScanner.endMarker
  var markerAt: Int? = nil
  if stream.count >= marker.count {
    for index in 0...(stream.count - marker.count)
    where stream[index..<(index + marker.count)].elementsEqual(marker) {
      markerAt = index
      break
    }
  }
  require(ended == (markerAt != nil), "ended \(ended), marker at \(String(describing: markerAt))")
  let paste = stream[..<(markerAt ?? stream.count)]
  let expected = Array(String(decoding: paste, as: UTF8.self).unicodeScalars.prefix(limit))
  require(scalars == expected, "handed on \(scalars.count) scalars, expected \(expected.count)")
  if let markerAt {
    require(rest == Array(stream[(markerAt + marker.count)...]), "the rest differs")
  }
  return 0
}

@main
enum PasteFuzz {
  static func main() { runFuzzer { fuzzPaste($0, $1) } }
}
