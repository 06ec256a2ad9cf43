import DuoData
import Testing

@testable import DuoLayoutCore

/// Every built-in content file reads (a file that did not would stop `duoterm`),
/// and a broken one is reported with its file and place.
@Suite struct BuiltInContentTests {
  @Test func everyCatalogFileReads() throws {
    #expect(try BuiltInContent.read("Content/recipe.json", as: Recipe.self).steps.count == 12)
    #expect(try BuiltInContent.read("Content/places.json", as: PlaceGuide.self).places.count == 12)
    #expect(try BuiltInContent.read("Content/notes.json", as: NoteFolder.self).notes.count == 10)
    #expect(try BuiltInContent.read("Content/allotment.json", as: Allotment.self).tabs.count == 5)
    #expect(try BuiltInContent.read("Content/album.json", as: PhotoAlbum.self).photos.count == 2)
    #expect(try BuiltInContent.read("Content/feed.json", as: CardFeed.self).cards.count == 240)
  }

  /// Every 37th card of the feed has a title beyond ASCII, each a different
  /// kind of text (CJK, a combining mark, an emoji, a ZWJ sequence, VS16), so
  /// the renderer meets them wherever the feed is scrolled to.
  @Test func theFeedsTitlesExerciseTheRenderer() {
    let cards = CardFeed.standard.cards
    let special = stride(from: 36, to: cards.count, by: 37).map { cards[$0].title }
    #expect(special.count == 6)
    #expect(special.allSatisfy { !$0.unicodeScalars.allSatisfy(\.isASCII) }, "\(special)")
    let scalars = special.flatMap(\.unicodeScalars).map(\.value)
    for wanted: UInt32 in [0x301, 0x200D, 0xFE0F] { #expect(scalars.contains(wanted)) }
  }

  /// Every ID a content file names is unique, and every ingredient a step uses exists.
  @Test func idsAreUniqueAndReferencesResolve() {
    let recipe = Recipe.standard
    let known = Set(recipe.ingredients.map(\.id))
    #expect(recipe.steps.allSatisfy { $0.uses.allSatisfy(known.contains) })
    let lists =
      [
        recipe.stepIDs, PlaceGuide.standard.placeIDs, NoteFolder.standard.noteIDs,
        Allotment.standard.tabIDs,
      ] + Allotment.standard.tabs.map(\.itemIDs)
    for ids in lists { #expect(Set(ids).count == ids.count, "\(ids)") }
  }

  /// The hand readers a start uses (`BuiltInContent+Direct.swift`) read every
  /// bundled content file they are for exactly as the strict decoder does.
  @Test func theHandReadersAgreeWithTheDecoder() throws {
    try Self.expectAgreement("Content/mailbox.json", Mailbox.init(direct:))
    try Self.expectAgreement("Content/feed.json", CardFeed.init(direct:))
    try Self.expectAgreement("Content/book.json", Book.init(direct:))
  }

  /// What a hand reader cannot read it leaves to the decoder, which names it.
  @Test func whatTheHandReaderCannotReadTheDecoderNames() throws {
    let text =
      #"{"messages": [{"id": "1", "sender": "A", "subject": "B", "date": "C", "body": "D"}]}"#
    let json = try JSONReader.parse(text)
    #expect(Mailbox(direct: json) == nil)
    #expect {
      try JSONValueDecoder(strict: true).decode(Mailbox.self, from: json)
    } throws: { error in
      "\(error)".contains("messages[0].id: expected a whole number")
    }
  }

  static func expectAgreement<T: Decodable & Equatable>(
    _ path: String, _ direct: (JSONValue) -> T?
  ) throws {
    let json = try JSONReader.parse(try #require(BundledFiles.text(path)))
    let read = try #require(direct(json), "\(path): the hand reader gave up")
    #expect(read == (try JSONValueDecoder(strict: true).decode(T.self, from: json)), "\(path)")
  }

  @Test func aMissingFileIsNamed() {
    #expect(throws: BuiltInContentError.self) {
      try BuiltInContent.read("Content/nowhere.json", as: Recipe.self)
    }
    do {
      _ = try BuiltInContent.read("Devices/iphone-duo.json", as: Recipe.self)
      Issue.record("a device profile read as a recipe")
    } catch {
      #expect(error.description.hasPrefix("Devices/iphone-duo.json:"))
    }
  }
}
