import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// One map for every click: the frame's own layout says what is under a cell, a
/// pose button, a region or the window, and a region's words come from the core.
@Suite struct SceneHitTests {
  let state = EmulatorState(pose: .book, terminal: .standard).launched(Launch(showsPoseBar: true))

  @Test func aPoseButtonPressesItsKey() throws {
    let layout = try #require(SceneLayout(state: state))
    let row = try #require(layout.poseBar)
    let (item, cells) = try #require(PoseBar.cells(state, in: row).first)
    #expect(SceneHit.at(x: cells.x, y: cells.y, in: state, layout: layout) == .poseButton(item.key))
    #expect(item.key == .function(2))
  }

  @Test func theFoldIsARegionWithTheCoresWords() throws {
    let layout = try #require(SceneLayout(state: state))
    let placement = layout.placement(state.shownDisplay)
    let fold = try #require(state.shownEnvironment.regions.first { $0.kind == .division })
    let band = placement.raster.band(fold.frame)
    let hit = SceneHit.at(x: band.x, y: band.y + band.height / 2, in: state, layout: layout)
    #expect(hit == .region(fold))
    #expect(Notice.clicked(fold).text.hasPrefix("the fold: active"))
  }

  @Test func theWindowIsAPointInIt() throws {
    let layout = try #require(SceneLayout(state: state))
    let window = layout.placement(state.shownDisplay).window
    let hit = SceneHit.at(x: window.x, y: window.y, in: state, layout: layout)
    guard case .window(let point) = hit else {
      Issue.record("a window cell is the window, not \(String(describing: hit))")
      return
    }
    #expect(
      point.x > 0 && point.y > 0 && point.x < layout.placement(state.shownDisplay).raster.scale)
    #expect(SceneHit.at(x: 0, y: 0, in: state, layout: layout) == nil, "the bezel's corner")
  }
}
