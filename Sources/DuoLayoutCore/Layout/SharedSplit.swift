/// Two equal halves that always show, one per seat (an arrangement would drop to
/// one view on the closed phone held sideways: Apple's `ArrangementView`): side by side
/// when the area is wider than tall, stacked otherwise, with a seam between them.
/// The first seat is always on the left or at the top, whatever the layout
/// direction.
///
/// When an active division crosses the area, the seam sits on the fold: the seam is
/// the fold's keep-out area (its frame and margins) and each half lies on its own
/// side. The halves stay equal there too, each as large as the smaller side allows
/// and set against the fold, so both players get the same board at the same size
/// (fairness before filling the last points; basis: design). An inactive fold
/// changes nothing: flat, the glass is continuous.
///
/// A half can turn for its owner (face to face): `half(_:facing:in:emphasis:content:)`
/// lays its content out in the owner's space, `(0, 0)` to the turned size, with the
/// owner's text metrics.
///
/// ```swift
/// let split = SharedSplit(env: closedPortrait)
/// split.first   // 382×321 at (0, 0)
/// split.second  // 382×321 at (0, 323)
/// split.seam    // 382×2 at (0, 321)
/// ```
public struct SharedSplit: Hashable, Sendable {
  /// The gap between the halves when no fold decides it. Basis: measured (on the
  /// iPhone Duo simulator: two stacked halves of 382 × 321 pt with a 2 pt gap, closed portrait).
  public static let spacing = 2.0

  /// The first seat's half in window points: on the left, or at the top.
  public var first: Rect
  /// The second seat's half, the same size: on the right, or at the bottom.
  public var second: Rect
  /// Between the halves: the spacing, or the fold's keep-out area on a partly
  /// folded phone.
  public var seam: Rect
  /// True when the halves are left and right; false when top and bottom.
  public var isSideBySide: Bool

  /// The split of `area`, its seam on `fold` when that crosses the area. Pass only
  /// an active fold: an inactive one does not divide the glass.
  public init(area: Rect, fold: ReservedRegion? = nil, spacing: Double = SharedSplit.spacing) {
    let sides = FoldSplit(area: area, fold: fold)
    if let other = sides.second, let gap = sides.gap {
      isSideBySide = sides.isSideBySide
      seam = gap
      if isSideBySide {
        let width = min(sides.first.width, other.width)
        first = Rect(
          x: sides.first.maxX - width, y: area.minY, width: width, height: area.height)
        second = Rect(x: other.minX, y: area.minY, width: width, height: area.height)
      } else {
        let height = min(sides.first.height, other.height)
        first = Rect(
          x: area.minX, y: sides.first.maxY - height, width: area.width, height: height)
        second = Rect(x: area.minX, y: other.minY, width: area.width, height: height)
      }
      return
    }
    isSideBySide = area.size.isWide
    if isSideBySide {
      let width = max(0, (area.width - spacing) / 2)
      first = Rect(x: area.minX, y: area.minY, width: width, height: area.height)
      second = Rect(x: area.maxX - width, y: area.minY, width: width, height: area.height)
      seam = Rect(minX: first.maxX, minY: area.minY, maxX: second.minX, maxY: area.maxY)
    } else {
      let height = max(0, (area.height - spacing) / 2)
      first = Rect(x: area.minX, y: area.minY, width: area.width, height: height)
      second = Rect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
      seam = Rect(minX: area.minX, minY: first.maxY, maxX: area.maxX, maxY: second.minY)
    }
  }

  /// The split of the safe area, the seam on the active fold if one crosses it.
  public init(env: LayoutEnvironment) {
    self.init(area: env.safeBounds, fold: env.fold(crossing: env.safeBounds))
  }

  /// The frame of `seat`'s half, in window points.
  public func frame(of seat: Seat) -> Rect { seat == .first ? first : second }

  /// The side of `seat`'s half that touches the seam, on the glass (unturned).
  public func seamSide(of seat: Seat) -> Side {
    switch (seat, isSideBySide) {
    case (.first, true): .right
    case (.second, true): .left
    case (.first, false): .bottom
    case (.second, false): .top
    }
  }

  /// Clockwise quarter turns of `seat`'s half in `facing` (the measured table).
  public func quarterTurns(for seat: Seat, facing: Facing) -> Int {
    facing.quarterTurns(for: seat, sideBySide: isSideBySide)
  }

  /// The side of the half touching the seam, as its owner sees it: face to face,
  /// always the top.
  public func ownerSeamSide(of seat: Seat, facing: Facing) -> Side {
    seamSide(of: seat).turned(clockwise: -quarterTurns(for: seat, facing: facing))
  }

