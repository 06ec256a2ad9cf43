extension DeviceProfile {
  /// The profile in `text`, the JSON form `Schemas/device-profile.schema.json`
  /// describes, checked: unknown fields, wrong types and values that cannot be
  /// (a wide window taller than wide, a fold outside its window, a hinge
  /// threshold out of order) are problems named by `file`, line and column.
  ///
  /// ```swift
  /// let profile = try DeviceProfile.read(text, file: "my-fold.json")
  /// ```
  ///
  /// `checked: false` skips the unknown-field and semantic checks: for the
  /// built-in profiles, read at every start-up and checked whole by the tests
  /// (`DeviceProfileFileTests`), so a start-up does not check them again.
  public static func read(_ text: String, file: String, checked: Bool = true)
    throws(DeviceProfileProblem) -> DeviceProfile
  {
    let json: JSONValue
    do {
      json = try JSONReader.parse(text)
    } catch {
      throw DeviceProfileProblem(error.description(file: file))
    }
    // A built-in profile is read by hand (`init(direct:)`), without `Codable`'s
    // cost; anything it cannot read goes to the decoder, which says what is wrong.
    if !checked, let profile = DeviceProfile(direct: json) { return profile }
    let profile: DeviceProfile
    do {
      profile = try JSONValueDecoder(strict: checked).decode(DeviceProfile.self, from: json)
    } catch {
      throw DeviceProfileProblem(error.description(file: file))
    }
    if checked, let problem = DeviceProfileCheck(profile: profile, json: json).firstProblem() {
      let position = problem.position.map { "\($0): " } ?? ""
      throw DeviceProfileProblem("\(file):\(position)\(problem.path): \(problem.message)")
    }
    return profile
  }
}
