import DuoLayoutCore
import Testing

@testable import DuoTerm
@testable import DuoTermInput

/// SGR mouse reports decode to clicks at cells counted from 0, however
/// a read splits them, and are never typed as text.
@Suite struct MouseReportTests {
  @Test func aPressAndAReleaseDecode() {
    var decoder = InputDecoder()
    let inputs = decoder.decode(Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5m".utf8))
    #expect(
      inputs == [
        .mouse(MouseReport(button: 0, column: 9, row: 4, isPress: true)),
        .mouse(MouseReport(button: 0, column: 9, row: 4, isPress: false)),
      ])
    #expect(inputs.first.map { if case .mouse(let r) = $0 { r.isClick } else { false } } == true)
  }

  @Test(arguments: [3, 7, 11])
  func aReportSplitAnywhereDecodesTheSame(split: Int) {
    let scalars = Array("\u{1B}[<0;300;40M".utf8)
    var decoder = InputDecoder()
    let inputs = decoder.decode(Array(scalars[..<split])) + decoder.decode(Array(scalars[split...]))
    #expect(inputs == [.mouse(MouseReport(button: 0, column: 299, row: 39, isPress: true))])
  }

  @Test func aWheelOrADragIsNoClick() {
    #expect(MouseReport(button: 64, column: 0, row: 0, isPress: true).isClick == false)
    #expect(MouseReport(button: 32, column: 0, row: 0, isPress: true).isClick == false)
    #expect(MouseReport(button: 2, column: 0, row: 0, isPress: true).isClick == false)
    #expect(MouseReport(button: 0, column: 0, row: 0, isPress: false).isClick == false)
  }

  @Test func aBrokenReportIsNoReport() {
    #expect(MouseReport(parameters: Array("<0;0;5".utf8), final: UInt8(ascii: "M")) == nil)
    #expect(MouseReport(parameters: Array("<0;5".utf8), final: UInt8(ascii: "M")) == nil)
    #expect(MouseReport(parameters: Array("0;5;5".utf8), final: UInt8(ascii: "M")) == nil)
  }
}
