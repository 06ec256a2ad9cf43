extension AppModels {
  /// Every model with its IDs and offsets brought into range, for models read back
  /// from a file: a layout never indexes past the mailbox, the book or the feed.
  public func repaired() -> AppModels {
    var models = self
    models.listDetail = listDetail.repaired()
    models.twoPage = twoPage.repaired()
    models.feed = feed.repaired()
    models.shared = shared.repaired()
    return models
  }
}

extension ListDetailModel {
  func repaired() -> ListDetailModel {
    let ids = 1...Mailbox.messages.count
    var model = self
    model.selection = selection.clamped(to: ids)
    model.listAnchor = listAnchor.clamped(to: ids)
    model.drafts = drafts.filter { ids.contains($0.key) && !$0.value.isEmpty }
    model.flagged = flagged.filter(ids.contains)
    model.unread = unread.filter(ids.contains)
    model.replied = replied.filter(ids.contains)
    return model
  }
}

extension TwoPageModel {
  func repaired() -> TwoPageModel {
    let book = 0...Pagination.length(Book.chapters)
    var model = self
    model.position = position.clamped(to: book)
    model.contentsSelection = contentsSelection.clamped(to: 0...max(0, Book.chapters.count - 1))
    model.bookmark = bookmark.map { $0.clamped(to: book) }
    return model
  }
}

extension FeedModel {
  func repaired() -> FeedModel {
    let ids = 1...FeedCards.cards.count
    var model = self
    model.selection = selection.clamped(to: ids)
    model.anchor = anchor.clamped(to: ids)
    model.liked = liked.filter(ids.contains)
    model.saved = saved.filter(ids.contains)
    return model
  }
}

extension Int {
  /// The value moved into `range`.
  func clamped(to range: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
