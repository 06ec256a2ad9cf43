import DuoLayoutCore
import Foundation
import TestSupport
import Testing

@testable import DuoTerm

/// `duoterm tree` names an image's alt text (a row's avatar), as a screen reader
/// would say it: in `--json` as `alt` beside its glyph in `symbol`, and in the text
/// form after the glyph.
@Suite struct TreeImageAltTests {
  static let settings = Repository.path("Examples/apps/settings.json")

  @Test func theSettingsAppsAvatarHasItsAltTextInTheTree() throws {
    let screen = try ScreenFile.read(
      String(contentsOfFile: Self.settings, encoding: .utf8), file: "settings.json")
    let state = EmulatorState(pose: .open).showing(screen)
    let root = TreeCommand.json(TreeCommand.inWindow(state.tree), env: state.environment.physical)
    func find(_ node: TreeCommand.JSONNode) -> TreeCommand.JSONNode? {
      node.id == "settings.profile.avatar" ? node : node.children.lazy.compactMap(find).first
    }
    let avatar = try #require(find(root))
    #expect(avatar.role == "image")
    #expect(avatar.symbol == "AL")
    #expect(avatar.alt == "Ada Lovelace's photo")
    let json = String(decoding: try JSONEncoder().encode(avatar), as: UTF8.self)
    #expect(json.contains(#""alt":"Ada Lovelace's photo""#), "\(json)")
  }
}
