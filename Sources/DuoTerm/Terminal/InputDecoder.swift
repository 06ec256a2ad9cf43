import DuoLayoutCore

/// Turns raw terminal input into keys. Pure, so it can be tested and fuzzed:
///
/// - Printable characters are grouped into graphemes (a letter and its combining
///   marks are one character).
/// - Control bytes become Ctrl keys, Tab, Enter or Backspace; the rest are dropped.
/// - An escape sequence ncurses did not recognise (ESC then `[` or `O` and the rest
///   of a CSI or SS3 sequence, a control string such as a title or colour report
///   up to its BEL or ST, a mouse report, or ESC and one character; their 8-bit
///   forms too) is dropped whole: it is never typed as text. A lone ESC at the end
///   of a read is the Esc key.
/// - A bracketed paste is collected into one `.paste` key, at most `pasteLimit`
///   characters (the rest is dropped). A paste whose end marker never comes ends
///   when input pauses (`flush()`), so keys after it still arrive.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode([.scalar("e"), .scalar("\u{301}"), .scalar("\u{1B}")])
/// // [.key(.character("é")), .key(.escape)]
/// ```
struct InputDecoder {
  /// The most characters one paste keeps.
  static let pasteLimit = 65_536

  private(set) var paste: String? = nil
  private var pasteCount = 0
  /// The last pasted scalar was a carriage return: a line feed right after it ends
  /// the same line (CR LF is one newline, not two).
  private var pasteEndedLineWithCR = false

  /// True while a paste has started and not ended.
  var isPasting: Bool { paste != nil }

  mutating func decode(_ batch: [RawInput]) -> [DecodedInput] {
    var out: [DecodedInput] = []
    var text = String.UnicodeScalarView()
    func flushText() {
      guard !text.isEmpty else { return }
      out += String(text).map { .key($0 == " " ? .space : .character($0)) }
      text = String.UnicodeScalarView()
    }
    var index = 0
    while index < batch.count {
      let item = batch[index]
      index += 1
      if paste != nil {
        switch item {
        case .scalar(let scalar): appendToPaste(scalar)
        case .pasteEnd:
          if let done = finishPaste() { out.append(.key(done)) }
        case .resize: out.append(.resize)
        case .key, .pasteStart: break
        }
        continue
      }
      switch item {
      case .pasteStart:
        flushText()
        paste = ""
        pasteCount = 0
        pasteEndedLineWithCR = false
      case .pasteEnd:
        break
      case .resize:
        flushText()
        out.append(.resize)
      case .key(let key):
        flushText()
        out.append(.key(key))
      case .scalar(let scalar):
        if scalar.value == 0x1B {
          flushText()
          index = skipEscapeSequence(batch, from: index, out: &out)
        } else if let introducer = InputDecoder.eightBitIntroducers[scalar.value] {
          flushText()
          index = skipSequence(after: introducer, batch, from: index)
        } else if let key = controlKey(scalar) {
          flushText()
          if let key { out.append(.key(key)) }
        } else {
          text.append(scalar)
        }
      }
    }
    flushText()
    return out
  }

  /// Ends a paste that never got its end marker (input paused): its text so far.
  mutating func flush() -> [DecodedInput] {
    guard paste != nil, let done = finishPaste() else { return [] }
    return [.key(done)]
  }

  private mutating func appendToPaste(_ scalar: Unicode.Scalar) {
    guard pasteCount < InputDecoder.pasteLimit else { return }
    // Pasted text keeps newlines and tabs; other control characters are dropped.
    if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" { return }
    if scalar.value == 0x7F { return }
    defer { pasteEndedLineWithCR = scalar == "\r" }
    if scalar == "\n" && pasteEndedLineWithCR { return }
    paste!.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
    pasteCount += 1
  }

  private mutating func finishPaste() -> Key? {
    defer {
      paste = nil
      pasteCount = 0
    }
    guard let text = paste, !text.isEmpty else { return nil }
    return .paste(text)
  }

