/// What a key does in the two-page reader.
public enum TwoPageAction: Hashable, Sendable {
  case previousPage, nextPage, firstPage, lastPage
  case toggleContents, contentsUp, contentsDown, openChapter
  case mark, returnToMark
  /// The chapter with this index, as a click on its contents row opens it.
  case chapter(Int)
}
