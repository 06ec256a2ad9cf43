import DuoLayoutCore

/// The status line: the notice on show (from the state's queue), the pose, the
/// hinge and what its angle does, the device, the window size in its unit (pt or
/// dp), the size classes, the pattern, the text scale per cell, then the two keys
/// a newcomer needs. The device's name is more use than the window's size when
/// room is short: after a Ctrl-Y it is what changed. Split View, a text size other
/// than `large` and right to left show as fields of their own while they are set.
///
/// When the line does not fit, the text scale goes first, then every field takes
/// its short form; if it still does not fit, fields drop whole, the least
/// important first (the rule the toolbars follow: what is left is whole, never cut
/// mid-word). Only a notice too long for the terminal on its own is cut, in the
/// middle, keeping its start and its end.
///
/// ```swift
/// StatusLine.text(for: EmulatorState(pose: .open))
/// // " open │ hinge 180° flat · fold inactive │ iPhone Duo │ 951×669 pt │ w regular · h regular │ list-detail │ 8×16 pt a cell │ F1 help · F10 quit"
/// StatusLine.text(for: EmulatorState(pose: .open), width: 60)
/// // " open │ 180° flat │ iPhone Duo │ list-detail │ F1 help"
/// ```
public enum StatusLine {
  /// One part of the line: its full and short forms and how much it matters. A
  /// field with no short form shows only while every field has room for its full
  /// one (the text scale: there when the terminal is wide enough).
  struct Field: Hashable, Sendable {
    var full: String
    var short: String?
    var priority: Int
    /// True for the notice: drawn in its level's colours.
    var isNotice = false
  }

  /// The line as it shows in `width` columns: a space, then the fields.
  public static func text(for state: EmulatorState, width: Int = .max) -> String {
    " " + parts(for: state, width: width - 1).map(\.text).joined(separator: separator)
  }

  static let separator = " │ "

  /// The fields in order, most important with the highest priority. Of phones
  /// compared side by side (`phone`: this one's number and how many), the
  /// device's name comes first, as what the line is about.
  static func fields(_ state: EmulatorState, phone: (number: Int, of: Int)? = nil) -> [Field] {
    let env = state.shownEnvironment
    let device = state.device
    let angle = "\(device.hingeAngle.pointText)°"
    let (effect, shortEffect) = hingeEffect(
      device.hingeStatus(state.profile), foldActive: env.fold(crossing: env.bounds) != nil)
    let metrics = env.textMetrics
    let label = env.device
    let window = label.size(env.windowSize)
    var fields = [
      Field(full: state.pose.argument, short: state.pose.argument, priority: 90),
      Field(full: "hinge \(angle) \(effect)", short: "\(angle) \(shortEffect)", priority: 60),
      Field(full: label.name, short: label.name, priority: 55),
      Field(full: window, short: window, priority: 50),
      Field(
        full: "w \(env.horizontalSizeClass.rawValue) · h \(env.verticalSizeClass.rawValue)",
        short: "\(env.horizontalSizeClass.rawValue)/\(env.verticalSizeClass.rawValue)",
        priority: 40),
      Field(full: state.pattern.argument, short: state.pattern.argument, priority: 70),
      Field(
        full: "\(label.size(Size(width: metrics.columnWidth, height: metrics.lineHeight))) a cell",
        short: nil, priority: 30),
    ]
    if let split = state.splitView {
      let shown = env.splitView != nil ? "" : " (when open)"
      fields.append(
        Field(
          full: "Split View \(split.words)\(shown)", short: split.width.symbol, priority: 55))
    }
    if state.textSize != .standard {
      fields.append(
        Field(
          full: "text \(state.textSize.argument)", short: state.textSize.shortName, priority: 52))
    }
    if state.layoutDirection == .rightToLeft {
      fields.append(Field(full: "right to left", short: "rtl", priority: 51))
    }
    if let step = state.currentStep {
      let usable = env.safeBounds.size.width.pointText
      fields.append(
        Field(
          full: "timeline: \(step.label), usable \(usable) \(label.unit)",
          short: "usable \(usable)",
          priority: 45))
    }
    if state.motion.reduceMotion {
      fields.append(Field(full: "reduce motion", short: "no motion", priority: 20))
    }
    if state.motion.faithfulTimeline && state.currentStep == nil {
      fields.append(Field(full: "faithful timeline", short: "faithful", priority: 20))
    }
    if state.slowMotion.isOn {
      let factor = state.slowMotion.factor.pointText
      fields.append(Field(full: "slow motion \(factor)×", short: "slow \(factor)×", priority: 85))
    }
    fields.append(Field(full: "F1 help · F10 quit", short: "F1 help", priority: 80))
    if let phone {
      fields.remove(at: 2)  // the device's name, placed first
      fields.insert(
        Field(
          full: "\(label.name) (phone \(phone.number) of \(phone.of); point at another for its)",
          short: label.name, priority: 92), at: 0)
    }
    if state.isRecording {
      fields.insert(Field(full: "● REC", short: "● REC", priority: 95), at: 0)
    }
    // A notice may quote a file or an argument: its control characters are shown
    // as on standard error (`\e`), not drawn as dots.
    if let notice = state.notices.shown {
      let mark =
        switch notice.level {
        case .info: ""
        case .warning: "⚠ "
        case .error: "✖ "
        }
      let waiting = state.notices.waiting
      let text = "\(mark)\(notice.text.visible)"
      fields.insert(
        Field(
          full: text + (waiting > 0 ? " (\(waiting) more)" : ""),
          short: text + (waiting > 0 ? " (+\(waiting))" : ""), priority: 100, isNotice: true),
        at: 0)
    }
    return fields
  }

