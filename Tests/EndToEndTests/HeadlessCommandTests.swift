import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// The commands that need no terminal: `render`, `env`, `--help`, `--version`,
  /// and the errors for bad input (one line on standard error, exit status 2).
  @Suite("Headless commands")
  struct HeadlessCommandTests {
    @Test(
      "render prints exactly H lines none wider than W",
      arguments: [("book", 80, 24), ("closed", 200, 50), ("tabletop", 80, 24), ("open", 65, 20)])
    func renderFits(pose: String, width: Int, height: Int) throws {
      let result = try DuotermBinary.run(["render", "--pose", pose, "--size", "\(width)x\(height)"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty)
      #expect(result.stdout.hasSuffix("\n"))
      let lines = result.stdoutLines
      #expect(lines.count == height)
      for line in lines {
        #expect(Screen.displayWidth(line) <= width, "wider than \(width): \(line)")
      }
      #expect(!result.stdout.contains("\u{1B}"), "plain text, no escape sequences")
    }

    @Test("render --pose book draws the active fold and the book status line")
    func renderBook() throws {
      let result = try DuotermBinary.run(["render", "--pose", "book", "--size", "80x24"])
      #expect(result.stdout.contains("░"))
      #expect(result.stdout.contains("Inner display · lit"))
      #expect(Screen.pose(result.stdout) == "book")
    }

    @Test("env --pose open --json: the inner display's environment")
    func envJSON() throws {
      let result = try DuotermBinary.run(["env", "--pose", "open", "--json"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty)
      let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      let document = try #require(json as? [String: Any])
      let size = try #require(document["windowSize"] as? [String: Any])
      #expect((size["width"] as? NSNumber)?.doubleValue == 951)
      #expect((size["height"] as? NSNumber)?.doubleValue == 669)
      #expect(document["pose"] as? String == "open")
      let regions = try #require(document["regions"] as? [[String: Any]])
      let fold = try #require(regions.first { $0["identifier"] as? String == "fold" })
      #expect((fold["isActive"] as? NSNumber)?.boolValue == false)
      #expect(fold["kind"] as? String == "division")
    }

    @Test("env --pose book --json: the fold is active")
    func envBookFoldActive() throws {
      let result = try DuotermBinary.run(["env", "--pose", "book", "--json"])
      let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      let regions = try #require((json as? [String: Any])?["regions"] as? [[String: Any]])
      let fold = try #require(regions.first { $0["identifier"] as? String == "fold" })
      #expect((fold["isActive"] as? NSNumber)?.boolValue == true)
    }

    @Test("an unknown pose exits 2 with one line listing the poses")
    func unknownPose() throws {
      let result = try DuotermBinary.run(["render", "--pose", "nope"])
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderrLines.count == 1, "\(result)")
      let line = try #require(result.stderrLines.first)
      #expect(line.contains("nope"))
      for pose in ["closed", "closed-landscape", "open", "open-tall", "book", "tabletop"] {
        #expect(line.contains(pose), "the poses listed: \(line)")
      }
    }

    @Test(
      "bad input exits 2 with one line on standard error and nothing on standard output",
      arguments: [
        ["frobnicate"], ["render", "--size", "0x0"], ["render", "--pose"], ["env", "--bogus"],
        ["render", "--pattern", "nope"], ["--frobnicate"],
      ])
    func badInput(arguments: [String]) throws {
      let result = try DuotermBinary.run(arguments)
      #expect(result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty, "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
      #expect(result.stderr.hasPrefix("duoterm: "))
    }

    @Test(
      "help and version exit 0 on standard output",
      arguments: [["--help"], ["-h"], ["--version"], ["render", "--help"], ["env", "--help"]])
    func helpAndVersion(arguments: [String]) throws {
      let result = try DuotermBinary.run(arguments)
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty)
      #expect(!result.stdout.isEmpty)
    }

    @Test("--version names duoterm and a version; --help lists every key")
    func versionAndKeys() throws {
      let version = try DuotermBinary.run(["--version"])
      #expect(version.stdoutLines.count == 1)
      #expect(version.stdout.hasPrefix("duoterm "))
      let help = try DuotermBinary.run(["--help"])
      for key in ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "Ctrl-C"] {
        #expect(help.stdout.contains(key), "--help names \(key)")
      }
    }

    @Test(
      "a size too small for the pose exits 2 naming the size that fits, and prints nothing",
      arguments: [
        (["render", "--size", "40x12"], "44x16"),
        (["render", "--pose", "open-tall", "--size", "65x17"], "46x21"),
        (["audit", "--size", "10x5"], "53x21"), (["tree", "--size", "43x17"], "44x16"),
        (["env", "--pose", "tabletop", "--size", "80x20"], "46x21"),
        (["play", "--size", "45x17", "--keys", "F5"], "46x13"),
        (["demo", "two-page-fold", "--headless", "--size", "40x12"], "53x16"),
      ])
    func tooSmall(arguments: [String], fits: String) throws {
      let result = try DuotermBinary.run(arguments)
      #expect(result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty, "\(result)")
      #expect(result.stderrLines.count == 1, "\(result)")
      #expect(result.stderr.contains("give --size \(fits) or larger"), "\(result)")
    }

    @Test("play types a quoted phrase with its spaces; unquoted words lose them")
    func playQuotedPhrase() throws {
      for (keys, draft) in [
        ("Enter Tab hello world", "helloworld"), ("Enter Tab 'hello world'", "hello world"),
        ("Enter Tab \"hello world\"", "hello world"),
      ] {
        let result = try DuotermBinary.run([
          "play", "--pattern", "list-detail", "--pose", "open", "--keys", keys,
        ])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdoutLines.contains("draft: \"\(draft)\""), "\(keys): \(result.stdout)")
      }
    }

    @Test(
      "--device takes a built-in profile on every command that draws or lays out",
      arguments: [
        ["render"], ["env"], ["tree"], ["play", "--keys", "F2"],
        ["audit", "--pattern", "feed", "--pose", "book"], ["matrix", "--width", "160"],
        ["demo", "feed-fold", "--headless"],
      ])
    func device(arguments: [String]) throws {
      let result = try DuotermBinary.run(arguments + ["--device", "iphone-duo"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty, "\(result)")
      let unknown = try DuotermBinary.run(arguments + ["--device", "no-such-phone"])
      #expect(unknown.status == 2, "\(unknown)")
      #expect(unknown.stdout.isEmpty)
      #expect(unknown.stderrLines.count == 1)
      #expect(unknown.stderr.contains("unknown device 'no-such-phone'; devices: iphone-duo"))
    }

    @Test("devices --json lists each profile's windows with their sizes")
    func devicesJSON() throws {
      let result = try DuotermBinary.run(["devices", "--json"])
      #expect(result.status == 0, "\(result)")
      let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      let document = try #require(json as? [String: Any])
      #expect(document["version"] as? Int == 1)
      #expect((document["errors"] as? [Any])?.isEmpty == true)
      let profiles = try #require(document["devices"] as? [[String: Any]])
      let duo = try #require(profiles.first { $0["id"] as? String == "iphone-duo" })
      #expect(duo["name"] as? String == "iPhone Duo")
      let windows = try #require(duo["windows"] as? [[String: Any]])
      #expect(windows.count == 4)
      let sizes = windows.compactMap { $0["windowSize"] as? [String: Any] }.map {
        "\(($0["width"] as? NSNumber)?.intValue ?? 0)x\(($0["height"] as? NSNumber)?.intValue ?? 0)"
      }
      #expect(sizes == ["466x678", "678x466", "951x669", "669x951"])
    }

    @Test("--help and each command's --help list --fresh and every option")
    func helpLists() throws {
      let help = try DuotermBinary.run(["--help"])
      #expect(help.stdout.contains("--fresh"))
      let render = try DuotermBinary.run(["render", "--pose", "nope", "--help"])
      #expect(render.status == 0, "\(render)")
      for option in ["--pattern", "--pose", "--size", "--device", "--format", "--help"] {
        #expect(render.stdout.contains(option), "\(option)")
      }
    }
  }
}
