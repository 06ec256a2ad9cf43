import Foundation
import Testing

@testable import DuoLayoutCore

/// A feed screen file: the built-in feed with the file's cards.
@Suite struct FeedScreenTests {
  /// The exported feed with its cards replaced by `cards` (JSON text).
  static func text(cards: String) throws -> String {
    var screen = try #require(ScreenExport.screen(for: .feed))
    screen.content = ScreenContent(try JSONReader.parse(#"{"cards": \#(cards)}"#))
    return screen.text(schema: "screen.schema.json")
  }

  @Test func theFilesCardsAreWhatShows() throws {
    let title = try #require(CardFeed.standard.cards.first?.title)
    let text = try ExportedScreen.text(.feed)
      .replacingOccurrences(of: "\"\(title)\"", with: "\"Zap at dawn\"")
    let state = EmulatorState(pose: .open).showing(try ScreenFile.read(text, file: "feed.json"))
    #expect(state.models.feed.feed.cards[0].title == "Zap at dawn")
    #expect(ExportedScreen.strings(state.tree).contains("1 · Zap at dawn"))
    // The built-in keeps its own cards.
    let builtIn = EmulatorState(pose: .open, pattern: .feed)
    #expect(builtIn.models.feed.feed == .standard)
    let shown = ExportedScreen.strings(builtIn.tree)
    #expect(shown.contains("1 · \(title)"))
    #expect(!shown.contains { $0.contains("Zap at dawn") })
  }

  /// The feed moves through the file's cards: End selects its last.
  @Test func aShortFeedEndsAtItsLastCard() throws {
    let text = try Self.text(
      cards:
        #"[{"title": "A", "text": "a"}, {"title": "B", "text": "b"}, {"title": "C", "text": "c"}]"#)
    var state = EmulatorState(pose: .closed).showing(try ScreenFile.read(text, file: "feed.json"))
    state = reduce(state, .key(.end), at: 0)
    #expect(state.models.feed.selection == 3)
    #expect(state.tree.node(id: "feed.card.3") != nil)
    #expect(state.tree.node(id: "feed.card.4") == nil)
  }

  /// A card's node is numbered as the cards are: `feed.card.2` is the second card.
  @Test func aCardIsDeclaredOnItsLine() throws {
    let text = try ExportedScreen.text(.feed)
    let screen = try ScreenFile.read(text, file: "feed.json")
    let second = try #require(ExportedScreen.line(of: #""title""#, in: text, occurrence: 3))
    // The first "title" is the screen's; a card opens on the line above its title.
    #expect(screen.source(ofNode: "feed.card.2")?.line == second - 1)
    #expect(screen.source(ofNode: "feed.card.2.text") == nil)
    #expect(screen.source(ofNode: "feed.card.\(CardFeed.standard.cards.count + 1)") == nil)
  }

  /// The title (F9, help, digits) is the pattern's, whatever cards a file gives:
  /// it states no count a file's cards could belie.
  @Test func theTitleStatesNoCount() {
    #expect(!FeedPattern.title.contains { $0.isNumber }, "\(FeedPattern.title)")
  }

  @Test func aFeedWithoutCardsNamesItsLine() throws {
    let text = try Self.text(cards: "[]")
    let line = try #require(ExportedScreen.line(of: "\"cards\"", in: text))
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains("cards: a feed has no cards — add"), "\(problem)")
  }
}
