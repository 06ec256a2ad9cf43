import Foundation
import TestSupport
import Testing

@testable import DuoLayoutCore
@testable import DuoTermRender

/// A tour's `say` captions show in a band under the phone, never over it,
/// in every shipped tour; the caption comes before the hinge's side view in the
/// rows under the phone.
@Suite("Tour captions")
struct CaptionTests {
  static let demos = Repository.path("Demos")

  static let tours: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: demos)) ?? [])
    .filter { $0.hasSuffix(".tour") }.map { String($0.dropLast(5)) }.sorted()

  static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)]

  @Test("every caption of every shipped tour shows whole, under the phone", arguments: tours, sizes)
  func everyCaptionUnderThePhone(name: String, size: TerminalSize) throws {
    let text = try String(contentsOfFile: "\(Self.demos)/\(name).tour", encoding: .utf8)
    let script = try DemoScript.parse(text, name: name, file: "\(name).tour")
    var state = script.startState(terminal: size)
    state.startTour(script, at: 0)
    let captions = script.schedule.compactMap { step -> (Double, String)? in
      if case .say(let caption) = step.action { (step.time, caption) } else { nil }
    }
    #expect(captions.count >= 3, "the tour explains what is seen")
    for (time, caption) in captions {
      state = state.running(until: time + 0.01)
      let layout = try #require(SceneLayout(state: state))
      let rows = Scene.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)
      let phoneBottom = max(layout.outer.bezel.maxY, layout.inner.bezel.maxY)
      let row = try #require(
        rows.firstIndex { $0.contains(caption) }, "'\(caption)' at \(size) in \(name)")
      #expect(row >= phoneBottom && row < layout.statusRow, "'\(caption)' on row \(row)")
      if let hinge = layout.hinge {
        #expect(!(hinge.y...hinge.maxY - 1).contains(row), "the hinge's view leaves it alone")
      }
    }
  }

  @Test("at 80 × 24 the caption takes the spare row the hinge's view had", arguments: Pose.allCases)
  func captionBeforeHinge(pose: Pose) throws {
    let script = try DemoScript.parse("say Look here.\nwait 100", name: "t", file: "t")
    var state = script.startState(terminal: TerminalSize(columns: 80, rows: 24))
    state.device = pose.deviceState(state.profile)
    state.startTour(script, at: 0)
    state = state.running(until: 0.01)
    let layout = try #require(SceneLayout(state: state))
    let caption = try #require(layout.caption, "a row for the caption in \(pose)")
    #expect(caption.y >= max(layout.outer.bezel.maxY, layout.inner.bezel.maxY))
    #expect(caption.maxY <= layout.statusRow)
    if let hinge = layout.hinge {
      #expect(hinge.intersection(caption).isEmpty)
    }
  }

  @Test("a caption too long for its band ends in an ellipsis, never over the status line")
  func longCaption() throws {
    let long = String(repeating: "word ", count: 40)
    let script = try DemoScript.parse("say \(long)\nwait 100", name: "t", file: "t")
    var state = script.startState(terminal: TerminalSize(columns: 80, rows: 24))
    state.startTour(script, at: 0)
    state = state.running(until: 0.01)
    let layout = try #require(SceneLayout(state: state))
    let band = try #require(layout.caption)
    let rows = Scene.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[band.maxY - 1].contains("…"))
    #expect(!rows[layout.statusRow].contains("word word"))
  }
}
