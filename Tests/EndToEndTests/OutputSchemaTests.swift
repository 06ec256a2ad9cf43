import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// The machine outputs carry `"version"` and follow their schemas in `Schemas/`:
  /// `tree --json` for every built-in pattern and a screen file, `env --json` on
  /// every device, `devices --json`, and the audit's JSON report; validated with
  /// `Scripts/validate-json-schema.py` (Python's jsonschema).
  @Suite("Machine outputs follow their schemas")
  struct OutputSchemaTests {
    static let root = Repository.root
    static let devices = [
      "iphone-duo", "galaxy-z-flip-5", "galaxy-z-fold-5", "pixel-9-pro-fold", "pixel-fold",
      "surface-duo-2",
    ]

    /// What `duoterm words` printed, checked against `Schemas/SCHEMA`.
    func expectValid(_ words: [String], schema: String, status: Int32 = 0) throws {
      let result = try DuotermBinary.run(words)
      #expect(result.status == status, "\(words): \(result)")
      let file = NSTemporaryDirectory() + "duoterm-schema-\(UUID().uuidString).json"
      defer { try? FileManager.default.removeItem(atPath: file) }
      try result.stdout.write(toFile: file, atomically: true, encoding: .utf8)
      let check = Subprocess.run(
        "python3",
        ["\(Self.root)/Scripts/validate-json-schema.py", "\(Self.root)/Schemas/\(schema)", file])
      #expect(check.status == 0, "\(words) against \(schema): \(check.stdout)\(check.stderr)")
    }

    @Test func treeForEveryPatternAndAScreenFile() throws {
      for pattern in try DuotermBinary.patternNames() {
        try expectValid(
          ["tree", "--pattern", pattern, "--pose", "book", "--json"], schema: "tree.schema.json")
      }
      try expectValid(
        ["tree", "--screen", "\(Self.root)/Tests/Fixtures/screens/broken/recipes.json", "--json"],
        schema: "tree.schema.json")
      // An app file: a row's avatar gives an image node with its alt text.
      try expectValid(
        ["tree", "--screen", "\(Self.root)/Examples/apps/settings.json", "--json"],
        schema: "tree.schema.json")
    }

    @Test func envOnEveryDeviceAndDevices() throws {
      for device in Self.devices {
        try expectValid(["env", "--device", device, "--json"], schema: "env.schema.json")
      }
      try expectValid(
        ["env", "--pose", "book", "--split", "1/2", "--json"], schema: "env.schema.json")
      try expectValid(["devices", "--json"], schema: "devices.schema.json")
    }

    @Test func theAuditsJSONReport() throws {
      try expectValid(
        ["audit", "--pattern", "all", "--pose", "book", "--format", "json"],
        schema: "audit-report.schema.json")
    }

    /// A profile file that cannot be read is named in `errors`, and the exit is 1.
    @Test func devicesNamesAProfileItCannotRead() throws {
      let folder = NSTemporaryDirectory() + "duoterm-devices-\(UUID().uuidString)"
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let own = folder + "/duoterm/devices"
      try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
      try "{ not json".write(toFile: own + "/broken.json", atomically: true, encoding: .utf8)
      let result = try DuotermBinary.run(
        ["devices", "--json"], environment: ["XDG_CONFIG_HOME": folder])
      #expect(result.status == 1, "\(result)")
      let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      let errors = (document as? [String: Any])?["errors"] as? [[String: Any]]
      #expect(errors?.first?["path"] as? String == own + "/broken.json", "\(result)")
    }
  }
}
