import DuoTermRender
import Testing

@testable import DuoLayoutCore

/// The trees of the extended canvas, the camera and the arrangements show the
/// catalog's behaviour in the poses it names, at both terminal sizes.
@Suite struct CatalogTreeTests {
  static let sizes = PatternFixtures.sizes

  /// The state after `keys` from a fresh start in `pose`.
  static func state(_ pattern: PatternID, _ pose: Pose, _ size: TerminalSize, keys: [Key] = [])
    -> EmulatorState
  {
    AuditScreen("test", keys: keys).state(pose: pose, terminal: size, pattern: pattern)
  }

  /// The window frames of `id`'s controls.
  static func controls(_ tree: LayoutNode, under id: String) -> [Rect] {
    tree.windowNodes.filter { $0.id.hasPrefix(id + ".") && $0.role.isInteractive }.map(\.frame)
  }

  @Test(arguments: sizes)
  func theCanvasToolsAreAllOnOneSideOfTheFoldPartlyFolded(size: TerminalSize) throws {
    let book = Self.state(.extendedCanvas, .book, size)
    let fold = try #require(book.environment.reservedRegions(.division).first)
    let tools = Self.controls(book.tree, under: "toolbar")
    #expect(tools.count == 4)
    #expect(tools.allSatisfy { $0.minX >= fold.keepOut.maxX }, "\(tools) vs \(fold.keepOut)")
    // Flat, the same tools sit across the fold's line: only the active fold moves them.
    let open = Self.state(.extendedCanvas, .open, size)
    let flat = Self.controls(open.tree, under: "toolbar")
    #expect(
      flat.contains { $0.minX < fold.frame.midX } && flat.contains { $0.maxX > fold.frame.midX })
    // The map itself stays where it was: across the fold.
    #expect(book.tree.node(id: "canvas.map")?.frame == open.tree.node(id: "canvas.map")?.frame)
  }

  @Test(arguments: sizes)
  func theCanvasToolsStayBelowAFoldAcross(size: TerminalSize) throws {
    let tabletop = Self.state(.extendedCanvas, .tabletop, size)
    let fold = try #require(tabletop.environment.reservedRegions(.division).first)
    let tools = Self.controls(tabletop.tree, under: "toolbar")
    #expect(!tools.isEmpty && tools.allSatisfy { $0.minY >= fold.keepOut.maxY })
  }

  @Test(arguments: Pose.allCases)
  func theMapCentreIsTheModelsCentreInEveryPose(pose: Pose) throws {
    let keys: [Key] = [.right, .right, .down, .character("+")]
    let state = Self.state(.extendedCanvas, pose, .standard, keys: keys)
    let model = state.models.extendedCanvas
    #expect(model.viewport.centre == Point(x: 88, y: 32) && model.viewport.zoom == 2)
    let cells = try #require(state.tree.node(id: "canvas.map.cells"))
    guard case .label(let text) = cells.role else { throw CancellationError() }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    let metrics = state.environment.textMetrics
    let (columns, rows) = (
      metrics.columns(in: cells.frame.width), metrics.lines(in: cells.frame.height)
    )
    #expect(lines.count == rows)
    #expect(lines[rows / 2].count > columns / 2 && lines[rows / 2][columns / 2] == "+")
    // Two cells right of the mark at zoom 2 is one map unit east of the centre.
    let map = ExtendedCanvasPattern.map
    let east = map.character("streets", x: 89, y: 32)
    let row = lines[rows / 2]
    let shown: Character = columns / 2 + 2 < row.count ? row[columns / 2 + 2] : " "
    #expect(shown == east || map.places.contains { $0.y == 32 }, "\(String(row))")
  }

  @Test(arguments: sizes)
  func theShutterAloneMovesToTheTrailingSidePartlyFolded(size: TerminalSize) throws {
    let open = Self.state(.camera, .open, size)
    let book = Self.state(.camera, .book, size)
    let fold = try #require(book.environment.reservedRegions(.division).first)
    let flat = try #require(open.tree.node(id: "camera.controls.shutter")?.frame)
    let folded = try #require(book.tree.node(id: "camera.controls.shutter")?.frame)
    #expect(flat.intersects(fold.frame), "flat, the shutter stays on the fold's line")
    #expect(folded.minX >= fold.keepOut.maxX && folded.minY == flat.minY)
    // The caption's words keep off the active fold too (the next test); the rest stays.
    for id in ["camera.viewfinder", "toolbar"] {
      #expect(open.tree.node(id: id)?.frame == book.tree.node(id: id)?.frame, "\(id) stays")
    }
    // Right to left, trailing is the left: laid out from the top-leading corner,
    // then mirrored onto the glass.
    let env = book.environment.measured(for: .rightToLeft)
    let mirrored = CameraPattern.layout(book.models.camera, in: env).resolved(in: .rightToLeft)
    let leading = try #require(mirrored.node(id: "camera.controls.shutter")?.frame)
    #expect(leading.maxX <= fold.keepOut.minX)
  }

  @Test(
    "a canvas's caption keeps its words off an active fold, and only the fold moves it",
    arguments: [PatternID.extendedCanvas, .camera], LayoutDirection.allCases)
  func theCaptionKeepsOffTheFold(pattern: PatternID, direction: LayoutDirection) throws {
    let caption = pattern == .camera ? "camera.caption" : "canvas.caption"
    for size in Self.sizes + [TerminalSize(columns: 132, rows: 43)] {
      let book = Self.state(pattern, .book, size, keys: Self.direction(direction))
      #expect(book.layoutDirection == direction)
      // The tree is on the glass; the environment is measured from the leading edge.
      let glass = book.environment.measured(for: .leftToRight)
      let fold = try #require(glass.reservedRegions(.division).first)
      let line = try #require(book.tree.node(id: caption))
      #expect(
        !line.frame.intersects(fold.keepOut), "\(pattern) \(size): \(line.frame) \(fold.keepOut)")
      guard case .label(let text) = line.role else { throw CancellationError() }
      #expect(text.contains { !$0.isWhitespace }, "\(pattern) \(size)")
      let open = Self.state(pattern, .open, size, keys: Self.direction(direction))
      let flat = try #require(open.tree.node(id: caption)?.frame)
      // Only the fold moves it: where the flat line already keeps off it, it stays.
      #expect(
        flat.intersects(fold.keepOut) == (flat != line.frame), "\(pattern) \(size): \(flat)")
    }
  }

  /// The keys that set `direction` from a fresh start.
  static func direction(_ direction: LayoutDirection) -> [Key] {
    direction == .rightToLeft ? [.control("f")] : []
  }

  @Test(arguments: sizes)
  func theShutterStaysPutClosed(size: TerminalSize) throws {
    let closed = Self.state(.camera, .closed, size)
    let shutter = try #require(closed.tree.node(id: "camera.controls.shutter")?.frame)
    let viewfinder = try #require(closed.tree.node(id: "camera.viewfinder")?.frame)
    #expect(abs(shutter.midX - viewfinder.midX) <= closed.environment.textMetrics.columnWidth)
  }

  @Test(arguments: sizes)
  func overlayPartlyFoldedPutsTheSecondaryLeadingAndThePrimaryTrailing(size: TerminalSize)
    throws
  {
    let s: [Key] = [.character("s")]
    let book = Self.state(.arrangements, .book, size, keys: s)
    let fold = try #require(book.environment.reservedRegions(.division).first)
    let primary = try #require(book.tree.node(id: "arrangement.primary")?.frame)
    let secondary = try #require(book.tree.node(id: "arrangement.secondary")?.frame)
    #expect(secondary.maxX <= fold.keepOut.minX && primary.minX >= fold.keepOut.maxX)
    let tabletop = Self.state(.arrangements, .tabletop, size, keys: s)
    let across = try #require(tabletop.environment.reservedRegions(.division).first)
    let top = try #require(tabletop.tree.node(id: "arrangement.secondary")?.frame)
    let bottom = try #require(tabletop.tree.node(id: "arrangement.primary")?.frame)
    #expect(top.maxY <= across.keepOut.minY && bottom.minY >= across.keepOut.maxY)
  }

  @Test(arguments: [Pose.closed, .open, .openTall], sizes)
  func overlayFlatLayersAShortPrimaryAtTheTopEdge(pose: Pose, size: TerminalSize) throws {
    let state = Self.state(.arrangements, pose, size, keys: [.character("s")])
    let primary = try #require(state.tree.node(id: "arrangement.primary")?.frame)
    let secondary = try #require(state.tree.node(id: "arrangement.secondary")?.frame)
    #expect(secondary.contains(primary) && primary.minY == secondary.minY)
    #expect(primary.height < secondary.height && primary.width == secondary.width)
  }

  @Test(arguments: sizes)
  func splitHorizontalHeldTallShowsThePrimaryAloneAndKeepsTheSecondaryAtFullSize(
    size: TerminalSize
  ) throws {
    let state = Self.state(.arrangements, .openTall, size, keys: [.character("a")])
    let secondary = try #require(state.tree.node(id: "arrangement.secondary"))
    let primary = try #require(state.tree.node(id: "arrangement.primary"))
    #expect(secondary.role == .container(.hidden(reachedBy: "toolbar.style")))
    #expect(secondary.frame == primary.frame, "the secondary gets the full size too")
    #expect(!state.tree.shownWindowNodes.contains { $0.id.hasPrefix("arrangement.secondary") })
    // Both axes, the same pose stacks them, the primary on top, both drawn.
    let both = Self.state(.arrangements, .openTall, size)
    let top = try #require(both.tree.node(id: "arrangement.primary")?.frame)
    let below = try #require(both.tree.node(id: "arrangement.secondary"))
    #expect(below.role == .container(.plain) && top.maxY <= below.frame.minY)
  }

  @Test(arguments: sizes)
  func splitClosedSidewaysShowsThePrimaryAlone(size: TerminalSize) throws {
    let state = Self.state(.arrangements, .closedLandscape, size)
    #expect(state.tree.node(id: "arrangement.secondary")?.role.isHidden == true)
    let book = Self.state(.arrangements, .book, size, keys: [.character("a")])
    let fold = try #require(book.environment.reservedRegions(.division).first)
    let primary = try #require(book.tree.node(id: "arrangement.primary")?.frame)
    let secondary = try #require(book.tree.node(id: "arrangement.secondary"))
    #expect(secondary.role == .container(.plain), "book: horizontal axes still split")
    #expect(primary.maxX <= fold.keepOut.minX && secondary.frame.minX >= fold.keepOut.maxX)
  }
}
