import Synchronization

/// The last few layouts of each pattern, by model and environment. A layout is a pure
/// function of those three, so a tree made for the same ones is the same tree: the
/// frames of a glide (the target layout, again each frame), the redraw after a key
/// that changed nothing the layout reads (a status-line notice, a tick), and the
/// tree `change(to:)` starts a glide from all find it here instead of laying the
/// pattern out again.
///
/// What is cached: the tree, keyed by the pattern's ID, its model (compared as
/// itself, so any change to what the pattern holds is a different key) and the
/// whole `LayoutEnvironment` (size, size classes, safe area, regions, text
/// metrics and size, direction, Split View). Nothing is invalidated by hand: a key that differs in any
/// part is a miss, and the pattern's oldest of `capacity` entries makes room for
/// the new one. Models of other patterns are not part of the key, as a pattern's
/// layout cannot read them.
///
/// ```swift
/// let tree = LayoutCache.layout(FeedPattern.self, model, env)  // laid out
/// let same = LayoutCache.layout(FeedPattern.self, model, env)  // found
/// ```
enum LayoutCache {
  private struct Entry: @unchecked Sendable {
    /// The model, as its own type behind `AnyHashable` (a `PatternModel`: Sendable).
    var model: AnyHashable
    var environment: LayoutEnvironment
    var tree: LayoutNode
  }

  /// Each pattern's layouts seen recently, newest last.
  private static let entries = Mutex<[PatternID: [Entry]]>([:])
  /// Layouts kept per pattern: a glide needs two (the old pose's and the new
  /// one's), a faithful timeline's in-between steps two more.
  static let capacity = 4

  /// `P`'s layout of `model` in `env`: found, or laid out and kept.
  static func layout<P: Pattern>(_ pattern: P.Type, _ model: P.Model, _ env: LayoutEnvironment)
    -> LayoutNode
  {
    let found = entries.withLock { table -> LayoutNode? in
      guard var list = table[P.id],
        let index = list.lastIndex(where: {
          $0.environment == env && ($0.model.base as? P.Model) == model
        })
      else { return nil }
      let tree = list[index].tree
      if index != list.count - 1 {
        list.append(list.remove(at: index))
        table[P.id] = list
      }
      return tree
    }
    if let found { return found }
    let tree = P.layout(model, in: env).resolved(in: env.layoutDirection)
    entries.withLock { table in
      var list = table[P.id] ?? []
      list.append(Entry(model: AnyHashable(model), environment: env, tree: tree))
      if list.count > capacity { list.removeFirst() }
      table[P.id] = list
    }
    return tree
  }

  /// How many layouts of `pattern` are kept now: for tests.
  static func count(_ pattern: PatternID) -> Int { entries.withLock { $0[pattern]?.count ?? 0 } }
}
