import Synchronization

/// Remembers the last few paginations of a book. Counting the lines of 50,000
/// characters on every frame and key would be wasted work: the result depends only
/// on the book and the page size, so a cache keeps the function pure and makes it
/// cheap. (The book is compared, not hashed: the same book is the same storage, so
/// comparing it costs nothing, and a screen file's book paginates as its own.) (A
/// chapter's lines are broken, and kept in its pagination, when one of its pages is
/// shown; a page's text is made when it is shown: see `Pagination`.)
enum PaginationCache {
  private struct PageSize: Hashable {
    var columns: Int
    var lines: Int
  }

  /// Books and page sizes seen recently, newest last, and their paginations.
  private static let entries = Mutex<[(book: Book, size: PageSize, pagination: Pagination)]>([])
  private static let capacity = 8

  /// `book`'s pagination at `columns` × `lines`.
  static func pagination(of book: Book, columns: Int, lines: Int) -> Pagination {
    let size = PageSize(columns: columns, lines: lines)
    func matches(_ entry: (book: Book, size: PageSize, pagination: Pagination)) -> Bool {
      entry.size == size && entry.book == book
    }
    if let hit = entries.withLock({ $0.first(where: matches)?.pagination }) { return hit }
    let pagination = Pagination(book.chapters, columns: columns, lines: lines)
    entries.withLock { list in
      list.removeAll(where: matches)
      list.append((book, size, pagination))
      if list.count > capacity { list.removeFirst() }
    }
    return pagination
  }
}
