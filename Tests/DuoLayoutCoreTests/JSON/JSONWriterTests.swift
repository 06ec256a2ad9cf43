import Testing

@testable import DuoLayoutCore

@Suite("JSONWriter: compact or pretty text, escaped strings, exact numbers")
struct JSONWriterTests {
  @Test("strings escape quotes, backslashes and every control character, and nothing else")
  func stringEscapes() throws {
    let text = "q\"b\\s/n\nr\rt\t\u{0}\u{1B}\u{7F}\u{85}\u{9F}é\u{A0}日😀\u{2028}"
    let written = JSONWriter().write(JSONValue(.string(text)))
    #expect(written == #""q\"b\\s/n\nr\rt\t\u0000\u001b\u007f\u0085\u009fé"# + "\u{A0}日😀\u{2028}\"")
    #expect(
      !written.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    #expect(try JSONReader.parse(written).string == text)
  }

  @Test("pretty: two spaces a level, empty containers on one line")
  func pretty() {
    let value: JSONValue = [
      "name": "duo", "sizes": [466, 951], "empty": [], "none": [:], "deep": ["a": [true, nil]],
    ]
    #expect(
      JSONWriter(pretty: true).write(value) == """
        {
          "name": "duo",
          "sizes": [
            466,
            951
          ],
          "empty": [],
          "none": {},
          "deep": {
            "a": [
              true,
              null
            ]
          }
        }
        """)
    #expect(
      JSONWriter().write(value)
        == #"{"name":"duo","sizes":[466,951],"empty":[],"none":{},"deep":{"a":[true,null]}}"#)
  }

  @Test("sorted keys: by their UTF-8 bytes, at every level")
  func sorted() {
    let value: JSONValue = ["b": 1, "a": ["z": 1, "é": 2, "e": 3], "B": 0]
    #expect(JSONWriter(sortedKeys: true).write(value) == #"{"B":0,"a":{"e":3,"z":1,"é":2},"b":1}"#)
  }

  @Test(
    "a Double is written so it reads back as the same Double, and a whole one without .0",
    arguments: [
      0, -0.0, 1, -1, 12, 0.1, 0.2 + 0.1, 1.5, 1e20, 1e21, 1e-7, 123_456_789.125,
      9_007_199_254_740_994,
      .pi, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude,
    ])
  func doubles(value: Double) throws {
    let number = try #require(JSONNumber(value))
    let read = try #require(try JSONReader.parse(number.text).number)
    #expect(read.double == value)
    #expect(read.double.sign == value.sign)
    #expect(!number.text.hasSuffix(".0"))
  }

  @Test("whole doubles print as integers")
  func wholeDoubles() {
    #expect(JSONNumber(12.0)?.text == "12")
    #expect(JSONNumber(-0.0)?.text == "-0")
    #expect(JSONNumber(1e20)?.text == "1e+20")
    #expect(JSONNumber(Double.nan) == nil)
    #expect(JSONNumber(Float.infinity) == nil)
  }

  @Test("a parsed number is written as it was read")
  func literalsKept() throws {
    let text = "[1.50,1E+2,-0,12345678901234567890123,0.1e-5]"
    #expect(JSONWriter().write(try JSONReader.parse(text)) == text)
  }
}
