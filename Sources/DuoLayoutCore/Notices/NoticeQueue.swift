/// Every message waiting for the status line, in one place: the most important
/// first (errors, then warnings, then information), in the order they came. A
/// timed notice starts its clock when it reaches the status line, so queued
/// warnings each get their few seconds; a notice with no duration stays until its
/// source clears it. The status line shows `shown` and how many wait behind it.
///
/// The queue stays small whatever is pressed: a notice equal to one already in it
/// (the same words, level and source) is not queued again but counted, shown as
/// `text size 200% is the largest ×300` for its few seconds from the last time, and
/// at most `timedLimit` timed notices wait, the oldest dropped first. So a key held
/// down costs the same at the ten-thousandth press as at the first.
///
/// ```swift
/// var queue = NoticeQueue()
/// queue.post(.warning("config unreadable; defaults used"), at: 0)
/// queue.post(.warning("session unreadable; starting fresh"), at: 0)
/// queue.shown?.text          // the config's warning
/// queue.advance(to: 6)
/// queue.shown?.text          // the session's
/// ```
public struct NoticeQueue: Hashable, Sendable {
  private struct Entry: Hashable, Sendable {
    var notice: Notice
    /// When it reached the status line; nil while it waits.
    var shownSince: Double?
    /// How many times it was posted while in the queue.
    var count = 1
  }

  private var entries: [Entry] = []

  /// The most timed notices the queue holds. Basis: design (more than a few
  /// passing messages in a row cannot be read anyway).
  public static let timedLimit = 4

  public init() {}

  /// Adds `notice`, replacing any notice from the same source; an equal notice
  /// already queued is counted instead, and shows its full time again.
  public mutating func post(_ notice: Notice, at now: Double) {
    if let index = entries.firstIndex(where: { $0.notice == notice }) {
      entries[index].count += 1
      if entries[index].shownSince != nil { entries[index].shownSince = now }
      return
    }
    if let source = notice.source { entries.removeAll { $0.notice.source == source } }
    let before = shownIndex.map { entries[$0].notice }
    entries.append(Entry(notice: notice, shownSince: nil))
    dropOldestTimed()
    // A more important notice pushes the shown one back: it starts over later.
    if let before, shownIndex.map({ entries[$0].notice }) != before,
      let index = entries.firstIndex(where: { $0.notice == before })
    {
      entries[index].shownSince = nil
    }
    startShown(at: now)
  }

  /// Keeps at most `timedLimit` timed notices, dropping the oldest waiting ones.
  private mutating func dropOldestTimed() {
    var timed = entries.indices.filter { entries[$0].notice.duration != nil }
    while timed.count > NoticeQueue.timedLimit {
      let shown = shownIndex
      guard let oldest = timed.first(where: { $0 != shown }) else { return }
      entries.remove(at: oldest)
      timed = entries.indices.filter { entries[$0].notice.duration != nil }
    }
  }

  /// Removes the notice from `source`, if any (its problem is fixed).
  public mutating func clear(source: String, at now: Double) {
    entries.removeAll { $0.notice.source == source }
    startShown(at: now)
  }

  /// Drops the timed notices whose time is up by `now`, each next one starting its
  /// clock when the one before it ended.
  public mutating func advance(to now: Double) {
    while let index = shownIndex, let end = expiry(of: entries[index]), end <= now {
      entries.remove(at: index)
      startShown(at: end)
    }
  }

  /// The notice on the status line now, `×N` after its text when it came N times.
  public var shown: Notice? { shownIndex.map { counted(entries[$0]) } }

  /// How many notices wait behind the shown one.
  public var waiting: Int { max(0, entries.count - 1) }

  /// Every notice, the shown one first: for the help and tests.
  public var all: [Notice] { order.map { counted(entries[$0]) } }

  private func counted(_ entry: Entry) -> Notice {
    guard entry.count > 1 else { return entry.notice }
    var notice = entry.notice
    notice.text += " ×\(entry.count)"
    return notice
  }

  /// When the shown notice's time is up, or nil when nothing will change by itself.
  public var nextDeadline: Double? { shownIndex.flatMap { expiry(of: entries[$0]) } }

  public var isEmpty: Bool { entries.isEmpty }

  private var order: [Int] {
    entries.indices.sorted {
      entries[$0].notice.level != entries[$1].notice.level
        ? entries[$0].notice.level > entries[$1].notice.level : $0 < $1
    }
  }

  private var shownIndex: Int? { order.first }

  private func expiry(of entry: Entry) -> Double? {
    guard let duration = entry.notice.duration, let since = entry.shownSince else { return nil }
    return since + duration
  }

  private mutating func startShown(at now: Double) {
    if let index = shownIndex, entries[index].shownSince == nil {
      entries[index].shownSince = now
    }
  }
}
