import DuoLayoutCore
import DuoTermRender
import Testing

@testable import DuoTerm

/// `ValueKind`: poses, patterns, sizes, formats, devices and numbers from the
/// command line, with one wording per mistake; and the defaults the commands use.
@Suite("Value kinds")
struct ValueKindTests {
  @Test("every pose name reads back as its pose", arguments: Pose.allCases)
  func poseNames(pose: Pose) throws {
    #expect(try ValueKind.pose.read(pose.argument) == pose)
    #expect(ValueKind.pose.describe(pose) == pose.argument)
  }

  @Test("no pose given: closed for a headless command")
  func poseDefault() throws {
    #expect(try ParsedArguments([], for: RenderCommand.spec)[HeadlessState.pose] == .closed)
  }

  @Test("an unknown pose lists every pose", arguments: ["nope", "Book", "", "open_tall"])
  func unknownPose(text: String) {
    #expect(
      throws: UsageError(
        "unknown pose '\(text)'; poses: closed, closed-landscape, open, open-tall, book, tabletop")
    ) {
      try ValueKind.pose.read(text)
    }
  }

  @Test("every pattern name reads back as its pattern", arguments: PatternRegistry.standard.ids)
  func patternNames(pattern: PatternID) throws {
    #expect(try ValueKind.pattern.read(pattern.argument) == pattern)
  }

  @Test("no pattern given: the first pattern; matrix and render agree")
  func patternDefault() throws {
    #expect(
      try ParsedArguments([], for: RenderCommand.spec)[HeadlessState.pattern]
        == PatternRegistry.standard.ids[0])
  }

  @Test("an unknown pattern lists every pattern")
  func unknownPattern() {
    #expect(
      throws: UsageError(
        "unknown pattern 'nope'; patterns: \(PatternRegistry.standard.argumentList)")
    ) {
      try ValueKind.pattern.read("nope")
    }
  }

  @Test(
    "sizes as columns x rows",
    arguments: [
      ("200x50", 200, 50), ("80x24", 80, 24), ("80X24", 80, 24), ("1x1", 1, 1),
      ("1000x1000", 1000, 1000),
    ])
  func sizes(text: String, columns: Int, rows: Int) throws {
    let size = try ValueKind.size.read(text)
    #expect(size == TerminalSize(columns: columns, rows: rows))
    #expect(try ValueKind.size.read(ValueKind.size.describe(size)) == size)
  }

  @Test("no size given: 200×50, or 80×24 for matrix")
  func sizeDefault() throws {
    #expect(
      try ParsedArguments([], for: RenderCommand.spec)[HeadlessState.size]
        == TerminalSize(columns: 200, rows: 50))
    #expect(
      try ParsedArguments([], for: MatrixCommand.spec)[MatrixCommand.scale]
        == TerminalSize(columns: 80, rows: 24))
  }

  @Test(
    "a bad size says how to write one",
    arguments: [
      "0x0", "80", "x24", "80x", "-1x5", "+80x+24", "1001x5", "5x1001", "abc", "", "80x24x2",
      "80×24", " 80x24",
    ])
  func badSizes(text: String) {
    #expect(
      throws: UsageError(
        "bad size '\(text)'; give columns x rows, each 1 to 1000, for example 200x50 or 80x24")
    ) {
      try ValueKind.size.read(text)
    }
  }

  @Test("every format name reads back; an unknown one lists them", arguments: ExportFormat.allCases)
  func formats(format: ExportFormat) throws {
    #expect(try ValueKind.format.read(format.rawValue) == format)
    #expect(throws: UsageError("unknown format 'pdf'; formats: text, ansi, svg")) {
      try ValueKind.format.read("pdf")
    }
  }

  @Test("every built-in device reads back by name; an unknown one lists them")
  func devices() throws {
    for profile in DeviceRegistry.standard.profiles {
      #expect(try ValueKind.device.read(profile.id) == profile)
    }
    #expect {
      try ValueKind.device.read("galaxy-fold")
    } throws: { error in
      let message = (error as? UsageError)?.message ?? ""
      return message.hasPrefix("unknown device 'galaxy-fold'; devices: ")
        && DeviceRegistry.standard.names.allSatisfy(message.contains)
    }
  }

  @Test("a whole number in its range; anything else names the option and the range")
  func numbers() throws {
    let kind = ValueKind.int(20...10_000, "columns")
    #expect(try kind.read("20", "--width") == 20)
    #expect(try kind.read("10000", "--width") == 10_000)
    for text in ["19", "10001", "wide", "", "1e3", "-5"] {
      #expect(
        throws: UsageError(
          "bad --width '\(text)'; give a whole number of columns from 20 to 10000")
      ) {
        try kind.read(text, "--width")
      }
    }
  }

  @Test("a choice is one of its words; the placeholder shows them")
  func choices() throws {
    let kind = ValueKind.choice(["auto", "always", "never"])
    #expect(kind.placeholder == "auto|always|never")
    #expect(try kind.read("never", "--color") == "never")
    #expect(throws: UsageError("unknown --color 'blue'; give one of: auto, always, never")) {
      try kind.read("blue", "--color")
    }
  }

  @Test("free text is taken as it is")
  func text() throws {
    #expect(try ValueKind.text("KEYS").read(" a 'b' ") == " a 'b' ")
  }
}
