import DuoLayoutCore
import DuoTermRender
import Testing

@testable import DuoTerm

/// Phones side by side in the interactive loop (`duoterm --compare A,B`), on the
/// virtual clock: one status line that speaks for the phone last clicked, the
/// device key on that phone only, and a session for each phone.
@Suite("Comparing phones")
struct CompareSessionTests {
  static let size = TerminalSize(columns: 200, rows: 45)
  static let registry = DeviceRegistry.standard
  static let duo = registry.profiles.first { $0.id == "iphone-duo" }!
  static let pixel = registry.profiles.first { $0.id == "pixel-9-pro-fold" }!

  /// A left click at the cell (`x`, `y`), as SGR reports.
  static func click(_ terminal: MemoryTerminal, _ x: Int, _ y: Int, at time: Double) {
    let report = "\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m"
    terminal.send(report.utf8.map { $0 }, at: time)
  }

  /// A column inside the second phone's part of the terminal.
  static var second: Int { Comparison.columns(size, count: 2)[1].x + 4 }

  /// A session comparing iPhone Duo with Pixel 9 Pro Fold, with `storage` for the
  /// second phone's session.
  static func session(
    _ terminal: MemoryTerminal, first: RecordingStorage? = nil, second: RecordingStorage? = nil,
    devices: DeviceRegistry = registry
  ) -> InteractiveSession {
    let state = EmulatorState(profile: duo, terminal: size, pattern: .listDetail)
    let session = InteractiveSession(state: state, backend: terminal, session: first)
    session.companions = [ComparedPhone(state: state.on(pixel), session: second)]
    session.devices = { devices }
    return session
  }

  @Test func oneStatusLineSpeaksForThePhoneLastClicked() throws {
    let terminal = MemoryTerminal(size: Self.size, start: 100)
    var lines: [String] = []
    terminal.onWait = { lines.append(terminal.statusLine) }
    Self.click(terminal, Self.second, 2, at: 101)
    Self.click(terminal, 3, 2, at: 102)
    terminal.type("F10", at: 103)
    let session = Self.session(terminal)
    #expect(session.run() == .quit)
    let first = try #require(lines.first)
    #expect(first.hasPrefix(" iPhone Duo (phone 1 of 2"), "\(first)")
    #expect(!first.contains("Pixel"), "one line, for one phone: \(first)")
    let clicked = try #require(lines.first { $0.contains("phone 2 of 2") })
    #expect(clicked.hasPrefix(" Pixel 9 Pro Fold (phone 2 of 2"), "\(clicked)")
    #expect(!clicked.contains("iPhone Duo"), "\(clicked)")
    #expect(lines.last?.hasPrefix(" iPhone Duo (phone 1 of 2") == true, "\(lines.last ?? "")")
  }

  @Test func theWheelOverAnotherPhoneScrollsEveryPhoneAndFocusesIt() throws {
    let terminal = MemoryTerminal(size: Self.size, start: 100)
    let viewports = Comparison.viewports(for: Self.size, profiles: [Self.duo, Self.pixel])
    let drawn = EmulatorState(profile: Self.pixel, viewport: viewports[1])
    let window = try #require(SceneLayout(state: drawn)).app.window
    let (x, y) = (Self.second - 4 + window.x + window.width / 2, window.y + window.height / 2)
    let report = "\u{1B}[<65;\(x + 1);\(y + 1)M"
    terminal.send(report.utf8.map { $0 }, at: 101)
    terminal.type("F10", at: 102)
    let session = Self.session(terminal)
    var keys: [Key] = []
    session.onKey = { key, _ in keys.append(key) }
    #expect(session.run() == .quit)
    #expect(keys.first == .pageDown, "\(keys)")
    #expect(session.focus == 1)
  }

  @Test func theLineFollowsThePointer() throws {
    let terminal = MemoryTerminal(size: Self.size, start: 100)
    var lines: [String] = []
    terminal.onWait = { lines.append(terminal.statusLine) }
    // A move with no button held (35), over the second phone, then over the first.
    for (x, time) in [(Self.second, 101.0), (3, 102.0)] {
      terminal.send("\u{1B}[<35;\(x + 1);6M".utf8.map { $0 }, at: time)
    }
    terminal.type("F10", at: 103)
    let session = Self.session(terminal)
    #expect(session.run() == .quit)
    #expect(terminal.pointerMotionEnabled == 1, "asked for once, side by side")
    #expect(lines.contains { $0.hasPrefix(" Pixel 9 Pro Fold (phone 2 of 2") }, "\(lines)")
    #expect(lines.last?.hasPrefix(" iPhone Duo (phone 1 of 2") == true)
  }

