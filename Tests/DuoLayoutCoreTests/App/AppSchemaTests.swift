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

/// `duoterm screen new --pattern app` writes a starter that reads back as the same
/// app and audits clean in every pose.
@Suite struct AppStarterTests {
  @Test func theStarterReadsBackAndAuditsClean() throws {
    let text = ScreenFile.starter(.app).text(schema: "x")
    let screen = try ScreenFile.read(text, file: "starter.json")
    #expect(screen.app?.screens.map(\.id) == ["home", "details", "saved"])
    #expect(screen.app?.screens == AppFile.starter.screens)
    for pose in Pose.allCases {
      for audit in screen.auditScreens(or: []) {
        let state = audit.state(
          pose: pose, viewport: .standard, pattern: .screen, registry: .withScreen, screen: screen)
        let findings = FoldAudit.findings(in: state.tree, env: state.environment)
        #expect(findings.isEmpty, "\(pose) \(audit.name): \(findings)")
      }
    }
  }
}
