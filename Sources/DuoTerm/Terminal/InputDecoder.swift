import DuoLayoutCore

/// Turns raw terminal input into keys. Pure, so it can be tested and fuzzed:
///
/// - Printable characters are grouped into graphemes (a letter and its combining
///   marks are one character).
/// - Control bytes become Ctrl keys, Tab, Enter or Backspace; the rest are dropped.
/// - An escape sequence ncurses did not recognise (ESC then `[` or `O` and the rest
///   of a CSI or SS3 sequence, or ESC and one character) is dropped whole: it is
///   never typed as text. A lone ESC at the end of a read is the Esc key.
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

  /// True while a paste has started and not ended.
  var isPasting: Bool { paste != nil }

  mutating func decode(_ batch: [RawInput]) -> [DecodedInput] {
    var out: [DecodedInput] = []
    var text = String.UnicodeScalarView()
    func flushText() {
      guard !text.isEmpty else { return }
      out += String(text).map { .key(.character($0)) }
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

  /// Skips what follows an ESC at `start - 1`. Returns the index after it. A lone
  /// ESC (nothing after it in this read) is the Esc key.
  private func skipEscapeSequence(_ batch: [RawInput], from start: Int, out: inout [DecodedInput])
    -> Int
  {
    guard start < batch.count, case .scalar(let next) = batch[start] else {
      out.append(.key(.escape))
      return start
    }
    var index = start + 1
    switch next {
    case "[":
      // CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte.
      while index < batch.count, case .scalar(let s) = batch[index] {
        index += 1
        if (0x40...0x7E).contains(s.value) { break }
        if !(0x20...0x3F).contains(s.value) { return index - 1 }
      }
      return index
    case "O":
      // SS3: one more byte.
      return min(batch.count, index + 1)
    case "\u{1B}":
      // ESC ESC: the first is a lone Esc; decode the second again.
      out.append(.key(.escape))
      return start
    default:
      // ESC and one character (Alt-x): not a DuoTerm key; dropped, not typed.
      return index
    }
  }
}
