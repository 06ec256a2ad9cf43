import DuoLayoutCore

/// Turns the bytes the terminal sends into keys: the one parser of DuoTerm's input
/// (ncurses only draws). Pure, so it can be tested and fuzzed:
///
/// - Bytes are UTF-8; printable characters are grouped into graphemes (a letter
///   and its combining marks are one character). A byte that is not UTF-8 is
///   dropped (in a paste it is U+FFFD, as a terminal shows it).
/// - Control bytes become Ctrl keys, Tab, Enter or Backspace; the rest are dropped.
/// - An escape sequence (ESC then `[` or `O` and the rest of a CSI or SS3 sequence,
///   a control string such as a title or colour report up to its BEL or ST, a
///   mouse report, or ESC and one character; their 8-bit forms too) is never typed
///   as text. A sequence the terminal's description lists (`KeyTable`, from
///   terminfo: the linux console's F1 is `ESC [ [ A`) is that key; a CSI or SS3
///   key is read whole (`KeySequence`): a key DuoTerm knows, a key it has no
///   binding for, named for the status line (`Ctrl-Up`, and ESC and a character
///   is Alt and it), the kitty keyboard protocol's presses and releases, and its
///   answer to `CSI ? u`; mouse reports (`MouseReport`); the rest is dropped. A
///   lone ESC is the Esc key.
/// - A bracketed paste (`CSI 200~` … `CSI 201~`) is collected into one `.paste`
///   key, at most `pasteLimit` characters (the rest is counted, so the field can
///   say what did not fit).
///
/// A read may end anywhere: in the middle of a character, of a sequence (over SSH
/// a sequence split across packets is ordinary), of a control string however
/// long, of a paste or of its end marker. What is left is carried to the next
/// read, so the keys decoded do not depend on where reads split (only where a
/// character's marks are cut from it: they are typed after it and join it in the
/// draft). Nothing of a sequence is kept but where in it the decoder is, so memory
/// stays bounded: a 50 KB title or a CSI of 10,000 parameters is skipped, not
/// stored. When input pauses past `deadline`, `flush(at:)` settles what is left: a
/// lone ESC is the Esc key, a sequence cut short is dropped, a paste whose end
/// marker never came ends, so keys after it still arrive.
///
/// A sequence may also be split by more than the Esc delay (a slow SSH link, a
/// loaded machine): ESC, taken as the Esc key once the delay passed, then
/// `[<0;130;43M` 100 ms later. For `lateWindow` after a lone Esc, a `[` or `O` is
/// held: if what follows completes a mouse report or a key's sequence, all of it
/// is dropped, never typed; anything else is typed as it came.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("e\u{301}\u{1B}".utf8), at: 0)
/// // [.key(.character("é"))]: the ESC may start a sequence
/// decoder.deadline       // 0.025
/// decoder.flush(at: 0.03)  // [.key(.escape)]
/// ```
public struct InputDecoder {
  /// The most characters one paste keeps.
  public static let pasteLimit = 65_536

  /// How long input may pause inside an escape sequence (or a character) before
  /// what came is taken as it stands: how long a lone Esc waits to be the Esc key.
  /// The one Esc delay of DuoTerm (ncurses reads no key). Basis: design (ncurses's
  /// own `ESCDELAY` is 1000 ms, too slow to feel; a sequence's bytes come in one
  /// write, and 25 ms is several round trips of a local link).
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
    /// An SS3 sequence: parameter bytes (at most `Sequence.kept`), then one final
    /// character.
    case ss3(parameters: [UInt8])
    /// A control string (OSC, DCS, SOS, PM, APC) up to BEL or ST; `escape` when its
    /// last character was an ESC, which may start its ST (ESC \).
    case controlString(escape: Bool)

