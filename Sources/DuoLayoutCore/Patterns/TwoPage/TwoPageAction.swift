/// What a key does in the two-page reader.
public enum TwoPageAction: Hashable, Sendable {
  case previousPage, nextPage, firstPage, lastPage
  case toggleContents, contentsUp, contentsDown, openChapter
  case mark, returnToMark
}