  /// What the hinge's status does, in full and in short. Flat, a fold is inactive
  /// unless it is a hinge between two screens (`foldActive`), active always.
  static func hingeEffect(_ status: HingeStatus, foldActive: Bool = false) -> (String, String) {
    switch status {
    case .closed: ("closed · outer display lit", "closed")
    case .partlyOpen: ("partly open · fold active", "fold active")
    case .fullyOpen: (foldActive ? "flat · fold active" : "flat · fold inactive", "flat")
    }
  }

  /// The parts shown in `width` columns: the full forms, else the short ones,
  /// dropping the least important field until the rest fit.
  static func parts(for state: EmulatorState, width: Int) -> [(text: String, isNotice: Bool)] {
    parts(fields(state), width: width)
  }

  /// The parts of `all` shown in `width` columns.
  static func parts(_ all: [Field], width: Int) -> [(text: String, isNotice: Bool)] {
    func length(_ texts: [String]) -> Int {
      texts.map(TerminalWidth.of).reduce(0, +)
        + TerminalWidth.of(separator) * max(0, texts.count - 1)
    }
    if length(all.map(\.full)) <= width { return all.map { ($0.full, $0.isNotice) } }
    var kept = all.filter { $0.short != nil }
    if length(kept.map(\.full)) <= width { return kept.map { ($0.full, $0.isNotice) } }
    while kept.count > 1, length(kept.compactMap(\.short)) > width {
      let lowest = kept.indices.min { kept[$0].priority < kept[$1].priority }!
      kept.remove(at: lowest)
    }
    var parts = kept.map { (text: $0.short ?? $0.full, isNotice: $0.isNotice) }
    if length(parts.map(\.text)) > width, let only = parts.first {
      parts = [(cutInTheMiddle(only.text, to: width), only.isNotice)]
    }
    return parts
  }

  /// `text` in `width` columns, its start and its end kept and an ellipsis between:
  /// a long message says what it is about first and what was done last (`… kept as
  /// session.json.corrupt-1`).
  static func cutInTheMiddle(_ text: String, to width: Int) -> String {
    guard TerminalWidth.of(text) > width else { return text }
    guard width > 1 else { return TextLine.truncate(text, to: width) }
    var tail = ""
    var tailWidth = 0
    for character in text.reversed() {
      let w = TerminalWidth.of(character)
      if tailWidth + w > (width - 1) / 2 { break }
      tail.insert(character, at: tail.startIndex)
      tailWidth += w
    }
    let head = TextLine.truncate(text, to: width - tailWidth)
    return head + tail
  }

  /// What the line shows: all it draws comes from this (`ShownFrame` keeps the
  /// line painted while it stays the same).
  struct Content: Hashable, Sendable {
    var fields: [Field]
    /// The notice's level: its colours.
    var level: Notice.Level?
    var width: Int
  }

  /// What the line shows for `state` in `width` columns (`phone`: its number of
  /// the phones compared side by side).
  static func content(
    _ state: EmulatorState, width: Int, phone: (number: Int, of: Int)? = nil
  ) -> Content {
    Content(fields: fields(state, phone: phone), level: state.notices.shown?.level, width: width)
  }

  /// Paints the line `content` says on `row`, full width: the notice in its
  /// level's colours.
  static func paint(_ content: Content, row: Int, on canvas: inout Canvas) {
    let line = CellRect(x: 0, y: row, width: content.width, height: 1)
    canvas.fill(line, style: Palette.statusLine)
    var x = 1
    for (index, part) in parts(content.fields, width: content.width - 1).enumerated() {
      if index > 0 {
        canvas.write(separator, x: x, y: row, style: Palette.statusLine)
        x += TerminalWidth.of(separator)
      }
      let style = part.isNotice ? Palette.notice(content.level ?? .info) : Palette.statusLine
      canvas.write(part.text, x: x, y: row, style: style)
      x += TerminalWidth.of(part.text)
    }
  }
}
