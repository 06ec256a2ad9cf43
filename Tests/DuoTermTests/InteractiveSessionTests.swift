import DuoLayoutCore
import DuoTermRender
import Foundation
import Glibc
import TestSupport
import Testing

@testable import DuoTerm

/// The whole interactive loop, driven through an in-memory terminal with a clock
/// that moves only when the loop waits: tours, autosave, suspend, pastes, settings.
@Suite struct InteractiveSessionTests {
  static let start = 100.0

  static func tour(_ text: String) throws -> DemoScript {
    try DemoScript.parse(text, name: "test", file: "test.tour")
  }

  @Test func aTourPlaysItsKeysInTime() throws {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.type("F10", at: Self.start + 5)
    let script = try Self.tour("wait 500\nF2\nwait 500\nF3\nwait 1000\n")
    let session = InteractiveSession(
      state: script.startState(terminal: .standard), backend: terminal, tour: script)
    #expect(session.run() == .quit)
    #expect(session.state.pose == .book, "both keys were pressed")
    #expect(session.state.tour == nil)
  }

  @Test func anyKeyStopsATourAndOnlyHandsOver() throws {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.type("Down", at: Self.start + 0.7)
    terminal.type("F10", at: Self.start + 5)
    let script = try Self.tour("wait 500\nF2\nwait 500\nF3\nwait 1000\n")
    let session = InteractiveSession(
      state: script.startState(terminal: .standard), backend: terminal, tour: script)
    #expect(session.run() == .quit)
    #expect(session.state.pose == .open, "F2 was pressed, F3 never")
    #expect(session.state.models.listDetail.selection == 1, "Down only handed over")
  }

  @Test func theTourSaysSoOnTheStatusLine() throws {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.type("Down", at: Self.start + 0.7)
    terminal.type("F10", at: Self.start + 1)
    let script = try Self.tour("wait 500\nF2\nwait 2000\n")
    let session = InteractiveSession(
      state: script.startState(terminal: .standard), backend: terminal, tour: script)
    _ = session.run()
    #expect(session.state.notice?.hasPrefix("tour stopped") == true)
    #expect(terminal.statusLine.contains("tour stopped: you have control"))
  }