  /// The key a control scalar stands for: `.some(nil)` to drop it, nil when the
  /// scalar is printable.
  private func controlKey(_ scalar: Unicode.Scalar) -> Key?? {
    switch scalar.value {
    case 0x09: return .some(.tab)
    case 0x0A, 0x0D: return .some(.enter)
    case 0x08, 0x7F: return .some(.backspace)
    case 0x01...0x1A:
      return .some(.control(Character(Unicode.Scalar(scalar.value + 0x60)!)))
    case 0x00, 0x1C...0x1F, 0x80...0x9F: return .some(nil)
    default: return nil
    }
  }

  /// The 8-bit forms of CSI, SS3 and the control strings (DCS, SOS, OSC, PM, APC),
  /// by the letter that follows ESC in their 7-bit form.
  private static let eightBitIntroducers: [UInt32: Unicode.Scalar] = [
    0x9B: "[", 0x8F: "O", 0x90: "P", 0x98: "X", 0x9D: "]", 0x9E: "^", 0x9F: "_",
  ]

  /// Skips what follows an ESC at `start - 1`. Returns the index after it. A lone
  /// ESC (nothing after it in this read) is the Esc key.
  private func skipEscapeSequence(_ batch: [RawInput], from start: Int, out: inout [DecodedInput])
    -> Int
  {
    guard start < batch.count, case .scalar(let next) = batch[start] else {
      out.append(.key(.escape))
      return start
    }
    if next == "\u{1B}" {
      // ESC ESC: the first is a lone Esc; decode the second again.
      out.append(.key(.escape))
      return start
    }
    return skipSequence(after: next, batch, from: start + 1)
  }

  /// Skips the rest of a sequence whose introducer (the character after ESC) came
  /// just before `start`. Returns the index after it.
  private func skipSequence(after introducer: Unicode.Scalar, _ batch: [RawInput], from start: Int)
    -> Int
  {
    switch introducer {
    case "[":
      return skipControlSequence(batch, from: start)
    case "O":
      // SS3: a modifier's parameter bytes (ESC O 5 P), then one final character.
      var index = start
      while index < batch.count, case .scalar(let s) = batch[index] {
        guard (0x20...0x7E).contains(s.value) else { return index }
        index += 1
        if !(0x30...0x3F).contains(s.value) { break }
      }
      return index
    case "]", "P", "X", "^", "_":
      return skipControlString(batch, from: start)
    default:
      // ESC and one character (Alt-x): not a DuoTerm key; dropped, not typed.
      return start
    }
  }

  /// CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte. A
  /// mouse report in the old form, CSI M with no parameters, carries three bytes
  /// more. Anything else cuts the sequence short and is decoded again.
  private func skipControlSequence(_ batch: [RawInput], from start: Int) -> Int {
    var index = start
    while index < batch.count, case .scalar(let s) = batch[index] {
      if (0x40...0x7E).contains(s.value) {
        index += 1
        guard s == "M", index == start + 1 else { return index }
        var extra = 0
        while extra < 3, index < batch.count, case .scalar = batch[index] {
          index += 1
          extra += 1
        }
        return index
      }
      guard (0x20...0x3F).contains(s.value) else { return index }
      index += 1
    }
    return index
  }

  /// A control string (OSC, DCS, SOS, PM, APC: a title, a colour report) up to its
  /// end, BEL or ST (ESC \ or U+009C), all dropped. Another ESC, or a key ncurses
  /// decoded, cuts it short and is decoded again; with no end in this read, the
  /// rest of the read goes with it.
  private func skipControlString(_ batch: [RawInput], from start: Int) -> Int {
    var index = start
    while index < batch.count, case .scalar(let s) = batch[index] {
      switch s.value {
      case 0x07, 0x9C:
        return index + 1
      case 0x1B:
        if index + 1 < batch.count, case .scalar("\\") = batch[index + 1] { return index + 2 }
        return index
      default:
        index += 1
      }
    }
    return index
  }
}
