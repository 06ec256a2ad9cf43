import DuoLayoutCore

/// Turns raw terminal input into keys. Pure, so it can be tested and fuzzed:
///
/// - Printable characters are grouped into graphemes (a letter and its combining
///   marks are one character).
/// - Control bytes become Ctrl keys, Tab, Enter or Backspace; the rest are dropped.
/// - An escape sequence ncurses did not recognise (ESC then `[` or `O` and the rest
///   of a CSI or SS3 sequence, a control string such as a title or colour report
///   up to its BEL or ST, a mouse report, or ESC and one character; their 8-bit
///   forms too) is never typed as text. A CSI that is a key is read whole
///   (`KeySequence`): a key DuoTerm knows, a key it has no binding for, named for
///   the status line (`Ctrl-Up`, and ESC and a character is Alt and it), the kitty
///   keyboard protocol's presses and releases, and its answer to `CSI ? u`; the
///   rest is dropped. A lone ESC is the Esc key.
/// - A bracketed paste is collected into one `.paste` key, at most `pasteLimit`
///   characters (the rest is counted, so the field can say what did not fit).
///
/// A read may end anywhere: in the middle of a sequence (over SSH a sequence split
/// across packets is ordinary, and ncurses hands over what it has), of a control
/// string however long, of a paste or of its end marker. What is left is carried
/// to the next read, so the keys decoded do not depend on where reads split (only
/// where a character's marks are cut from it: they are typed after it and join it
/// in the draft). Nothing of a sequence is kept but where in it the decoder is, so
/// memory stays bounded: a 50 KB title or a CSI of 10,000 parameters is skipped,
/// not stored. When input pauses past `deadline`, `flush(at:)` settles what is
/// left: a lone ESC is the Esc key, a sequence cut short is dropped, a paste whose
/// end marker never came ends, so keys after it still arrive.
///
/// A sequence may also be split by more than the Esc delay (a slow SSH link, a
/// loaded machine): ESC, taken as the Esc key once the delay passed, then
/// `[<0;130;43M` 100 ms later. For `lateWindow` after a lone Esc, a `[` or `O` is
/// held: if what follows completes a mouse report or a key's CSI or SS3 sequence,
/// all of it is dropped, never typed; anything else is typed as it came.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode([.scalar("e"), .scalar("\u{301}"), .scalar("\u{1B}")], at: 0)
/// // [.key(.character("é"))]: the ESC may start a sequence
/// decoder.deadline       // 0.025
/// decoder.flush(at: 0.03)  // [.key(.escape)]
/// ```
public struct InputDecoder {
  /// The most characters one paste keeps.
  public static let pasteLimit = 65_536

  /// How long input may pause inside an escape sequence before what came is
  /// taken as it stands: ncurses's Esc delay (`set_escdelay`), so a lone Esc waits
  /// as long here as there.
  public static let escapeDelay = 0.025

  /// How long after a lone Esc the rest of its sequence may still come: it is then
  /// dropped whole. Basis: design (a slow link's 300 ms, with room; a person does
  /// not type Esc and then a key's whole sequence this fast).
  public static let lateWindow = 0.5

  /// How long a paste may pause before it is taken as ended.
  public static let pastePause = 0.5

  /// Where in an escape sequence the input is.
  private enum Sequence: Equatable {
    /// Not in one.
    case none
    /// Just after ESC.
    case escape
    /// A CSI: `parameters` holds its parameter and intermediate bytes (at most
    /// `Sequence.kept`, enough to read a key); `length` counts all.
    case csi(parameters: [UInt8], length: Int)
    /// An old-form mouse report (CSI M) and how many of its three bytes are to come.
    case mouse(remaining: Int)
    /// An SS3 sequence: parameter bytes, then one final character.
    case ss3
    /// A control string (OSC, DCS, SOS, PM, APC) up to BEL or ST; `escape` when its
    /// last character was an ESC, which may start its ST (ESC \).
    case controlString(escape: Bool)

    /// The most CSI parameter bytes kept: enough for any key the keyboard sends
    /// (`CSI 57399;8:3;57399u`); a longer sequence is skipped, not read.
    static let kept = 32
  }

  private var sequence = Sequence.none