  /// What the owner of `seat`'s half lays out in: the half's size (turned), the
  /// layout direction of the window, and text metrics whose columns run along the
  /// owner's lines. Turned a quarter, a column is as wide as a window line is tall,
  /// so the owner's text grid falls exactly on the window's cells. The half is
  /// inside the safe area and off any active fold, so it has no insets and no
  /// regions. Both size classes are compact: a half is at most half a display, a
  /// small space (basis: design).
  public func ownerEnvironment(for seat: Seat, facing: Facing, in env: LayoutEnvironment)
    -> LayoutEnvironment
  {
    let turns = quarterTurns(for: seat, facing: facing)
    let sideways = QuarterTurn.normalized(turns) % 2 == 1
    return LayoutEnvironment(
      windowSize: QuarterTurn.size(frame(of: seat).size, turned: turns),
      horizontalSizeClass: .compact, verticalSizeClass: .compact,
      layoutDirection: env.layoutDirection,
      textMetrics: sideways ? env.textMetrics.turned : env.textMetrics, device: env.device)
  }

  /// What `seat`'s half keeps free on its left and right on the glass: the layout
  /// margin less what already lies between a half and the safe area's edge, the
  /// same for both halves (mirrored side by side), so both players still get the
  /// same room.
  func margins(of seat: Seat, in env: LayoutEnvironment) -> (left: Double, right: Double) {
    let margin = LayoutMargins.horizontal(in: env)
    let safe = env.safeBounds
    func raw(_ frame: Rect) -> (left: Double, right: Double) {
      (max(0, margin - (frame.minX - safe.minX)), max(0, margin - (safe.maxX - frame.maxX)))
    }
    let (a, b) = (raw(first), raw(second))
    guard isSideBySide else { return (max(a.left, b.left), max(a.right, b.right)) }
    let outer = max(a.left, b.right)
    let inner = max(a.right, b.left)
    return seat == .first ? (outer, inner) : (inner, outer)
  }

  /// `seat`'s half as a node: ID the seat's (`first`, `second`), its frame in the
  /// window, its quarter turns, and `content`'s nodes laid out by `content` in the
  /// owner's environment (the second argument is the side of the seam, as the owner
  /// sees it). Unturned, the content is moved into window coordinates; turned, it
  /// stays in the owner's, as `LayoutNode.quarterTurns` says.
  ///
  /// The content keeps the layout margins (`LayoutMargins`) from the left and right
  /// edges of the safe area, where the half comes nearer them than that, so no
  /// text or outline touches the bezel; the half itself keeps the frame measured
  /// on the iPhone Duo simulator.
  public func half(
    _ seat: Seat, facing: Facing, in env: LayoutEnvironment, emphasis: Emphasis = .normal,
    direction: LayoutDirection = .leftToRight,
    content: (LayoutEnvironment, Side) -> [LayoutNode]
  ) -> LayoutNode {
    let frame = frame(of: seat)
    let turns = QuarterTurn.normalized(quarterTurns(for: seat, facing: facing))
    let margins = margins(of: seat, in: env.physical)
    // The owner's side `side` is the glass's side `side` turned with the half, and
    // its mirror image when the half's content is mirrored (right to left).
    func inset(_ side: Side) -> Double {
      let mirrored = direction == .rightToLeft && side.isVertical ? side.turned(clockwise: 2) : side
      switch mirrored.turned(clockwise: turns) {
      case .left: return margins.left
      case .right: return margins.right
      case .top, .bottom: return 0
      }
    }
    var owner = ownerEnvironment(for: seat, facing: facing, in: env)
    let left = inset(.left)
    let top = inset(.top)
    owner.windowSize = Size(
      width: max(0, owner.windowSize.width - left - inset(.right)),
      height: max(0, owner.windowSize.height - top - inset(.bottom)))
    // The content in its own node, inside the margins: a flash lights up the
    // content's cells, not the margin beside the bezel.
    var inside = LayoutNode(
      id: "\(seat.id).content", role: .container(.plain),
      frame: Rect(origin: .zero, size: owner.windowSize),
      emphasis: emphasis == .flash ? .flash : .normal,
      children: content(owner, ownerSeamSide(of: seat, facing: facing)))
    inside = inside.moved(dx: left, dy: top)
    if turns == 0 { inside = inside.moved(dx: frame.minX, dy: frame.minY) }
    return LayoutNode(
      id: seat.id, role: .container(.panel), frame: frame,
      emphasis: emphasis == .flash ? .normal : emphasis, quarterTurns: turns,
      direction: direction, children: [inside])
  }
}
