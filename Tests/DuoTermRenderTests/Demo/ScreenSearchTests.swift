import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// A tour's `expect "TEXT"` finds words an app wrapped over rows, at any size, and
/// nothing a reader would not read as those words.
@Suite("Screen search")
struct ScreenSearchTests {
  static let chat = """
    ║  Chats          │  Conversation      ▓▓▓║
    ║  Ada Lov… 9:41  │  Are we still      ▓▓▓║
    ║  See you at f…  │  on for tea at     ▓▓▓║
    ║  Grace Hopper   │  four? I found        ║
    ║  Card number    │  ••••••••••••         ║
    ║                 │  ••••                 ║
    """

  @Test(arguments: [
    ("Conversation", 0), ("tea at four", 2), ("on for tea at four? I found", 2),
    ("Are we still on for tea", 1), ("••••••••••••••••", 4), ("Ada Lov…", 1),
  ])
  func findsTextInARowOrWrapped(text: String, row: Int) {
    #expect(ScreenSearch(Self.chat).firstRow(containing: text) == row)
  }

  /// Words from two panes side by side, or a wrap that does not start at the
  /// run's own column, are not one text.
  @Test(arguments: [
    "Lov… 9:41 Are", "tea at I found", "Chats Conversation", "Conversation on", "Hopper four",
    "Still on", "••••••••••••••••••",
  ])
  func doesNotJoinWhatAReaderWouldNot(text: String) {
    #expect(!ScreenSearch(Self.chat).contains(text))
  }

  /// A tour written for iPhone Duo expects `open`; a comparison's flip phone,
  /// opened by the same key, is open-tall, and holds it. A pose the device cannot
  /// reach (book on a clamshell) still fails, and says why.
  @Test func aComparisonExpectsEachPhonesOwnPose() throws {
    let flip = try #require(DeviceRegistry.standard.profile(named: "galaxy-z-flip-5"))
    #expect(TourCheck.pose(.open, of: .iPhoneDuo, on: flip) == .openTall)
    #expect(TourCheck.pose(.open, of: .iPhoneDuo, on: .iPhoneDuo) == .open)
    #expect(TourCheck.pose(.book, of: .iPhoneDuo, on: flip) == .tabletop)
    var state = EmulatorState(profile: flip, pose: .openTall, terminal: .standard)
    #expect(TourCheck.check(.pose(.open), on: state, reference: .iPhoneDuo) == nil)
    #expect(TourCheck.check(.pose(.open), on: state) != nil)
    state = EmulatorState(profile: flip, pose: .open, terminal: .standard)
    let saw = TourCheck.check(.pose(.book), on: state, reference: .iPhoneDuo)
    #expect(saw == "open (book on iPhone Duo is tabletop on Galaxy Z Flip 5)")
  }
}
