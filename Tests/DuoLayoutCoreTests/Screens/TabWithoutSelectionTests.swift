import Testing

@testable import DuoLayoutCore

/// In a list-detail screen file with no row selected, Tab opened an empty detail
/// (`path: list > `). Now it opens the first row's, as Enter does.
@Suite("Screen file: Tab with no row selected")
struct TabWithoutSelectionTests {
  @Test("Tab opens the first row's detail with the field focused", arguments: [Pose.closed, .open])
  func firstRow(pose: Pose) throws {
    var state = EmulatorState(pose: pose).showing(try ScreenReloadTests.screen())
    #expect(state.models.screen.state.list.selection == nil)
    state = ScreenReloadTests.typed(state, [.tab])
    let model = state.models.screen
    #expect(model.state.focus == "composer")
    #expect(model.state.list.selection == "ada")
    let path = state.modelDescription.first { $0.name == "path" }?.value
    #expect(path == (model.state.isDetailPushed ? "list > ada" : "list"), "\(path ?? "")")
    #expect(path?.hasSuffix("> ") != true)
  }
}
