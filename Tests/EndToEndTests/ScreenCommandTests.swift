import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// The screen-file commands from the outside: `screen new` writes a file that
  /// renders and audits clean and never writes over one; `audit --screen` names a
  /// finding's line in the file and exits 1, and 2 for a file it cannot read;
  /// `screen export` prints a file `render --screen` reads.
  @Suite("Screen file commands")
  struct ScreenCommandTests {
    static func folder() throws -> URL {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("duoterm-screens-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return folder
    }

    @Test(
      "screen new writes a starting file once; it renders and audits clean",
      arguments: [
        "stack", "list-detail", "extended-canvas",
      ])
    func newScreen(pattern: String) throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("mine.json").path
      let made = try DuotermBinary.run(["screen", "new", "--pattern", pattern, file])
      #expect(made.status == 0, "\(made)")
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(text.contains("\"description\""), "comments in description fields")
      let again = try DuotermBinary.run(["screen", "new", "--pattern", pattern, file])
      #expect(again.status == 2)
      #expect(again.stderr.contains("already there"))
      #expect(try String(contentsOfFile: file, encoding: .utf8) == text, "not written over")
      let shown = try DuotermBinary.run(["render", "--screen", file, "--pose", "book"])
      #expect(shown.status == 0, "\(shown)")
      #expect(shown.stdout.contains("My screen"))
      let audit = try DuotermBinary.run(["audit", "--screen", file])
      #expect(audit.status == 0, "\(audit)")
      #expect(audit.stdout.hasPrefix("0 findings"))
    }

    @Test(
      "screen new --pattern app --root R writes an app of that root; it renders and audits clean",
      arguments: ["stack", "split", "tabs", "seats"])
    func newApp(root: String) throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("app.json").path
      let made = try DuotermBinary.run(["screen", "new", "--pattern", "app", "--root", root, file])
      #expect(made.status == 0, "\(made)")
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(text.contains("\"root\": \"\(root)\""), "\(text.prefix(400))")
      for size in ["200x50", "80x24"] {
        let shown = try DuotermBinary.run(["render", "--screen", file, "--size", size])
        #expect(shown.status == 0, "\(shown)")
      }
      let audit = try DuotermBinary.run(["audit", "--screen", file, "--pose", "all"])
      #expect(audit.status == 0, "\(audit)")
      #expect(audit.stdout.hasPrefix("0 findings"), "\(audit.stdout)")
    }

    @Test("screen new --root without --pattern app: exit 2, naming the fix, nothing written")
    func rootNeedsAnApp() throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("x.json").path
      let refused = try DuotermBinary.run(["screen", "new", "--root", "tabs", file])
      #expect(refused.status == 2)
      #expect(refused.stderr.contains("--pattern app"), "\(refused.stderr)")
      #expect(!FileManager.default.fileExists(atPath: file))
      let unknown = try DuotermBinary.run(
        ["screen", "new", "--pattern", "app", "--root", "grid", file])
      #expect(unknown.status == 2)
      #expect(unknown.stderr.contains("unknown root 'grid'"), "\(unknown.stderr)")
    }

    @Test("audit --screen: a finding at the file's line; exit 2 for a file with a mistake")
    func auditFindings() throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("bad.json").path
      try """
      {
        "title": "Bad",
        "pattern": "stack",
        "toolbar": [
          {"id": "blank", "symbol": "☐", "title": " "}
        ]
      }
      """.write(toFile: file, atomically: false, encoding: .utf8)
      let audit = try DuotermBinary.run([
        "audit", "--screen", file, "--pose", "closed", "--size", "80x24",
      ])
      #expect(audit.status == 1, "\(audit)")
      // The screen (first, detail, typing) is named before the node.
      let finding = "\(file) closed 80x24 first toolbar.blank bar-item-without-symbol-or-title"
      #expect(audit.stdout.contains("\(file):5:5: \(finding)"))
      try "{\"title\": \"Bad\", \"pattern\": \"stack\", \"txet\": 1}".write(
        toFile: file, atomically: false, encoding: .utf8)
      let broken = try DuotermBinary.run(["audit", "--screen", file])
      #expect(broken.status == 2)
      #expect(broken.stderr.contains("\(file):1:38: unknown field 'txet'"), "\(broken)")
    }

    @Test("screen export prints a file render --screen reads")
    func export() throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let exported = try DuotermBinary.run(["screen", "export", "--pattern", "extended-canvas"])
      #expect(exported.status == 0, "\(exported)")
      let file = folder.appendingPathComponent("map.json").path
      try exported.stdout.write(toFile: file, atomically: false, encoding: .utf8)
      let shown = try DuotermBinary.run(["render", "--screen", file, "--pose", "open"])
      #expect(shown.status == 0, "\(shown)")
      #expect(shown.stdout.contains("zoom 1× · Ambry"))
      // A pattern that is not one is refused, naming the ones that are.
      let unknown = try DuotermBinary.run(["screen", "export", "--pattern", "nowhere"])
      #expect(unknown.status == 2)
      #expect(unknown.stderr.contains("unknown pattern 'nowhere'; patterns: "), "\(unknown)")
    }
  }
}