  @Test func autosaveComesTwoSecondsAfterAChangeAndNeverWhileIdle() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    storage.clock = { terminal.now }
    terminal.type("Down", at: Self.start + 1)
    terminal.type("F10", at: Self.start + 60)
    let session = InteractiveSession(
      state: EmulatorState(), backend: terminal, session: storage)
    #expect(session.run() == .quit)
    #expect(storage.sessions.map(\.time) == [Self.start + 1 + Autosave.delay])
    #expect(storage.sessions.first?.snapshot.models.listDetail.selection == 2)
    // After the save nothing moves: the loop blocks with no deadline until F10.
    #expect(terminal.waits.last == .some(nil), "\(terminal.waits)")
  }

  /// A session restored from a fallback goes to its own file soon
  /// after the start, with no key pressed, so the fallback is not left behind.
  @Test func aSessionFromAFallbackIsWrittenWithNoChange() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    storage.clock = { terminal.now }
    storage.startedElsewhere = true
    terminal.type("F10", at: Self.start + 60)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal, session: storage)
    #expect(session.run() == .quit)
    #expect(storage.sessions.map(\.time) == [Self.start + Autosave.delay])
  }

  @Test func aBurstOfKeysIsWrittenOnceTwoSecondsAfterItsLastKey() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    storage.clock = { terminal.now }
    // Half a second apart, for half the longest wait: a burst that ends before it.
    let keys = (0..<Int(Autosave.longest)).map { Self.start + 1 + Double($0) * 0.5 }
    for time in keys { terminal.type("Down", at: time) }
    terminal.type("F10", at: Self.start + 60)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal, session: storage)
    #expect(session.run() == .quit)
    #expect(storage.sessions.map(\.time) == [keys[keys.count - 1] + Autosave.delay])
    #expect(storage.sessions.first?.snapshot.models.listDetail.selection == keys.count + 1)
  }

  @Test func keysWithoutAPauseAreWrittenAtTheLatestAfterTheLongestWait() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    storage.clock = { terminal.now }
    let count = Int(Autosave.longest) + 10
    for second in 0..<count { terminal.type("Down", at: Self.start + 1 + Double(second)) }
    terminal.type("F10", at: Self.start + 1 + Double(count) + 30)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal, session: storage)
    #expect(session.run() == .quit)
    #expect(
      storage.sessions.map(\.time) == [
        Self.start + 1 + Autosave.longest, Self.start + Double(count) + Autosave.delay,
      ])
  }

  @Test func quittingSavesWhatIsNotSavedYet() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    terminal.type("Down F10", at: Self.start + 1)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal, session: storage)
    #expect(session.run() == .quit)
    #expect(storage.sessions.map(\.snapshot.models.listDetail.selection) == [2])
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalSavesAndEnds(signal: Int32) {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    terminal.type("Down", at: Self.start + 1)
    terminal.signal(signal, at: Self.start + 1.5)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal, session: storage)
    #expect(session.run() == .signal(signal))
    #expect(storage.sessions.count == 1)
  }

  /// A game moves on every tick, so its model never equals the last one written:
  /// the session ending writes it once, not again for each tick that follows.
  @Test func aSignalMidGameWritesTheSessionOnceAndEnds() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    terminal.type("s Space", at: Self.start + 1)
    terminal.signal(SIGTERM, at: Self.start + 1.5)
    let session = InteractiveSession(
      state: EmulatorState(pattern: .sharedSplit), backend: terminal, session: storage)
    #expect(session.run() == .signal(SIGTERM))
    #expect(storage.sessions.count == 1)
    #expect(storage.sessions.first?.snapshot.models.shared.playing == .pong)
  }

  @Test func inputClosingSavesAndEnds() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    terminal.type("Down", at: Self.start + 1)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal, session: storage)
    #expect(session.run() == .inputClosed)
    #expect(storage.sessions.count == 1)
  }

  @Test func aFailedSaveShowsAtOnceAndIsTriedAgainOnTheNextChange() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    storage.failure = "No space left on device"
    terminal.type("Down", at: Self.start + 1)
    terminal.type("F10", at: Self.start + 4)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal, session: storage)
    #expect(session.run() == .quit)
    #expect(
      terminal.statusLine.contains("session not saved: No space left on device — retrying"),
      "\(terminal.statusLine)")
    #expect(session.saveError == "No space left on device")
  }

  @Test func theErrorGoesOnceASaveWorks() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    storage.failure = "No space left on device"
    storage.clock = { terminal.now }
    terminal.type("Down", at: Self.start + 1)
    terminal.type("Down", at: Self.start + 10)
    terminal.type("F10", at: Self.start + 20)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal, session: storage)
    // The disk has room again by the second change.
    terminal.onWait = { if terminal.now >= Self.start + 5 { storage.failure = nil } }
    #expect(session.run() == .quit)
    #expect(storage.sessions.map(\.time) == [Self.start + 10 + Autosave.delay])
    #expect(!terminal.statusLine.contains("not saved"))
    #expect(session.saveError == nil)
  }

  @Test(arguments: ["C-z", "TSTP"])
  func suspendingRepaintsEveryCellOnReturn(how: String) {
    let terminal = MemoryTerminal(start: Self.start)
    if how == "TSTP" {
      terminal.signal(SIGTSTP, at: Self.start + 1)
    } else {
      terminal.type(how, at: Self.start + 1)
    }
    terminal.type("F10", at: Self.start + 2)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal)
    #expect(session.run() == .quit)
    #expect(terminal.suspends == 1)
    #expect(terminal.invalidations == 1)
    let cells = TerminalSize.standard.columns * TerminalSize.standard.rows
    #expect(terminal.drawnCells.first == cells)
    #expect(terminal.drawnCells.dropFirst().contains(cells), "a full repaint after the return")
  }

  @Test func ctrlLRepaintsEveryCell() {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.type("C-l", at: Self.start + 1)
    terminal.type("F10", at: Self.start + 2)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal)
    #expect(session.run() == .quit)
    #expect(terminal.invalidations == 1)
    #expect(terminal.drawnCells.filter { $0 == 200 * 50 }.count == 2)
  }

  @Test func aPasteWithNoEndMarkerEndsWhenInputPauses() {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.type("Enter Tab", at: Self.start + 1)
    terminal.send(Array("\u{1B}[200~hello".utf8), at: Self.start + 2)
    terminal.type("x", at: Self.start + 4)
    terminal.type("F10", at: Self.start + 5)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal)
    #expect(session.run() == .quit)
    #expect(session.state.models.listDetail.currentDraft.text == "hellox")
  }

  @Test func settingsAreWrittenOncePerChange() {
    let terminal = MemoryTerminal(start: Self.start)
    let storage = RecordingStorage()
    terminal.type("f", at: Self.start + 1)
    terminal.type("Down Down", at: Self.start + 2)
    terminal.type("f", at: Self.start + 3)
    terminal.type("F10", at: Self.start + 4)
    let session = InteractiveSession(
      state: EmulatorState(pattern: .sharedSplit), backend: terminal, settings: storage)
    #expect(session.run() == .quit)
    #expect(storage.settings.map(\.facing) == [.faceToFace, .sameWay])
  }

  @Test func warningsFromTheStartShowOneAfterAnother() {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.type("F10", at: Self.start + Notice.warningDuration + 1)
    let session = InteractiveSession(
      state: EmulatorState(), backend: terminal,
      warnings: ["config unreadable; defaults used", "session unreadable; starting fresh"])
    #expect(session.run() == .quit)
    #expect(terminal.statusLine.contains("session unreadable"), "\(terminal.statusLine)")
  }

  @Test func aResizeRedrawsAtTheNewSize() {
    let terminal = MemoryTerminal(start: Self.start)
    terminal.resize(to: TerminalSize(columns: 80, rows: 24), at: Self.start + 1)
    terminal.type("F10", at: Self.start + 2)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal)
    #expect(session.run() == .quit)
    #expect(session.state.terminal == TerminalSize(columns: 80, rows: 24))
    #expect(terminal.screen.width == 80)
    #expect(terminal.statusLine.contains("closed"))
  }

  @Test func ctrlPSavesTheFrameOnScreenAndSaysWhere() throws {
    let temporary = TemporaryFolder("duoterm-shots")
    defer { withExtendedLifetime(temporary) {} }
    let folder = temporary.path
    let terminal = MemoryTerminal(start: Self.start)
    terminal.type("F2", at: Self.start + 1)
    terminal.type("C-p", at: Self.start + 2)
    terminal.type("F10", at: Self.start + 3)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal)
    session.screenshots = Screenshots(folder: folder)
    #expect(session.run() == .quit)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(files.count == 3, "\(files)")
    let svg = try #require(files.first { $0.hasSuffix(".svg") })
    #expect(svg.hasPrefix("duoterm-list-detail-open-"))
    let text = try String(contentsOfFile: "\(folder)/\(svg.dropLast(4)).txt", encoding: .utf8)
    #expect(text.contains("Inner display · lit"), "the frame on screen, open")
    #expect(terminal.statusLine.contains("screenshot: \(folder)/\(svg)"), "\(terminal.statusLine)")
  }

  /// The device key re-lays the screen on the next device; the models
  /// are untouched (a device change is an environment change, like a fold).
  @Test func ctrlYSwitchesTheDeviceAndKeepsEverything() throws {
    let testFold = try DeviceLibrary.read(Repository.path("Tests/Fixtures/devices/test-fold.json"))
    let terminal = MemoryTerminal(start: Self.start)
    terminal.type("F2 Down Down Enter Tab", at: Self.start + 1)
    terminal.type("kept", at: Self.start + 2)
    terminal.type("C-y", at: Self.start + 3)
    terminal.type("F10", at: Self.start + 4)
    let session = InteractiveSession(state: EmulatorState(), backend: terminal)
    session.devices = { DeviceRegistry([.iPhoneDuo, testFold]) }
    #expect(session.run() == .quit)
    #expect(session.state.profile.id == "test-fold")
    #expect(session.state.pose == .open, "the same pose on the other device")
    #expect(session.state.models.listDetail.selection == 3)
    #expect(session.state.models.listDetail.currentDraft.text == "kept")
    #expect(session.state.environment.windowSize == Size(width: 800, height: 700))
    #expect(terminal.screen.text.contains("Main screen · lit"), "the other device's display")
    #expect(terminal.statusLine.contains("device: Test Fold"), "\(terminal.statusLine)")
  }
}
