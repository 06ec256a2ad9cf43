import DuoLayoutCore

/// A mouse report in xterm's SGR form (mode 1006: `CSI < b ; x ; y M` for a press,
/// `m` for a release), which has no column limit. Cells count from 0 here (the
/// terminal counts from 1). Pure.
///
/// ```swift
/// MouseReport(parameters: Array("<0;10;5".utf8), final: UInt8(ascii: "M"))
/// // MouseReport(button: 0, column: 9, row: 4, isPress: true)
/// ```
public struct MouseReport: Hashable, Sendable {
  /// The button and modifier bits as the terminal sent them: 0 left, 1 middle,
  /// 2 right; +32 while moving, +64 for the wheel.
  public var button: Int
  public var column: Int
  public var row: Int
  /// A press, not a release.
  public var isPress: Bool

  /// The turn on and off of SGR mouse reports for presses and releases.
  public static let on = "\u{1B}[?1000h\u{1B}[?1006h"
  public static let off = "\u{1B}[?1006l\u{1B}[?1000l"
  /// The turn on and off of reports of the pointer's every move, a button held
  /// or not (mode 1003), on top of `on`.
  public static let motionOn = "\u{1B}[?1003h"
  public static let motionOff = "\u{1B}[?1003l"

  /// The report for CSI `parameters` `final`, or nil when it is none.
  public init?(parameters: [UInt8], final: UInt8) {
    guard parameters.first == UInt8(ascii: "<"),
      final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    else { return nil }
    let fields = String(decoding: parameters.dropFirst(), as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2],
      column >= 1, row >= 1
    else { return nil }
    self.init(button: button, column: column - 1, row: row - 1, isPress: final == UInt8(ascii: "M"))
  }

  public init(button: Int, column: Int, row: Int, isPress: Bool) {
    self.button = button
    self.column = column
    self.row = row
    self.isPress = isPress
  }

  /// The key a turn of the wheel stands for: up PageUp, down PageDown (the
  /// focused pane scrolls a page; xterm reports a notch as a press of button 64
  /// up or 65 down, with the modifier bits 4, 8 and 16). Nil for anything else.
  ///
  /// ```swift
  /// MouseReport(button: 65, column: 3, row: 4, isPress: true).wheelKey  // .pageDown
  /// ```
  public var wheelKey: Key? {
    guard isPress, button & 0b1110_0000 == 64 else { return nil }
    switch button & 0b11 {
    case 0: return .pageUp
    case 1: return .pageDown
    default: return nil
    }
  }

  /// The pointer moved (with no button, or dragging), not a wheel turn.
  public var isMotion: Bool { button & 0b0110_0000 == 32 }

  /// A press of the main button, not a drag or a wheel turn: what a click is.
  public var isClick: Bool { isPress && button & ~0b11100 == 0 }
}
