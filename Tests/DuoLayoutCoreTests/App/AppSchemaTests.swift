import DuoTermRender
import Foundation
import TestSupport
import Testing

@testable import DuoLayoutCore

/// `Schemas/app.schema.json` is generated from the component registry: the
/// committed file must be what `duoterm screen schema` prints, so a kind added
/// without regenerating it fails here.
@Suite struct AppSchemaTests {
  static let root = Repository.root

  @Test func theCommittedSchemaIsTheGeneratedOne() throws {
    let committed = try String(
      contentsOfFile: "\(Self.root)/Schemas/app.schema.json", encoding: .utf8)
    #expect(
      committed == AppSchema.text(),
      "regenerate it: swift run duoterm screen schema > Schemas/app.schema.json")
  }

  @Test func everyKindHasItsDefinition() throws {
    let schema = try JSONReader.parse(AppSchema.text())
    for kind in ComponentRegistry.all {
      let definition = try #require(schema["$defs"]?[kind.kind], "\(kind.kind)")
      #expect(definition["properties"]?["kind"]?["const"]?.string == kind.kind)
      for property in kind.properties {
        #expect(definition["properties"]?[property.name] != nil, "\(kind.kind).\(property.name)")
      }
    }
    let kinds = schema["$defs"]?["component"]?["oneOf"]?.array?.count
    #expect(kinds == ComponentRegistry.all.count)
  }
}

/// `duoterm screen new --pattern app --root ROOT` writes a starter for each root
/// that reads back as the same app and audits clean in every pose, at 200x50 and
/// 80x24.
@Suite struct AppStarterTests {
  @Test(arguments: AppRoot.allCases)
  func theStarterReadsBackAndAuditsClean(root: AppRoot) throws {
    let text = ScreenFile.starter(.app, root: root).text(schema: "x")
    let screen = try ScreenFile.read(text, file: "starter.json")
    #expect(screen.app?.root == root)
    #expect(screen.app?.screens == AppFile.starter(root).screens)
    #expect(screen.app?.screens.count ?? 0 >= 1)
    for size in [TerminalSize(columns: 200, rows: 50), TerminalSize(columns: 80, rows: 24)] {
      let viewport = SceneFit.viewport(for: size, profile: .iPhoneDuo)
      for pose in Pose.allCases {
        for audit in screen.auditScreens(or: []) {
          let state = audit.state(
            pose: pose, viewport: viewport, pattern: .screen, registry: .withScreen,
            screen: screen)
          let findings = FoldAudit.findings(in: state.tree, env: state.environment)
          #expect(findings.isEmpty, "\(root) \(pose) \(size) \(audit.name): \(findings)")
        }
      }
    }
  }

  @Test func theStackStarterHasItsThreeScreens() throws {
    #expect(AppFile.starter(.stack).screens.map(\.id) == ["home", "details", "saved"])
  }
}
