import DuoLayoutCore
import DuoTermInput
import FuzzSupport

/// libFuzzer target: `InputDecoder` over any bytes a terminal may send, cut into
/// reads anywhere, with a key table like the linux console's and a VT100's (ESC [ [
/// A, ESC O t). Bytes below 0x80 are those bytes; 0x80–0xF5 pick from scalars that
/// have tripped terminals up (C1 controls, combining marks, joiners, variation
/// selectors, wide and emoji characters), sent as UTF-8; the rest are a paste's
/// markers, a byte that is no UTF-8, a key's sequence, long runs, any scalar, the
/// end of a read, or a pause.
///
/// Checked: no trap; nothing typed holds a control character; a paste holds at most
/// `pasteLimit` characters, only newlines and tabs among the controls; a pause
/// ends any paste and any sequence; and the keys decoded do not depend on where the
/// reads split: the input between two pauses, decoded as the fuzzer cut it, gives
/// the same keys as decoded in one read and as decoded one input a read (typed text
/// compared as one run, since a read may cut a character from its marks).

private let scalars: [Unicode.Scalar] = [
  "\u{80}", "\u{85}", "\u{8F}", "\u{90}", "\u{98}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{9E}",
  "\u{9F}", "\u{A0}", "\u{AD}", "\u{300}", "\u{301}", "\u{36F}", "\u{200B}", "\u{200C}",
  "\u{200D}", "\u{200E}", "\u{2028}", "\u{2029}", "\u{FE0E}", "\u{FE0F}", "\u{FEFF}",
  "\u{FFFD}", "\u{1F3FB}", "\u{1F1EF}", "\u{1F1F5}", "\u{E0067}", "\u{E007F}", "é", "東",
  "京", "漢", "가", "❤", "👩", "🍳", "💻", "🌊", "⃣", "a", "[", "O", "]", "P", "_", "^", "X",
  "M", "<", "~", ";", "0", "2", "1", "\\", "\u{7}", "\u{1B}", "\u{7F}",
]

/// The table: the linux console's F1–F5, Home and back-tab, and a VT100's F6–F10.
private let table = KeyTable(
  capabilities: [
    "kf1": "\u{1B}[[A", "kf2": "\u{1B}[[B", "kf3": "\u{1B}[[C", "kf4": "\u{1B}[[D",
    "kf5": "\u{1B}[[E", "kf6": "\u{1B}Ou", "kf7": "\u{1B}Ov", "kf8": "\u{1B}Ol",
    "kf9": "\u{1B}Ow", "kf10": "\u{1B}Ox", "khome": "\u{1B}[1~", "kcbt": "\u{1B}\t",
  ].mapValues { Array($0.utf8) })

/// Keys' sequences, the table's and others.
private let sequences: [String] = [
  "\u{1B}[[A", "\u{1B}[[E", "\u{1B}Ox", "\u{1B}\t", "\u{1B}[1~", "\u{1B}[A", "\u{1B}OA",
  "\u{1B}OP", "\u{1B}[15~", "\u{1B}[1;5A", "\u{1B}[<0;3;4M", "\u{1B}[M !!", "\u{1B}[119;1:3u",
  "\u{1B}[?31u", "\u{1B}]11;rgb:0/0/0\u{7}", "\u{1B}O5P", "\u{1B}[Z",
]

private func check(_ decoded: [DecodedInput]) {
  for input in decoded {
    guard case .key(let key) = input else { continue }
    switch key {
    case .character(let character):
      for scalar in character.unicodeScalars {
        let v = scalar.value
        require(
          v >= 0x20 && v != 0x7F && !(0x80...0x9F).contains(v),
          "typed a control character: \(character.debugDescription)")
      }
    case .paste(let text, _):
      require(!text.isEmpty, "an empty paste")
      require(
        text.unicodeScalars.count <= InputDecoder.pasteLimit,
        "a paste of \(text.unicodeScalars.count) scalars")
      for scalar in text.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F {
        require(scalar == "\n" || scalar == "\t", "a paste holds \(scalar.debugDescription)")
      }
    default:
      break
    }
  }
}

/// Decoded input with typed text joined into runs.
private enum Token: Equatable {
  case text(String)
  case input(DecodedInput)
}

private func tokens(_ inputs: [DecodedInput]) -> [Token] {
  var result: [Token] = []
  var run = ""
  for input in inputs {
    switch input {
    case .key(.character(let c)): run.append(c)
    case .key(.space): run.append(" ")
    default:
      if !run.isEmpty { result.append(.text(run)) }
      run = ""
      result.append(.input(input))
    }
  }
  if !run.isEmpty { result.append(.text(run)) }
  return result
}

/// What `reads` decode to, then a pause, on a fresh decoder.
private func decode(_ reads: [[UInt8]]) -> [DecodedInput] {
  var decoder = InputDecoder(keys: table)
  var out: [DecodedInput] = []
  for read in reads {
    let decoded = decoder.decode(read)
    check(decoded)
    out += decoded
  }
  let settled = decoder.flush()
  check(settled)
  require(!decoder.isPasting, "a paste still open after a pause")
  require(decoder.deadline == nil, "something still open after a pause")
  return out + settled
}

/// The input between two pauses, decoded as cut, whole, and one input a read.
private func compareSplits(_ reads: [[UInt8]]) {
  let asCut = tokens(decode(reads))
  let all = reads.flatMap { $0 }
  let whole = tokens(decode([all]))
  require(asCut == whole, "split reads decode differently from one read:\n\(reads)")
  if all.count <= 4096 {
    let single = tokens(decode(all.map { [$0] }))
    require(single == whole, "one input a read decodes differently:\n\(all)")
  }
}

func fuzzDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var reads: [[UInt8]] = []
  var batch: [UInt8] = []
  while let byte = input.byte() {
    switch byte {
    case 0x00..<0x80:
      batch.append(byte)
    case 0x80...0xF5:
      batch += Array(String(scalars[Int(byte - 0x80) % scalars.count]).utf8)
    case 0xF6:
      batch += Array("\u{1B}[200~".utf8)
    case 0xF7:
      batch += Array("\u{1B}[201~".utf8)
    case 0xF8:
      // A byte that is no UTF-8 here: a stray continuation, a lead, or never one.
      batch.append(0x80 | (input.byte() ?? 0))
    case 0xF9:
      batch += Array(sequences[input.int(below: sequences.count)].utf8)
    case 0xFA:
      // Many copies of the next byte: long pastes, long runs of text, long
      // sequences.
      let count = input.int(below: 256) * 100
      batch += repeatElement(input.byte() ?? 0x61, count: count)
    case 0xFB:
      // Any scalar, from three bytes.
      let value =
        (UInt32(input.byte() ?? 0) << 16 | UInt32(input.byte() ?? 0) << 8
          | UInt32(input.byte() ?? 0)) % 0x11_0000
      if let scalar = Unicode.Scalar(value) { batch += Array(String(scalar).utf8) }
    case 0xFC, 0xFD:
      // The end of a read.
      reads.append(batch)
      batch = []
    default:
      // The end of a read, then a pause: what is open is settled.
      reads.append(batch)
      batch = []
      compareSplits(reads)
      reads = []
    }
  }
  reads.append(batch)
  compareSplits(reads)
  return 0
}

@main
enum DecoderFuzz {
  static func main() { runFuzzer { fuzzDecoder($0, $1) } }
}
