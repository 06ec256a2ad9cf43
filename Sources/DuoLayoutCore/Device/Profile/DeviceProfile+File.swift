extension DeviceProfile {
  /// The profile in `text`, the JSON form `Schemas/device-profile.schema.json`
  /// describes, checked: unknown fields, wrong types and values that cannot be
  /// (a wide window taller than wide, a fold outside its window, a hinge
  /// threshold out of order) are problems named by `file`, line and column.
  ///
  /// ```swift
  /// let profile = try DeviceProfile.read(text, file: "my-fold.json")
  /// ```
  public static func read(_ text: String, file: String) throws(DeviceProfileProblem)
    -> DeviceProfile
  {
    let json: JSONValue
    do {
      json = try JSONReader.parse(text)
    } catch {
      throw DeviceProfileProblem(error.description(file: file))
    }
    let profile: DeviceProfile
    do {
      profile = try JSONValueDecoder(strict: true).decode(DeviceProfile.self, from: json)
    } catch {
      throw DeviceProfileProblem(error.description(file: file))
    }
    if let problem = DeviceProfileCheck(profile: profile, json: json).firstProblem() {
      let position = problem.position.map { "\($0): " } ?? ""
      throw DeviceProfileProblem("\(file):\(position)\(problem.path): \(problem.message)")
    }
    return profile
  }
}
