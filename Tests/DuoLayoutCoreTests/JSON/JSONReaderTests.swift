import Testing

@testable import DuoLayoutCore

/// What the reader makes of valid JSON: the values, and where each one starts.
@Suite("JSONReader: values and their positions")
struct JSONReaderTests {
  @Test("every kind of value reads as itself")
  func kinds() throws {
    let value = try JSONReader.parse(
      #"{"n": null, "t": true, "f": false, "i": -12, "d": 0.5e1, "s": "x", "a": [], "o": {}}"#)
    #expect(value["n"]?.isNull == true)
    #expect(value["t"]?.bool == true)
    #expect(value["f"]?.bool == false)
    #expect(value["i"]?.number?.int == -12)
    #expect(value["d"]?.number?.double == 5)
    #expect(value["d"]?.number?.text == "0.5e1")
    #expect(value["s"]?.string == "x")
    #expect(value["a"]?.array == [])
    #expect(value["o"]?.object == JSONObject())
  }

  @Test("an object keeps its keys in written order")
  func keyOrder() throws {
    let value = try JSONReader.parse(#"{"zebra": 1, "apple": 2, "mango": 3}"#)
    #expect(value.object?.keys == ["zebra", "apple", "mango"])
  }

  @Test("positions count lines, and columns in Unicode scalars")
  func positions() throws {
    let value = try JSONReader.parse(#"{"né": "日本", "x": [1, "😀", 2]}"#)
    #expect(value.position == JSONPosition(line: 1, column: 1, offset: 0))
    #expect(value["né"]?.position == JSONPosition(line: 1, column: 8, offset: 8))
    #expect(value.object?.member("x")?.keyPosition == JSONPosition(line: 1, column: 14, offset: 18))
    #expect(value["x"]?.position == JSONPosition(line: 1, column: 19, offset: 23))
    #expect(value["x"]?[2]?.position == JSONPosition(line: 1, column: 28, offset: 35))
  }

  @Test("an accent written as a combining mark is a column of its own")
  func combiningMark() throws {
    let value = try JSONReader.parse("[\"e\u{301}\", 1]")
    #expect(value[1]?.position?.column == 8)
  }

  @Test(
    "LF, CR LF and a lone CR each end a line",
    arguments: ["\n", "\r\n", "\r"])
  func lineBreaks(lineBreak: String) throws {
    let value = try JSONReader.parse(
      "{\(lineBreak)  \"a\": 1,\(lineBreak)\(lineBreak)  \"b\": [2]\(lineBreak)}")
    #expect(value["a"]?.position?.line == 2)
    #expect(value["a"]?.position?.column == 8)
    #expect(value.object?.member("b")?.keyPosition?.line == 4)
    #expect(value["b"]?[0]?.position?.column == 9)
  }

  @Test("a byte order mark at the start is skipped and not counted")
  func byteOrderMark() throws {
    let value = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array(#"[true]"#.utf8))
    #expect(value == [true])
    #expect(value[0]?.position == JSONPosition(line: 1, column: 2, offset: 4))
  }

  @Test("escapes read as the characters they stand for")
  func escapes() throws {
    let value = try JSONReader.parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u0000\u001B", "\uD83D\uDE00"]"#)
    #expect(value[0]?.string == "\"\\/\u{8}\u{C}\n\r\t")
    #expect(value[1]?.string == "é\u{0}\u{1B}")
    #expect(value[2]?.string == "😀")
  }

  @Test("text between escapes is kept, multi-byte characters included")
  func textAroundEscapes() throws {
    let value = try JSONReader.parse(#"["日\n本 \u00e9 😀 end"]"#)
    #expect(value[0]?.string == "日\n本 é 😀 end")
  }

  @Test("numbers keep their literal, and an exact Int when whole and in range")
  func numbers() throws {
    let value = try JSONReader.parse(
      "[0, -0, 1.50, 2.5e1, 1e-400, 9223372036854775807, 9223372036854775808, -9223372036854775808, 1.0000000000000001]"
    )
    let numbers = (value.array ?? []).compactMap { $0.number }
    #expect(numbers.count == 9)
    #expect(numbers[1].text == "-0")
    #expect(numbers[1].double.sign == .minus)
    #expect(numbers[2].text == "1.50")
    #expect(numbers[2].int == nil)
    #expect(numbers[3].int == 25)
    #expect(numbers[4].double == 0)
    #expect(numbers[5].int == Int.max)
    #expect(numbers[6].int == nil)
    #expect(numbers[6].double == 9_223_372_036_854_775_808)
    #expect(numbers[7].int == Int.min)
    // Its Double is 1.0, but the literal is not whole.
    #expect(numbers[8].double == 1)
    #expect(numbers[8].int == nil)
  }

  @Test("numbers are equal when their values are")
  func numberEquality() throws {
    #expect(try JSONReader.parse("[1, 1.0, 10e-1, 0.1e1]") == [1, 1, 1, 1])
    #expect(try JSONReader.parse("[9007199254740993]") != [9_007_199_254_740_992])
    #expect(try JSONReader.parse("[-0]") == [0])
    #expect(try JSONReader.parse("[0.5]") != [0.25])
  }

  @Test("256 arrays inside each other read; the depth limit is 256")
  func depthLimit() throws {
    let depth = JSONReader.maximumDepth
    let value = try JSONReader.parse(
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    var innermost = value
    for _ in 1..<depth { innermost = try #require(innermost[0]) }
    #expect(innermost == [])
  }

  @Test("an object with the same key written twice in different objects is fine")
  func sameKeyInSeparateObjects() throws {
    let value = try JSONReader.parse(#"[{"a": 1}, {"a": 2, "b": {"a": 3}}]"#)
    #expect(value[1]?["b"]?["a"] == 3)
  }

  @Test("JSONNumber(literal:) takes exactly the JSON number grammar")
  func numberLiteral() {
    #expect(JSONNumber(literal: "-1.5e+3")?.double == -1500)
    for bad in ["+1", "01", "1.", ".5", "1e", "0x10", " 1", "1 ", "NaN", "1e400", ""] {
      #expect(JSONNumber(literal: bad) == nil, "\(bad)")
    }
  }
}
