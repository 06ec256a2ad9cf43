/// The poses a device has, each with what it means on it, as a profile file
/// lists them: `{"closed": "one screen lit", "open": "both screens spanned flat"}`.
/// A pose it does not list, it does not have.
public struct PoseMeanings: Hashable, Sendable, Codable {
  public var meanings: [Pose: String]

  public init(_ meanings: [Pose: String]) {
    self.meanings = meanings
  }

  public subscript(pose: Pose) -> String? { meanings[pose] }

  private struct Name: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Name.self)
    var meanings: [Pose: String] = [:]
    for key in container.allKeys {
      guard let pose = Pose(argument: key.stringValue) else {
        let nested = try container.superDecoder(forKey: key)
        throw nested.positionedError(
          "unknown pose '\(key.stringValue)' — poses: \(Pose.argumentList)")
      }
      meanings[pose] = try container.decode(String.self, forKey: key)
    }
    self.meanings = meanings
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Name.self)
    for pose in Pose.allCases {
      if let meaning = meanings[pose] {
        try container.encode(meaning, forKey: Name(stringValue: pose.argument))
      }
    }
  }
}
