import Testing

@testable import DuoLayoutCore

/// `JSONObject` finds keys by a search while it is small and by an index once it
/// is large: both must agree, across the size where one gives way to the other.
@Suite struct JSONObjectTests {
  @Test(arguments: [1, JSONObject.indexedAbove, JSONObject.indexedAbove + 1, 40])
  func fieldsAreFoundReplacedAndRemovedAtAnySize(count: Int) {
    var object = JSONObject()
    for index in 0..<count { object["k\(index)"] = JSONValue(stringLiteral: "v\(index)") }
    #expect(object.keys == (0..<count).map { "k\($0)" })
    for index in 0..<count { #expect(object["k\(index)"] == JSONValue(stringLiteral: "v\(index)")) }
    #expect(object["missing"] == nil)

    object["k0"] = "first"
    #expect(object.keys.first == "k0")
    #expect(object["k0"] == "first")
    #expect(object.count == count)

    object["k0"] = nil
    #expect(object["k0"] == nil)
    #expect(object.keys == (1..<count).map { "k\($0)" })
    for index in 1..<count { #expect(object["k\(index)"] == JSONValue(stringLiteral: "v\(index)")) }

    object["k0"] = true
    #expect(object.keys.last == "k0")
    #expect(object.member("k0")?.value == true)
  }

  @Test func aRepeatedKeyKeepsItsFirstPlaceAndItsLastValue() {
    let members = (0..<30).map {
      JSONMember(key: "k\($0 % 20)", keyPosition: nil, value: JSONValue(stringLiteral: "v\($0)"))
    }
    let object = JSONObject(members)
    #expect(object.keys == (0..<20).map { "k\($0)" })
    #expect(object["k3"] == "v23")
    #expect(object["k19"] == "v19")
  }
}
