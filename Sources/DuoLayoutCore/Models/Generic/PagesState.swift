/// Where a reader is in paged or scrolled text: a position in the text itself (a
/// character offset), never a page or line number. A fold that changes the width
/// re-paginates; the page shown is then the one holding the same position, so the
/// same words stay in view (Tech Talk 111463: scrolling content is not displaced).
///
/// Moves are handed where each page (or line) starts in the pagination on screen.
///
/// ```swift
/// var reader = PagesState()
/// let starts = [0, 120, 240, 360]   // this width's pages
/// reader.turn(by: 2, in: starts)     // position 240
/// reader.page(in: [0, 200, 400])     // 1: narrower pages, the same text
/// ```
public struct PagesState: PatternModel {
  /// Characters of the text before the first one shown.
  public var position = 0

  public init() {}

  public init(position: Int) {
    self.position = position
  }

  /// The page that holds the position: the last page starting at or before it.
  public func page<Starts: RandomAccessCollection<Int>>(in starts: Starts) -> Int
  where Starts.Index == Int {
    PagesState.page(containing: position, in: starts)
  }

  /// The page of `starts` that holds `offset`: the last one starting at or before it.
  public static func page<Starts: RandomAccessCollection<Int>>(
    containing offset: Int, in starts: Starts
  ) -> Int where Starts.Index == Int {
    var low = starts.startIndex
    var high = starts.endIndex - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return max(starts.startIndex, low)
  }

  /// `pages` pages on (back when negative), stopping at the first page and at the
  /// last page a screen of `showing` pages can start on.
  public mutating func turn(by pages: Int, in starts: [Int], showing: Int = 1) {
    guard !starts.isEmpty else { return }
    let last = max(0, starts.count - max(1, showing))
    let current = page(in: starts)
    let target = min(max(0, current + pages), max(last, current))
    position = starts[target]
  }

  /// Back to the beginning.
  public mutating func toStart() { position = 0 }

  /// The last screen: the page a screen of `showing` pages ends on the last one from.
  public mutating func toEnd(in starts: [Int], showing: Int = 1) {
    guard !starts.isEmpty else { return }
    position = starts[max(0, starts.count - max(1, showing))]
  }

  /// The state with its position inside a text of `length` characters.
  public func repaired(length: Int) -> PagesState {
    PagesState(position: min(max(0, position), max(0, length)))
  }
}
