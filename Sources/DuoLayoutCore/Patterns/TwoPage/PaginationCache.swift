import Synchronization

/// Remembers the last few paginations of the book. Counting the lines of 50,000
/// characters on every frame and key would be wasted work: the result depends only
/// on the page size, so a cache keeps the function pure and makes it cheap. (A
/// chapter's lines are broken, and kept in its pagination, when one of its pages is
/// shown; a page's text is made when it is shown: see `Pagination`.)
enum PaginationCache {
  private struct PageSize: Hashable {
    var columns: Int
    var lines: Int
  }

  /// Page sizes seen recently, newest last, and their paginations.
  private static let entries = Mutex<[(size: PageSize, pagination: Pagination)]>([])
  private static let capacity = 8

  /// The book's pagination at `columns` × `lines`.
  static func book(columns: Int, lines: Int) -> Pagination {
    let size = PageSize(columns: columns, lines: lines)
    if let hit = entries.withLock({ $0.first { $0.size == size }?.pagination }) { return hit }
    let pagination = Pagination(Book.chapters, columns: columns, lines: lines)
    entries.withLock { list in
      list.removeAll { $0.size == size }
      list.append((size, pagination))
      if list.count > capacity { list.removeFirst() }
    }
    return pagination
  }
}