  public private(set) var paste: String? = nil
  private var pasteCount = 0
  /// Characters of the paste past `pasteLimit`: counted, not kept.
  private var pasteDropped = 0
  /// The last pasted scalar was a carriage return: a line feed right after it ends
  /// the same line (CR LF is one newline, not two).
  private var pasteEndedLineWithCR = false
  /// How much of the paste end marker (ESC [ 2 0 1 ~) the last pasted scalars were,
  /// when ncurses handed it over as characters.
  private var pasteMarkerMatched = 0
  private static let pasteEndMarker: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]

  /// When the last input came, for `deadline`.
  private var lastInput = 0.0

  /// Until when, after a lone Esc was settled, a `[` or `O` may start the rest of
  /// its sequence; nil once anything else came.
  private var lateUntil: Double? = nil
  /// The characters of a sequence that may have come late (`lateWindow`): dropped
  /// when they complete one, typed when they turn out to be text.
  private var late: [Unicode.Scalar]? = nil

  /// True while a paste has started and not ended.
  public var isPasting: Bool { paste != nil }

  public init() {}

  /// When `flush(at:)` settles what the last read left open, if no input comes
  /// first: `escapeDelay` after it inside a sequence, `pastePause` in a paste; nil
  /// when nothing is open. The loop waits no longer than this.
  public var deadline: Double? {
    if isPasting { return lastInput + InputDecoder.pastePause }
    if late != nil { return lastInput + InputDecoder.lateWindow }
    return sequence == .none ? nil : lastInput + InputDecoder.escapeDelay
  }

  /// Decodes one read that came at `time` (seconds, any clock the caller keeps).
  public mutating func decode(_ batch: [RawInput], at time: Double) -> [DecodedInput] {
    if !batch.isEmpty {
      if let until = lateUntil, time > until { lateUntil = nil }
      lastInput = time
    }
    return decode(batch)
  }

  /// Decodes one read.
  public mutating func decode(_ batch: [RawInput]) -> [DecodedInput] {
    var out = Output()
    for item in batch { feed(item, into: &out) }
    return out.finish()
  }

  /// Settles what is open if input has paused until `deadline`; nothing otherwise.
  public mutating func flush(at time: Double) -> [DecodedInput] {
    guard let deadline, time >= deadline else { return [] }
    return flush()
  }

  /// Settles what is open now, as when input pauses: a lone ESC (or one that
  /// followed a control string) is the Esc key, a sequence cut short is dropped,
  /// a paste ends with its text so far.
  public mutating func flush() -> [DecodedInput] {
    var out = Output()
    if isPasting {
      unmatchPasteMarker()
      finishPaste(into: &out)
    }
    switch sequence {
    case .escape, .controlString(escape: true):
      out.append(.key(.escape))
      lateUntil = lastInput + InputDecoder.escapeDelay + InputDecoder.lateWindow
    default: break
    }
    endLate(recognized: false, into: &out)
    sequence = .none
    return out.finish()
  }

  /// What one read decodes to, with typed text gathered into graphemes.
  private struct Output {
    var inputs: [DecodedInput] = []
    var text = String.UnicodeScalarView()

    mutating func append(_ input: DecodedInput) {
      flushText()
      inputs.append(input)
    }

    mutating func flushText() {
      guard !text.isEmpty else { return }
      inputs += String(text).map { .key($0 == " " ? .space : .character($0)) }
      text = String.UnicodeScalarView()
    }

    mutating func finish() -> [DecodedInput] {
      flushText()
      return inputs
    }
  }

  private mutating func feed(_ item: RawInput, into out: inout Output) {
    // A new size is not part of the input stream: it passes through anything.
    if item == .resize {
      out.append(.resize)
      return
    }
    if isPasting {
      feedPaste(item, into: &out)
      return
    }
    if lateUntil != nil {
      lateUntil = nil
      if case .scalar(let s) = item, s == "[" || s == "O", sequence == .none {
        late = [s]
        begin(after: s)
        return
      }
    }
    switch sequence {
    case .none: feedText(item, into: &out)
    case .escape: feedEscape(item, into: &out)
    case .csi(let parameters, let length): feedCSI(item, parameters, length, into: &out)
    case .mouse(let remaining):
      guard case .scalar(let s) = item else { return refeed(item, into: &out) }
      late?.append(s)
      sequence = remaining > 1 ? .mouse(remaining: remaining - 1) : .none
      if sequence == .none { endLate(recognized: true, into: &out) }
    case .ss3:
      guard case .scalar(let s) = item, (0x20...0x7E).contains(s.value) else {
        return refeed(item, into: &out)
      }
      late?.append(s)
      // Parameter bytes (ESC O 5 P) go on; anything else printable ends it.
      if !(0x30...0x3F).contains(s.value) {
        sequence = .none
        endLate(recognized: "ABCDFHPQRS".unicodeScalars.contains(s), into: &out)
      }
    case .controlString(let escape): feedControlString(item, escape: escape, into: &out)
    }
  }

  /// Ends the sequence under way (cut short by `item`) and decodes `item` afresh.
  private mutating func refeed(_ item: RawInput, into out: inout Output) {
    sequence = .none
    endLate(recognized: false, into: &out)
    feed(item, into: &out)
  }

  private mutating func feedText(_ item: RawInput, into out: inout Output) {
    switch item {
    case .pasteStart: startPaste(into: &out)
    case .pasteEnd, .pasteDropped, .resize: break
    case .key(let key): out.append(.key(key))
    case .unbound(let name): out.append(.unbound(name))
    case .scalar(let scalar):
      if scalar.value == 0x1B {
        out.flushText()
        sequence = .escape
      } else if let introducer = InputDecoder.eightBitIntroducers[scalar.value] {
        out.flushText()
        begin(after: introducer)
      } else if let key = controlKey(scalar) {
        if let key { out.append(.key(key)) } else { out.flushText() }
      } else {
        out.text.append(scalar)
      }
    }
  }

  private mutating func feedEscape(_ item: RawInput, into out: inout Output) {
    guard case .scalar(let next) = item else {
      // ESC before a key ncurses decoded (or a paste): Esc, then that.
      out.append(.key(.escape))
      return refeed(item, into: &out)
    }
    if next == "\u{1B}" {
      // ESC ESC: the first is a lone Esc; the second may start a sequence.
      out.append(.key(.escape))
      return
    }
    // ESC and one printable character is Alt and that key: not a DuoTerm key, so
    // named for the status line, never typed.
    if !"[O]PX^_".unicodeScalars.contains(next), next.value >= 0x20, next.value != 0x7F,
      !(0x80...0x9F).contains(next.value)
    {
      out.append(.unbound(KeySequence.name(String(next).uppercased(), modifiers: 2)))
    }
    begin(after: next)
  }

  /// Starts the sequence whose introducer (the character after ESC) is `introducer`.
  private mutating func begin(after introducer: Unicode.Scalar) {
    switch introducer {
    case "[": sequence = .csi(parameters: [], length: 0)
    case "O": sequence = .ss3
    case "]", "P", "X", "^", "_": sequence = .controlString(escape: false)
    default: sequence = .none
    }
  }

  /// CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte. A
  /// mouse report in the old form, CSI M with no parameters, carries three bytes
  /// more. A paste marker ncurses did not see whole (CSI 200~, CSI 201~) starts or
  /// ends a paste. Anything else cuts the sequence short and is decoded again.
  private mutating func feedCSI(
    _ item: RawInput, _ parameters: [UInt8], _ length: Int, into out: inout Output
  ) {
    guard case .scalar(let s) = item, (0x20...0x7E).contains(s.value) else {
      return refeed(item, into: &out)
    }
    if late != nil {
      // Past what a key or a report holds: not a late sequence, typed as it came.
      guard length < Sequence.kept else { return refeed(item, into: &out) }
      late?.append(s)
    }
    guard (0x40...0x7E).contains(s.value) else {
      let kept = parameters.count < Sequence.kept ? parameters + [UInt8(s.value)] : parameters
      sequence = .csi(parameters: kept, length: length + 1)
      return
    }
    sequence = .none
    var input: DecodedInput? = nil
    if s == "M", length == 0 {
      sequence = .mouse(remaining: 3)
      return
    } else if s == "~", length == 3, parameters == Array("200".utf8) {
      late = nil
      startPaste(into: &out)
    } else if length <= Sequence.kept,
      let report = MouseReport(parameters: parameters, final: UInt8(s.value))
    {
      input = .mouse(report)
    } else if length <= Sequence.kept {
      input = KeySequence.decode(parameters: parameters, final: UInt8(s.value))
    }
    if late != nil { return endLate(recognized: input != nil, into: &out) }
    if let input { out.append(input) }
  }

  /// Ends a sequence that may have come late: dropped whole when it was one,
  /// else its characters are typed.
  private mutating func endLate(recognized: Bool, into out: inout Output) {
    guard let text = late else { return }
    late = nil
    if !recognized { out.text.append(contentsOf: text) }
  }

  /// A control string (a title, a colour report) up to its end, BEL or ST (ESC \
  /// or U+009C), all dropped. Another ESC starts what follows; a key ncurses
  /// decoded cuts the string short and is decoded again.
  private mutating func feedControlString(
    _ item: RawInput, escape: Bool, into out: inout Output
  ) {
    guard case .scalar(let s) = item else {
      if escape { out.append(.key(.escape)) }
      return refeed(item, into: &out)
    }
    if escape {
      if s == "\\" {
        sequence = .none
      } else {
        sequence = .escape
        feed(item, into: &out)
      }
      return
    }
    switch s.value {
    case 0x07, 0x9C: sequence = .none
    case 0x1B: sequence = .controlString(escape: true)
    default: break
    }
  }

  // MARK: - Paste

  private mutating func startPaste(into out: inout Output) {
    out.flushText()
    paste = ""
    pasteCount = 0
    pasteDropped = 0
    pasteEndedLineWithCR = false
    pasteMarkerMatched = 0
  }

  private mutating func feedPaste(_ item: RawInput, into out: inout Output) {
    switch item {
    case .scalar(let scalar):
      // The end marker as characters, however the reads cut it.
      if scalar == InputDecoder.pasteEndMarker[pasteMarkerMatched] {
        pasteMarkerMatched += 1
        if pasteMarkerMatched == InputDecoder.pasteEndMarker.count {
          pasteMarkerMatched = 0
          finishPaste(into: &out)
        }
        return
      }
      unmatchPasteMarker()
      if scalar == InputDecoder.pasteEndMarker[0] {
        pasteMarkerMatched = 1
      } else {
        appendToPaste(scalar)
      }
    case .pasteEnd:
      unmatchPasteMarker()
      finishPaste(into: &out)
    case .pasteDropped(let count):
      pasteDropped += count
    case .key, .unbound, .pasteStart, .resize:
      break
    }
  }

  /// The characters held as a possible end marker were text after all.
  private mutating func unmatchPasteMarker() {
    for scalar in InputDecoder.pasteEndMarker.prefix(pasteMarkerMatched) {
      appendToPaste(scalar)
    }
    pasteMarkerMatched = 0
  }

  private mutating func appendToPaste(_ scalar: Unicode.Scalar) {
    guard pasteCount < InputDecoder.pasteLimit else {
      pasteDropped += 1
      return
    }
    // Pasted text keeps newlines and tabs; other control characters are dropped.
    if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" { return }
    if scalar.value == 0x7F { return }
    defer { pasteEndedLineWithCR = scalar == "\r" }
    if scalar == "\n" && pasteEndedLineWithCR { return }
    paste!.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
    pasteCount += 1
  }

  private mutating func finishPaste(into out: inout Output) {
    defer {
      paste = nil
      pasteCount = 0
      pasteDropped = 0
    }
    guard let text = paste, !text.isEmpty else { return }
    out.append(.key(.paste(text, dropped: pasteDropped)))
  }

  // MARK: - Control characters

  /// The key a control scalar stands for: `.some(nil)` to drop it, nil when the
  /// scalar is printable.
  private func controlKey(_ scalar: Unicode.Scalar) -> Key?? {
    switch scalar.value {
    case 0x09: return .some(.tab)
    case 0x0A, 0x0D: return .some(.enter)
    case 0x08, 0x7F: return .some(.backspace)
    case 0x01...0x1A:
      return .some(.control(Character(Unicode.Scalar(scalar.value + 0x60)!)))
    case 0x1C: return .some(.control("\\"))
    case 0x1D: return .some(.control("]"))
    case 0x00, 0x1E...0x1F, 0x80...0x9F: return .some(nil)
    default: return nil
    }
  }

  /// The 8-bit forms of CSI, SS3 and the control strings (DCS, SOS, OSC, PM, APC),
  /// by the letter that follows ESC in their 7-bit form.
  private static let eightBitIntroducers: [UInt32: Unicode.Scalar] = [
    0x9B: "[", 0x8F: "O", 0x90: "P", 0x98: "X", 0x9D: "]", 0x9E: "^", 0x9F: "_",
  ]
}
