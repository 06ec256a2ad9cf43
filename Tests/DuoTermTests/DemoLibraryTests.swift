import DuoLayoutCore
import Foundation
import Testing

@testable import DuoTerm

/// Tour errors name the real file, the line and the bad text, and
/// a `DUOTERM_DEMOS` folder that is not there is an error, never a quiet fall back.
@Suite("Tour errors")
struct DemoLibraryTests {
  @Test("DUOTERM_DEMOS naming no folder is an error that names it and the fix")
  func missingFolder() {
    #expect {
      try DemoLibrary.directories(environment: ["DUOTERM_DEMOS": "/no/such/folder"])
    } throws: { error in
      let text = "\(error)"
      return text.contains("'/no/such/folder', which is not a folder") && text.contains("unset it")
    }
  }

  @Test("DUOTERM_DEMOS naming a folder is the only place looked in")
  func onlyThere() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let found = try DemoLibrary.directories(environment: ["DUOTERM_DEMOS": folder])
    #expect(found == [folder])
  }

  @Test("wait with a bad number quotes the bad line, not the example")
  func badWait() {
    #expect {
      try DemoScript.parse("# a tour\nwait abc", name: "here", file: "here.tour")
    } throws: { error in
      "\(error)".hasPrefix("here.tour:2: 'wait abc' is no wait")
    }
  }
}
