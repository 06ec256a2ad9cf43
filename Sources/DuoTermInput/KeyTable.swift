import DuoLayoutCore

/// The escape sequences a terminal's description says its keys send (terminfo's
/// `key_*` strings: `kf1`, `kcuu1`, `khome`, …), for the keys the decoder's own
/// grammar does not read: the linux console's F1 is `ESC [ [ A`, a VT100's F5 is
/// `ESC O t`, its back-tab `ESC Tab`. Pure: the terminal reads the strings
/// (`tigetstr`) and hands them over by capability name.
///
/// A sequence the table holds wins over the grammar; one that leaves the table
/// partway (`ESC [ 1 ; 5 A` after the table's `ESC [ 1 ~`) is read by the grammar,
/// from its start.
///
/// ```swift
/// let table = KeyTable(capabilities: ["kf1": Array("\u{1B}[[A".utf8)])
/// var decoder = InputDecoder(keys: table)
/// decoder.decode(Array("\u{1B}[[A".utf8))  // [.key(.function(1))]
/// ```
public struct KeyTable: Sendable {
  /// What a whole sequence is, by the bytes after its ESC as one number (`code`).
  private var entries: [UInt64: DecodedInput] = [:]
  /// Every proper start of an entry (after its ESC), the empty one (0) included.
  private var starts: Set<UInt64> = []

  /// The most bytes after the ESC a sequence of the table has: one a byte of a
  /// `UInt64`, so matching allocates nothing (terminfo's key strings have 7 at
  /// most).
  static let longest = 8

  /// `bytes` (none 0) as one number: `[ [ A` is 0x5B5B41.
  static func code(_ bytes: some Collection<UInt8>) -> UInt64 {
    bytes.reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// The terminfo capabilities read, and what each key is. F13 … F60 are named as
  /// xterm sends them (Shift, Ctrl, Ctrl-Shift, then Alt with F1 … F12).
  public static let capabilities: [(name: String, input: DecodedInput)] =
    [
      ("kcuu1", .key(.up)), ("kcud1", .key(.down)), ("kcub1", .key(.left)),
      ("kcuf1", .key(.right)), ("khome", .key(.home)), ("kend", .key(.end)),
      ("kich1", .key(.insert)), ("kdch1", .key(.delete)), ("kpp", .key(.pageUp)),
      ("knp", .key(.pageDown)), ("kcbt", .key(.backTab)), ("kent", .key(.enter)),
    ] + (1...12).map { ("kf\($0)", .key(.function($0))) }
    + (13...60).map { n in
      let modifiers = [1, 4, 5, 2][(n - 13) / 12]
      return ("kf\(n)", .unbound(KeySequence.name("F\((n - 13) % 12 + 1)", modifiers: modifiers)))
    }

  /// An empty table: the grammar alone.
  public init() {}

  /// The table for a terminal whose description gives `strings` (capability name
  /// to its bytes). Strings that do not start with ESC, that are ESC alone, longer
  /// than `longest` after it, or hold ESC again or bytes past ASCII are left to
  /// the grammar.
  public init(capabilities strings: [String: [UInt8]]) {
    for (name, input) in KeyTable.capabilities {
      guard let bytes = strings[name], bytes.count >= 2, bytes.count <= KeyTable.longest + 1,
        bytes[0] == 0x1B, bytes.dropFirst().allSatisfy({ $0 != 0 && $0 < 0x80 && $0 != 0x1B })
      else { continue }
      let rest = bytes.dropFirst()
      // The first name for a sequence wins (`kent` and `kcbt` before the F keys).
      let code = KeyTable.code(rest)
      if entries[code] == nil { entries[code] = input }
      for length in 0..<rest.count { starts.insert(KeyTable.code(rest.prefix(length))) }
    }
  }

  /// True when the table holds no sequence.
  public var isEmpty: Bool { entries.isEmpty }

  /// What the bytes after an ESC are to the table.
  enum Match: Equatable {
    /// A whole sequence, and no longer one starts with it.
    case key(DecodedInput)
    /// The start of a longer sequence (and maybe a whole one: `exact`).
    case partial(exact: DecodedInput?)
    /// No sequence of the table.
    case none
  }

  /// What the bytes after an ESC (as their `code`) are to the table.
  func match(_ code: UInt64) -> Match {
    let exact = entries[code]
    if starts.contains(code) { return .partial(exact: exact) }
    return exact.map { .key($0) } ?? .none
  }
}