    /// The most CSI parameter bytes kept: enough for any key the keyboard sends
    /// (`CSI 57399;8:3;57399u`); a longer sequence is skipped, not read.
    static let kept = 32
  }

  private var sequence = Sequence.none

  /// The terminal's own key sequences.
  private let keys: KeyTable
  /// The bytes after an ESC while they are the start of a sequence of `keys`, as
  /// their `KeyTable.code`, and how many: the grammar waits at `.escape`
  /// meanwhile, and reads them from the start if they leave the table.
  private var keyMatch: UInt64? = nil
  private var keyMatchLength = 0

  /// The first bytes of a UTF-8 character the last read cut, and how many bytes
  /// it has in all.
  private var partial: [UInt8] = []
  private var partialLength = 0

  public private(set) var paste: String? = nil
  private var pasteCount = 0
  /// Characters of the paste past `pasteLimit`: counted, not kept.
  private var pasteDropped = 0
  /// The last pasted scalar was a carriage return: a line feed right after it ends
  /// the same line (CR LF is one newline, not two).
  private var pasteEndedLineWithCR = false
  /// How much of the paste end marker (ESC [ 2 0 1 ~) the last pasted scalars were.
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

  /// A decoder for a terminal whose description lists `keys`.
  public init(keys: KeyTable = KeyTable()) {
    self.keys = keys
  }

  /// When `flush(at:)` settles what the last read left open, if no input comes
  /// first: `escapeDelay` after it inside a sequence or a character, `pastePause`
  /// in a paste; nil when nothing is open. The loop waits no longer than this.
  public var deadline: Double? {
    if isPasting { return lastInput + InputDecoder.pastePause }
    if late != nil { return lastInput + InputDecoder.lateWindow }
    return sequence == .none && partial.isEmpty ? nil : lastInput + InputDecoder.escapeDelay
  }

  /// Decodes one read that came at `time` (seconds, any clock the caller keeps).
  public mutating func decode(_ bytes: some Collection<UInt8>, at time: Double) -> [DecodedInput] {
    if !bytes.isEmpty {
      if let until = lateUntil, time > until { lateUntil = nil }
      lastInput = time
    }
    return decode(bytes)
  }

  /// Decodes one read.
  public mutating func decode(_ bytes: some Collection<UInt8>) -> [DecodedInput] {
    var out = Output()
    for byte in bytes { take(byte, into: &out) }
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
    if !partial.isEmpty {
      partial = []
      notUTF8(into: &out)
    }
    settleKeyMatch(into: &out)
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

  // MARK: - Bytes

  /// One byte: a character once its UTF-8 bytes are all in.
  private mutating func take(_ byte: UInt8, into out: inout Output) {
    if case .mouse = sequence, partial.isEmpty {
      // An old-form mouse report's three bytes are bytes, not UTF-8 (32 + column).
      return feedMouse(Unicode.Scalar(byte), into: &out)
    }
    if !partial.isEmpty {
      if byte & 0xC0 == 0x80 {
        partial.append(byte)
        guard partial.count == partialLength else { return }
        let scalar = InputDecoder.scalar(partial)
        partial = []
        if let scalar { feed(scalar, into: &out) } else { notUTF8(into: &out) }
        return
      }
      partial = []
      notUTF8(into: &out)
    }
    switch byte {
    case 0..<0x80: feed(Unicode.Scalar(byte), into: &out)
    case 0xC2...0xDF: startCharacter(byte, length: 2)
    case 0xE0...0xEF: startCharacter(byte, length: 3)
    case 0xF0...0xF4: startCharacter(byte, length: 4)
    default: notUTF8(into: &out)
    }
  }

  private mutating func startCharacter(_ lead: UInt8, length: Int) {
    partial = [lead]
    partialLength = length
  }

  /// Bytes that are no UTF-8 character: U+FFFD in a paste, else nothing.
  private mutating func notUTF8(into out: inout Output) {
    if isPasting { feedPaste("\u{FFFD}", into: &out) }
  }

  /// The scalar of a whole UTF-8 character, or nil when it is an overlong form or
  /// a surrogate.
  private static func scalar(_ bytes: [UInt8]) -> Unicode.Scalar? {
    var value = UInt32(bytes[0]) & (0x7F >> bytes.count)
    for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
    let least: UInt32 = [0, 0, 0x80, 0x800, 0x1_0000][bytes.count]
    return value < least ? nil : Unicode.Scalar(value)
  }

  // MARK: - Characters

  private mutating func feed(_ s: Unicode.Scalar, into out: inout Output) {
    if isPasting {
      feedPaste(s, into: &out)
      return
    }
    if lateUntil != nil {
      lateUntil = nil
      if s == "[" || s == "O", sequence == .none {
        late = [s]
        startEscape()
        return feed(s, into: &out)
      }
    }
    if keyMatch != nil { return feedKey(s, into: &out) }
    switch sequence {
    case .none: feedText(s, into: &out)
    case .escape: feedEscape(s, into: &out)
    case .csi(let parameters, let length): feedCSI(s, parameters, length, into: &out)
    case .mouse: feedMouse(s, into: &out)
    case .ss3(let parameters): feedSS3(s, parameters, into: &out)
    case .controlString(let escape): feedControlString(s, escape: escape, into: &out)
    }
  }

  /// Ends the sequence under way (cut short by `s`) and decodes `s` afresh.
  private mutating func refeed(_ s: Unicode.Scalar, into out: inout Output) {
    sequence = .none
    endLate(recognized: false, into: &out)
    feed(s, into: &out)
  }

  /// An ESC: what follows is a sequence, the table's or the grammar's.
  private mutating func startEscape() {
    sequence = .escape
    keyMatch = keys.isEmpty ? nil : 0
    keyMatchLength = 0
  }

  private mutating func feedText(_ scalar: Unicode.Scalar, into out: inout Output) {
    if scalar.value == 0x1B {
      out.flushText()
      startEscape()
    } else if let introducer = InputDecoder.eightBitIntroducers[scalar.value] {
      out.flushText()
      begin(after: introducer)
    } else if let key = controlKey(scalar) {
      if let key { out.append(.key(key)) } else { out.flushText() }
    } else {
      out.text.append(scalar)
    }
  }

  // MARK: - The terminal's key table

  /// A byte after ESC while it may be a sequence of the terminal's table.
  private mutating func feedKey(_ s: Unicode.Scalar, into out: inout Output) {
    let fits = s.value != 0 && s.value < 0x80 && keyMatchLength < KeyTable.longest
    let candidate = (keyMatch ?? 0) << 8 | UInt64(s.value & 0x7F)
    switch fits ? keys.match(candidate) : .none {
    case .key(let input):
      keyMatch = nil
      sequence = .none
      found(input, into: &out)
    case .partial:
      keyMatch = candidate
      keyMatchLength += 1
    case .none:
      settleKeyMatch(into: &out)
      feed(s, into: &out)
    }
  }

  /// Ends matching the table: the sequence read so far is the table's key if it
  /// is one whole, else the grammar reads it from the start.
  private mutating func settleKeyMatch(into out: inout Output) {
    guard let matched = keyMatch else { return }
    let length = keyMatchLength
    keyMatch = nil
    keyMatchLength = 0
    if case .partial(let exact?) = keys.match(matched) {
      sequence = .none
      return found(exact, into: &out)
    }
    for index in stride(from: length - 1, through: 0, by: -1) {
      feed(Unicode.Scalar(UInt8(truncatingIfNeeded: matched >> (8 * index))), into: &out)
    }
  }

  /// A whole sequence of the table: its key, unless it came late (dropped).
  private mutating func found(_ input: DecodedInput, into out: inout Output) {
    if late != nil { return endLate(recognized: true, into: &out) }
    out.append(input)
  }

  // MARK: - The grammar

  private mutating func feedEscape(_ next: Unicode.Scalar, into out: inout Output) {
    if next == "\u{1B}" {
      // ESC ESC: the first is a lone Esc; the second may start a sequence.
      out.append(.key(.escape))
      startEscape()
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
    case "O": sequence = .ss3(parameters: [])
    case "]", "P", "X", "^", "_": sequence = .controlString(escape: false)
    default: sequence = .none
    }
  }

  /// An old-form mouse report's bytes (CSI M and three more): dropped.
  private mutating func feedMouse(_ s: Unicode.Scalar, into out: inout Output) {
    guard case .mouse(let remaining) = sequence else { return }
    late?.append(s)
    sequence = remaining > 1 ? .mouse(remaining: remaining - 1) : .none
    if sequence == .none { endLate(recognized: true, into: &out) }
  }

  /// SS3: parameter bytes (ESC O 5 P), then one final character: a key
  /// (`ESC O A` is Up, `ESC O P` F1) or nothing.
  private mutating func feedSS3(
    _ s: Unicode.Scalar, _ parameters: [UInt8], into out: inout Output
  ) {
    guard (0x20...0x7E).contains(s.value) else { return refeed(s, into: &out) }
    late?.append(s)
    if (0x30...0x3F).contains(s.value) {
      guard parameters.count < Sequence.kept else { return }
      sequence = .ss3(parameters: parameters + [UInt8(s.value)])
      return
    }
    sequence = .none
    let input = KeySequence.decode(ss3: parameters, final: UInt8(s.value))
    if late != nil { return endLate(recognized: input != nil, into: &out) }
    if let input { out.append(input) }
  }

  /// CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte. A
  /// mouse report in the old form, CSI M with no parameters, carries three bytes
  /// more. `CSI 200~` starts a paste. Anything else cuts the sequence short and is
  /// decoded again.
  private mutating func feedCSI(
    _ s: Unicode.Scalar, _ parameters: [UInt8], _ length: Int, into out: inout Output
  ) {
    guard (0x20...0x7E).contains(s.value) else { return refeed(s, into: &out) }
    if late != nil {
      // Past what a key or a report holds: not a late sequence, typed as it came.
      guard length < Sequence.kept else { return refeed(s, into: &out) }
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
    guard !recognized else { return }
    // Typed as it came, but no control character (an old mouse report's bytes).
    out.text.append(
      contentsOf: text.filter {
        $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value)
      })
  }

  /// A control string (a title, a colour report) up to its end, BEL or ST (ESC \
  /// or U+009C), all dropped. Another ESC starts what follows.
  private mutating func feedControlString(
    _ s: Unicode.Scalar, escape: Bool, into out: inout Output
  ) {
    if escape {
      if s == "\\" {
        sequence = .none
      } else {
        startEscape()
        feed(s, into: &out)
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

  private mutating func feedPaste(_ scalar: Unicode.Scalar, into out: inout Output) {
    // The end marker, however the reads cut it.
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
