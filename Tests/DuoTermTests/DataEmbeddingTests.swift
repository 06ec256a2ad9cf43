import Foundation
import TestSupport
import Testing

/// The data plugin's tool (`DuoEmbed`, run by `Plugins/EmbedData` at every build)
/// stops the build at a data file that is not JSON, naming its line and column,
/// and builds in a file that is.
@Suite struct DataEmbeddingTests {
  /// `DuoEmbed` run on a `Devices/` folder holding `text` as `fold.json`.
  static func embed(_ text: String) throws -> (ProcessResult, output: String, file: String) {
    let folder = try TemporaryFolder.made("duoterm-embed")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/Devices", withIntermediateDirectories: true)
    let file = folder.path + "/Devices/fold.json"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let output = folder.path + "/EmbeddedFiles.swift"
    let result = Subprocess.run(
      try DuotermBinary.path(of: "DuoEmbed"), [output, folder.path, folder.path + "/Devices"])
    let swift = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    return (result, swift, file)
  }

  @Test func aFileThatIsNotJSONStopsTheBuildAtItsPlace() throws {
    let (result, output, file) = try Self.embed("{\n  \"id\": \"fold\",\n  \"name\": oops\n}\n")
    #expect(result.status == 1, "\(result)")
    #expect(result.stderrLines.first?.hasPrefix("\(file):3:11: ") == true, "\(result)")
    #expect(result.stderrLines.first?.contains(" — ") == true, "\(result)")
    #expect(output.isEmpty)
  }

  @Test func aJSONFileIsBuiltInByItsPath() throws {
    let (result, output, _) = try Self.embed(#"{"id": "fold"}"#)
    #expect(result.status == 0, "\(result)")
    #expect(output.contains(#""Devices/fold.json": #"#), "\(output.prefix(300))")
  }
}