  @Test func alonePointerMovesAreNotAskedFor() {
    let terminal = MemoryTerminal(start: 100)
    terminal.type("F10", at: 101)
    #expect(InteractiveSession(state: EmulatorState(), backend: terminal).run() == .quit)
    #expect(terminal.pointerMotionEnabled == 0)
  }

  @Test func theDeviceKeyChangesThePhoneInFocusToOneNotShown() throws {
    let terminal = MemoryTerminal(size: Self.size, start: 100)
    Self.click(terminal, Self.second, 2, at: 101)
    terminal.type("C-y", at: 102)
    terminal.type("F10", at: 103)
    let session = Self.session(terminal)
    #expect(session.run() == .quit)
    #expect(session.state.profile.id == Self.duo.id, "the first phone keeps its device")
    let now = session.companions[0].state.profile.id
    #expect(now != Self.pixel.id && now != Self.duo.id, "\(now)")
    #expect(terminal.statusLine.contains(session.companions[0].state.profile.name))
    // Still one scale for both.
    let profiles = [Self.duo, session.companions[0].state.profile]
    let viewports = [session.state, session.companions[0].state].map(\.viewport)
    #expect(viewports == Comparison.viewports(for: Self.size, profiles: profiles))
  }

  @Test func withNoOtherDeviceThePhoneStaysAndTheLineSaysWhy() throws {
    let terminal = MemoryTerminal(size: Self.size, start: 100)
    var lines: [String] = []
    terminal.onWait = { lines.append(terminal.statusLine) }
    Self.click(terminal, Self.second, 2, at: 101)
    terminal.type("C-y", at: 102)
    terminal.type("F10", at: 103)
    let session = Self.session(terminal, devices: DeviceRegistry([Self.duo, Self.pixel]))
    #expect(session.run() == .quit)
    #expect(session.state.profile.id == Self.duo.id)
    #expect(session.companions[0].state.profile.id == Self.pixel.id)
    #expect(
      lines.contains {
        $0.contains("Pixel 9 Pro Fold stays: every other device is on screen already")
      },
      "\(lines.suffix(3))")
  }

  @Test func eachPhoneSavesItsOwnSession() throws {
    let terminal = MemoryTerminal(size: Self.size, start: 100)
    let first = RecordingStorage()
    let second = RecordingStorage()
    terminal.type("F2", at: 101)
    terminal.type("Down", at: 102)
    terminal.type("F10", at: 110)
    let session = Self.session(terminal, first: first, second: second)
    #expect(session.run() == .quit)
    let saved = try #require(second.sessions.last?.snapshot)
    #expect(saved.profile == Self.pixel.id)
    #expect(saved == SessionSnapshot(session.companions[0].state))
    #expect(saved.device.pose(Self.pixel) == .open)
    #expect(first.sessions.last?.snapshot.profile == Self.duo.id)
  }

  @Test func aFailedSaveOfAnotherPhoneIsKeptForTheEnd() throws {
    let terminal = MemoryTerminal(size: Self.size, start: 100)
    let second = RecordingStorage()
    second.failure = "disk full"
    terminal.type("Down", at: 101)
    terminal.type("F10", at: 110)
    let session = Self.session(terminal, second: second)
    #expect(session.run() == .quit)
    #expect(session.companions[0].saveError == "disk full")
  }

  @Test func aComparedPhoneSessionIsNamedForItsDevice() {
    #expect(ComparedPhone.sessionName(for: Self.pixel, beside: nil) == "compare-pixel-9-pro-fold")
    #expect(
      ComparedPhone.sessionName(for: Self.pixel, beside: "work") == "work-compare-pixel-9-pro-fold")
    let long = String(repeating: "a", count: 40)
    #expect(ComparedPhone.sessionName(for: Self.pixel, beside: long)?.count == 40)
  }
}
