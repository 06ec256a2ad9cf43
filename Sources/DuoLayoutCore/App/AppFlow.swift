/// Stacks a screen's blocks top to bottom in its areas (one, or two either side
/// of an active fold: the blocks continue past it, never across it), never two
/// in one frame. What does not fit scrolls: the column starts at a block (the
/// state's scroll), moved so the focused control shows, and what is out of sight
/// is held in a hidden view reached by the column (`control-lost` knows it is one
/// scroll away, not lost).
///
/// ```swift
/// let page = AppFlow.flow(blocks, pinned: [], in: [area], first: 0, focus: "pay", id: "checkout.column")
/// page.nodes.first?.role   // .scroll
/// ```
enum AppFlow {
  struct Page {
    var nodes: [LayoutNode]
    /// The first block shown.
    var first: Int
    /// How many blocks show.
    var shown: Int
  }

  static func flow(
    _ blocks: [AppBlock], pinned: [AppBlock], in areas: [Rect], obstacles: [Rect] = [],
    first wanted: Int, focus: String?, id: String
  ) -> Page {
    guard var areas = Optional(areas), !areas.isEmpty else {
      return Page(nodes: [], first: 0, shown: 0)
    }
    var nodes: [LayoutNode] = []
    // Pinned blocks at the top of the first area, whatever the scroll, in at most
    // half of it; what does not fit there scrolls first in the column.
    var y = areas[0].minY
    var blocks = blocks
    for (index, block) in pinned.enumerated() {
      guard y + block.height <= areas[0].minY + areas[0].height / 2 + 1e-9 else {
        blocks = Array(pinned[index...]) + blocks
        break
      }
      nodes += block.place(
        Rect(x: areas[0].minX, y: y, width: areas[0].width, height: block.height))
      y += block.height
    }
    areas[0] = Rect(minX: areas[0].minX, minY: y, maxX: areas[0].maxX, maxY: max(y, areas[0].maxY))
    func fit(from first: Int) -> [(index: Int, area: Int, frame: Rect)] {
      var placed: [(index: Int, area: Int, frame: Rect)] = []
      var area = 0
      var y = areas[0].minY
      var index = first
      while index < blocks.count, area < areas.count {
        let height = blocks[index].height
        let candidate = Rect(x: areas[area].minX, y: y, width: areas[area].width, height: height)
        if let obstacle = obstacles.first(where: { FoldAudit.sharesArea($0, candidate) }),
          obstacle.maxY > y
        {
          // Under a region that keeps controls out (the status bar's corner).
          y = obstacle.maxY
          continue
        }
        if y + height <= areas[area].maxY + 1e-9 {
          placed.append(
            (index, area, Rect(x: areas[area].minX, y: y, width: areas[area].width, height: height))
          )
          y += height
          index += 1
        } else if y == areas[area].minY {
          // Taller than a whole area: it takes the area, cut.
          placed.append(
            (
              index, area,
              Rect(x: areas[area].minX, y: y, width: areas[area].width, height: areas[area].height)
            ))
          area += 1
          index += 1
          if area < areas.count { y = areas[area].minY }
        } else {
          area += 1
          if area < areas.count { y = areas[area].minY }
        }
      }
      return placed
    }
    var first = max(0, min(wanted, blocks.count - 1))
    if let focus, let target = blocks.firstIndex(where: { $0.focus == focus }) {
      if target < first {
        first = target
      } else {
        while first < target, !fit(from: first).contains(where: { $0.index == target }) {
          first += 1
        }
      }
    }
    // Never scrolled past the point where the last block shows.
    while first > 0, fit(from: first - 1).last?.index == blocks.count - 1 { first -= 1 }
    let placed = fit(from: first)
    for area in areas.indices {
      let children = placed.filter { $0.area == area }.flatMap { blocks[$0.index].place($0.frame) }
      nodes.append(
        LayoutNode(
          id: area == 0 ? id : "\(id).\(area + 1)", role: .scroll, frame: areas[area],
          children: children))
    }
    let shown = Set(placed.map(\.index))
    var away: [LayoutNode] = []
    var offscreen = areas[0].minY
    for index in blocks.indices where !shown.contains(index) {
      away += blocks[index].place(
        Rect(x: areas[0].minX, y: offscreen, width: areas[0].width, height: blocks[index].height))
      offscreen += blocks[index].height
    }
    if !away.isEmpty {
      nodes.append(
        LayoutNode(
          id: "\(id).away", role: .container(.hidden(reachedBy: id)), frame: areas[0],
          children: away))
    }
    return Page(nodes: nodes, first: first, shown: placed.count)
  }
}
