import Testing

@testable import DuoLayoutCore

/// The transition test (README.md, Tours), as the tour `Demos/list-detail-transitions.tour`
/// plays it: a message selected and pushed and a reply half typed, then every
/// change the transition test lists (closed to open and back, open to partly folded and back,
/// rotated and back, into and out of Split View) and the rotate-then-close,
/// at the standard text size and at the largest. After each change the state is
/// read back from the model and from what the screen shows: the selection, the
/// open message, the draft and its caret.
@Suite struct TransitionTourTests {
  static let selection = 7
  static let draft = "See you at"
  static let deviceKeys: Set<Key> = [
    .function(2), .function(3), .function(5), .control("s"), .control("a"),
  ]

  /// The changes the transition test asks for, each named from the states before and after.
  static let required: Set<String> = {
    let changes = [
      "closed → open", "open → closed", "open → book", "book → open", "open → open-tall",
      "open-tall → open", "into Split View", "out of Split View",
      "open-tall → closed-landscape",
    ]
    return Set(
      [TextSize.standard, .accessibility5].flatMap { size in
        changes.map { "\($0) at \(size.argument)" }
      })
  }()

  /// The change from `before` to `after`, as `required` names it.
  static func change(_ before: EmulatorState, _ after: EmulatorState) -> String {
    let what: String
    switch (before.options.splitView, after.options.splitView) {
    case (nil, .some): what = "into Split View"
    case (.some, nil): what = "out of Split View"
    default: what = "\(before.pose.argument) → \(after.pose.argument)"
    }
    return "\(what) at \(after.options.textSize.argument)"
  }

  /// How a finding starts when the right message is open but its subject shows
  /// fewer than three characters.
  static let cramped = "the open message's subject is cramped to"

  /// What is wrong with what `state` holds and shows, if anything.
  static func readBack(_ state: EmulatorState) -> [String] {
    var wrong: [String] = []
    let model = state.models.listDetail
    if model.selection != selection { wrong.append("selection \(model.selection)") }
    if !model.isDetailPushed { wrong.append("the message is not pushed") }
    if !model.isEditingDraft { wrong.append("the reply field lost its focus") }
    if model.currentDraft.text != draft { wrong.append("the draft is \(model.currentDraft.text)") }
    let subject = Mailbox.standard.messages[selection - 1].subject
    if case .label(let shown)? = state.tree.node(id: "detail.subject")?.role {
      let trimmed = String(shown.reversed().drop { $0 == " " }.reversed())
      let kept = trimmed.hasSuffix("…") ? String(trimmed.dropLast()) : trimmed
      if kept.isEmpty || !subject.hasPrefix(kept) {
        wrong.append("the open message shows '\(shown)', not '\(subject)'")
      } else if kept.count < 3 {
        wrong.append("\(cramped) '\(trimmed)'")
      }
    } else {
      wrong.append("no open message on screen")
    }
    if let field = state.tree.node(id: "detail.draft"),
      case .field(let text, let cursor, _) = field.role
    {
      if text != draft || cursor != draft.count {
        wrong.append(
          "the reply field shows '\(text)' with its caret at \(cursor.map(String.init) ?? "none")")
      }
      let columns = state.environment.textMetrics.columns(in: field.frame.width)
      if columns < 3 { wrong.append("the reply field is \(columns) columns wide") }
    } else {
      wrong.append("no reply field on screen")
    }
    return wrong
  }

  @Test func everyChangeKeepsTheSelectionTheOpenMessageAndTheDraft() throws {
    let script = try DemoScript.parse(
      try DemoScriptTests.read("list-detail-transitions"), name: "list-detail-transitions",
      file: "Demos/list-detail-transitions.tour")
    // Each key at its time, as the tour presses it; after a device key, the
    // screen once its glide has played out is read back.
    var state = script.startState(terminal: .standard)
    var before = state
    var seen: Set<String> = []
    for step in script.schedule {
      guard case .key(let key) = step.action else { continue }
      state = reduce(state, .key(key), at: step.time)
      guard Self.deviceKeys.contains(key) else { continue }
      let after = state.settled()
      let change = Self.change(before, after)
      seen.insert(change)
      let wrong = Self.readBack(after)
      // At accessibility-5 a ⅓ trailing window is 314 pt: its toolbar goes along the
      // bottom there (`Toolbar`), so the subject and the reply field keep the
      // window's safe width.
      #expect(wrong.isEmpty, "\(key.name) at \(step.time) s (\(change)): \(wrong)")
      before = after
    }
    #expect(
      Self.required.subtracting(seen).isEmpty,
      "not in the tour: \(Self.required.subtracting(seen).sorted())")
  }
}
