import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// The status line never cuts a field mid-word. Narrower, each
/// field says less, then the least important fields drop whole; the notice on show
/// comes from the queue, with how many wait behind it. And it says what the hinge
/// does, and the text scale (pt per cell) where there is room.
@Suite("The status line's fit")
struct StatusLineFitTests {
  static func state(_ pose: Pose, notices: [Notice] = [], profile: DeviceProfile = .iPhoneDuo)
    -> EmulatorState
  {
    var state = EmulatorState(profile: profile, pose: pose)
    for notice in notices { state.notices.post(notice, at: 0) }
    return state
  }

  /// Every form of every field the line may hold.
  static func forms(_ state: EmulatorState) -> Set<String> {
    Set(StatusLine.fields(state).flatMap { [$0.full] + ($0.short.map { [$0] } ?? []) })
  }

  @Test(
    "at every width, only whole fields, the most important kept longest",
    arguments: [
      [], [Notice.warning("config unreadable; defaults used")],
      [.warning("config unreadable; defaults used"), .warning("session unreadable; fresh")],
    ])
  func wholeFields(notices: [Notice]) {
    // Every built-in device, in each of its poses.
    for profile in DeviceRegistry.standard.profiles {
      for pose in profile.supportedPoses {
        Self.checkWholeFields(Self.state(pose, notices: notices, profile: profile), notices)
      }
    }
  }

  static func checkWholeFields(_ state: EmulatorState, _ notices: [Notice]) {
    let pose = state.pose
    let forms = Self.forms(state)
    var kept = Int.max
    for width in stride(from: 160, through: 20, by: -1) {
      let text = StatusLine.text(for: state, width: width)
      #expect(TerminalWidth.of(text) <= width, "\(state.profile.id) \(pose) at \(width): \(text)")
      let parts = text.dropFirst().components(separatedBy: StatusLine.separator)
      if parts.count > 1 || forms.contains(parts[0]) {
        for part in parts {
          #expect(
            forms.contains(part),
            "\(state.profile.id) \(pose) at \(width): '\(part)' is a cut field")
        }
      }
      #expect(parts.count <= kept, "narrower never shows more fields")
      kept = parts.count
      if !notices.isEmpty {
        #expect(text.contains("config"), "the notice stays to the last: \(text)")
      } else {
        #expect(text.hasPrefix(" \(pose.argument)"), "the pose stays to the last: \(text)")
      }
    }
  }

  @Test("65 × 17, book: the help key whole, never `F1 he`")
  func issueCase() {
    let text = StatusLine.text(for: Self.state(.book), width: 65)
    #expect(text.hasSuffix("F1 help"), "\(text)")
    let warned = StatusLine.text(
      for: Self.state(.book, notices: [.warning("session unreadable; starting fresh")]), width: 65)
    #expect(!warned.hasSuffix("list-deta"), "\(warned)")
    #expect(warned.contains("⚠ session unreadable; starting fresh"), "\(warned)")
  }

  @Test("a notice too long for the line keeps its start and its end")
  func longNotice() {
    let long =
      "the saved session /tmp/" + String(repeating: "x", count: 150)
      + "/session.json is not a session file; starting fresh (kept as session.json.corrupt-1)"
    let text = StatusLine.text(for: Self.state(.closed, notices: [.warning(long)]), width: 120)
    #expect(TerminalWidth.of(text) <= 120)
    #expect(text.hasPrefix(" ⚠ the saved session"), "\(text)")
    #expect(text.hasSuffix("(kept as session.json.corrupt-1)"), "\(text)")
    #expect(text.contains("…"))
  }

  @Test("a queued notice says how many wait behind it")
  func waiting() {
    let state = Self.state(
      .open, notices: [.warning("first"), .warning("second"), .warning("third")])
    #expect(StatusLine.text(for: state).contains("⚠ first (2 more)"))
  }

  @Test("what the hinge does, and the scale in pt a cell", arguments: Pose.allCases)
  func hingeAndScale(pose: Pose) {
    let text = StatusLine.text(for: Self.state(pose))
    let effect =
      switch pose.deviceState(.iPhoneDuo).hingeStatus(.iPhoneDuo) {
      case .closed: "closed · outer display lit"
      case .partlyOpen: "partly open · fold active"
      case .fullyOpen: "flat · fold inactive"
      }
    #expect(text.contains(effect), "\(text)")
    #expect(text.contains("8×16 pt a cell") || text.contains("pt a cell"), "\(text)")
  }
}
