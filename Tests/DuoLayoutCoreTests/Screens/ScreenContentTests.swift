import DuoData
import Foundation
import Testing

@testable import DuoLayoutCore

/// A screen file of a catalog kind with content of its own (`ContentPattern`):
/// it shows on the built-in pattern with the file's content, its mistakes name
/// their lines, and a reload keeps the state of what survives.
@Suite struct ScreenContentTests {
  /// The exported supporting pane's text with `edit` applied to its content.
  static func recipeText(_ edit: (inout JSONValue) -> Void = { _ in }) throws -> String {
    var screen = try #require(ScreenExport.screen(for: .supportingPane))
    var content = try #require(screen.content).value
    edit(&content)
    screen.content = ScreenContent(content)
    return screen.text(schema: "screen.schema.json")
  }

  @Test(arguments: PatternRegistry.contentPatterns.map { $0.id })
  func theExportShowsOnItsPatternWithItsContent(pattern: PatternID) throws {
    let exported = try #require(ScreenExport.screen(for: pattern))
    let screen = try ScreenFile.read(exported.text(schema: "s.json"), file: "a.json")
    let state = EmulatorState(pose: .book).showing(screen)
    #expect(state.pattern == pattern)
    #expect(state.screenFile == screen)
  }

  @Test func theFilesContentIsWhatShows() throws {
    let text = try Self.recipeText { content in
      var steps = content.object?["steps"]?.array ?? []
      var first = steps[0].object ?? JSONObject([])
      _ = first.insert(JSONMember(key: "text", value: JSONValue(.string("Zap the beans"))))
      steps[0] = JSONValue(.object(first))
      var object = content.object ?? JSONObject([])
      _ = object.insert(JSONMember(key: "steps", value: JSONValue(.array(steps))))
      content = JSONValue(.object(object))
    }
    let screen = try ScreenFile.read(text, file: "stew.json")
    let state = EmulatorState(pose: .open).showing(screen)
    #expect(state.models.supportingPane.recipe.steps[0].text == "Zap the beans")
    let steps = try #require(state.tree.node(id: "recipe.steps"))
    #expect(
      steps.allNodes.contains { node in
        if case .label(let text) = node.role { text.contains("Zap the beans") } else { false }
      })
    // The built-in keeps its own recipe.
    #expect(
      EmulatorState(pose: .open, pattern: .supportingPane).models.supportingPane.recipe
        == .standard)
  }

  @Test func aKindWithContentNeedsIt() {
    let problem = ExportedScreen.problem(#"{"title": "A", "pattern": "supporting-pane"}"#)
    #expect(problem?.hasPrefix("mine.json:1:1: content: a supporting-pane screen needs") == true)
  }

  @Test func aKindWithoutContentRefusesIt() {
    let problem = ExportedScreen.problem(
      """
      {"title": "A", "pattern": "stack",
       "content": {"steps": []}}
      """)
    #expect(problem?.hasPrefix("mine.json:2:13: content: a stack screen takes no content") == true)
  }

  @Test func aKindWithContentRefusesTheStacksParts() throws {
    let text = try Self.recipeText().replacingOccurrences(
      of: #""pattern": "supporting-pane","#,
      with: #""pattern": "supporting-pane", "rows": [{"title": "x"}],"#)
    #expect(
      ExportedScreen.problem(text)?.contains(
        "rows: a supporting-pane screen takes its parts from its content") == true)
  }

  @Test func aMistakeInTheContentNamesItsLine() throws {
    let text = try Self.recipeText().replacingOccurrences(of: #""serves""#, with: #""servse""#)
    let line =
      try #require(
        text.split(separator: "\n", omittingEmptySubsequences: false)
          .firstIndex { $0.contains("servse") }) + 1
    let problem = try #require(ExportedScreen.problem(text))
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains("unknown field 'servse' — did you mean 'serves'?"), "\(problem)")
  }

  @Test func aStepUsingNoIngredientNamesIt() throws {
    let text = try Self.recipeText().replacingOccurrences(
      of: #""uses": ["#, with: #""uses": ["saffron", "#)
    let problem = try #require(ExportedScreen.problem(text))
    let line =
      try #require(
        text.split(separator: "\n", omittingEmptySubsequences: false)
          .firstIndex { $0.contains("saffron") }) + 1
    #expect(problem.hasPrefix("mine.json:\(line):"), "\(problem)")
    #expect(problem.contains(#"no ingredient has the ID "saffron""#), "\(problem)")
  }

  @Test func aReloadKeepsTheStep() throws {
    let screen = try ScreenFile.read(try Self.recipeText(), file: "stew.json")
    var state = EmulatorState(pose: .open).showing(screen)
    state = [Key.down, .down, .space].reduce(state) { reduce($0, .key($1), at: 0) }
    let step = state.models.supportingPane.steps.selection
    #expect(step != nil)
    let edited = try ScreenFile.read(
      try Self.recipeText().replacingOccurrences(of: "Serves 4", with: "Serves 6"),
      file: "stew.json")
    state = reduce(state, .screenRead(edited), at: 1)
    #expect(state.pattern == .supportingPane)
    #expect(state.models.supportingPane.steps.selection == step)
    #expect(state.models.supportingPane.done == [step!])
    #expect(state.models.supportingPane.recipe.serves.hasPrefix("Serves 6"))
  }

  @Test func theSchemaDescribesEachKindsContent() throws {
    let schema = try JSONReader.parse(try #require(BundledFiles.text("Schemas/screen.schema.json")))
    for pattern in PatternRegistry.contentPatterns {
      let kind = pattern.screenKind.rawValue
      let definition = try #require(schema["$defs"]?["\(kind)-content"], "\(kind)")
      let described = Set(definition["properties"]?.object?.members.map(\.key) ?? [])
      let written = try #require(ScreenExport.screen(for: pattern.id)?.content?.value.object)
      #expect(Set(written.members.map(\.key)).isSubset(of: described), "\(kind)")
      let rule = schema["allOf"]?.array?.first {
        $0["if"]?["properties"]?["pattern"]?["const"]?.string == kind
      }
      #expect(
        rule?["then"]?["properties"]?["content"]?["$ref"]?.string == "#/$defs/\(kind)-content")
    }
  }

  @Test func theListIsEveryContentPatternOfTheRegistry() {
    let conforming = PatternRegistry.standardPatterns.compactMap { $0 as? any ContentPattern.Type }
    #expect(PatternRegistry.contentPatterns.map { $0.id } == conforming.map { $0.id })
  }
}
