/// The sample content a start reads, read field by field from its JSON by hand:
/// the mailbox (list-detail, the default pattern), the feed and the book are read
/// the first time their pattern is shown, and `Codable`'s generic machinery
/// (runtime metadata, conformance look-ups, the strict decoder's search for
/// unknown fields in every object) cost three quarters of reading them. The same
/// fields as the `Decodable` conformances, which stay the one reader of screen
/// files (with their `FILE:LINE` errors); `BuiltInContentTests` checks the two
/// agree on every bundled content file read this way. Nil wherever the JSON is
/// not what the type needs: `BuiltInContent` then decodes it strictly, which says
/// what is wrong.
///
/// ```swift
/// let json = try JSONReader.parse(#"{"cards": [{"title": "Dawn", "text": "Cranes."}]}"#)
/// CardFeed(direct: json)?.cards.first?.title  // "Dawn"
/// ```
extension Mailbox {
  init?(direct json: JSONValue) {
    guard let messages = json.items("messages", Message.init(direct:)) else { return nil }
    self.init(messages: messages)
  }
}

extension Message {
  init?(direct json: JSONValue) {
    guard let id = json["id"]?.number?.int, let sender = json.text("sender"),
      let subject = json.text("subject"), let date = json.text("date"),
      let body = json.text("body")
    else { return nil }
    self.init(id: id, sender: sender, subject: subject, date: date, body: body)
  }
}

extension CardFeed {
  init?(direct json: JSONValue) {
    guard let cards = json.items("cards", FeedCard.init(direct:)) else { return nil }
    self.init(cards: cards)
  }
}

extension FeedCard {
  init?(direct json: JSONValue) {
    guard let title = json.text("title"), let text = json.text("text") else { return nil }
    self.init(title: title, text: text)
  }
}

extension Book {
  init?(direct json: JSONValue) {
    guard let title = json.text("title"),
      let chapters = json.items("chapters", Chapter.init(direct:))
    else { return nil }
    self.init(title: title, chapters: chapters)
  }
}

extension Chapter {
  init?(direct json: JSONValue) {
    guard let title = json.text("title"), let paragraphs = json.items("paragraphs", { $0.string })
    else { return nil }
    self.init(title: title, paragraphs: paragraphs)
  }
}
