/// A device profile read field by field from its JSON, by hand: the built-in
/// profile is read at every start-up, and `Codable`'s generic machinery (runtime
/// metadata for each container and `Fact` type, conformance look-ups, a box per
/// object) cost three quarters of reading it. The same fields and defaults as the
/// `Decodable` conformances, which stay the one reader of files people write (with
/// their errors and checks); `DeviceProfileFileTests` checks the two agree on every
/// built-in profile. Nil wherever the JSON is not what a profile needs: the caller
/// then decodes it with `JSONValueDecoder`, which says what is wrong.
///
/// ```swift
/// let json = try JSONReader.parse(BundledFiles.text("Devices/iphone-duo.json")!)
/// DeviceProfile(direct: json)?.name  // "iPhone Duo"
/// ```
extension DeviceProfile {
  init?(direct json: JSONValue) {
    guard let id = json.text("id"), let name = json.text("name"),
      let summary = json.text("summary"),
      let unit = json.optional("unit", { $0.string.flatMap(LengthUnit.init(rawValue:)) }),
      let sizeClasses = json["sizeClasses"].flatMap(SizeClassScheme.init(direct:)),
      let outer = json["displays"]?["outer"].flatMap(DisplayProfile.init(direct:)),
      let inner = json["displays"]?["inner"].flatMap(DisplayProfile.init(direct:)),
      let poses = json["poses"].flatMap(PoseMeanings.init(direct:)),
      let hinge = json["hinge"].flatMap(HingeProfile.init(direct:)),
      let timings = json["timings"].flatMap(TransitionTimings.init(direct:)),
      let splitView = json.optional("splitView", SplitViewProfile.init(direct:))
    else { return nil }
    self.init(
      id: id, name: name, summary: summary, unit: unit ?? .pt, sizeClasses: sizeClasses,
      displays: DisplayPair(outer: outer, inner: inner), poses: poses, hinge: hinge,
      timings: timings, splitView: splitView ?? .standard)
  }
}

extension SizeClassScheme {
  init?(direct json: JSONValue) {
    guard let system = json.text("system"),
      let width = json.items("width", SizeClassRule.init(direct:)),
      let height = json.items("height", SizeClassRule.init(direct:)),
      let basis: Basis = json.choice("basis"), let source = json.text("source"),
      let note = json.optional("note", { $0.string })
    else { return nil }
    self.init(
      system: system, width: width, height: height, basis: basis, source: source, note: note)
  }
}

extension SizeClassRule {
  init?(direct json: JSONValue) {
    guard let name = json.text("name"), let below = json.optional("below", { $0.number?.double }),
      let layout: SizeClass = json.choice("layout")
    else { return nil }
    self.init(name: name, below: below, layout: layout)
  }
}

extension DisplayProfile {
  init?(direct json: JSONValue) {
    guard let name = json.text("name"), let natural: Hold = json.choice("natural"),
      let members = json["holds"]?.object?.members
    else { return nil }
    var holds: [Hold: DisplayGeometry] = [:]
    for member in members {
      guard let hold = Hold(rawValue: member.key),
        let geometry = DisplayGeometry(direct: member.value)
      else { return nil }
      holds[hold] = geometry
    }
    self.init(name: name, natural: natural, holds: holds)
  }
}

extension DisplayGeometry {
  init?(direct json: JSONValue) {
    guard let window = json["window"].flatMap({ Fact($0, Size.init(direct:)) }),
      let sizeClasses = json.optional("sizeClasses", { Fact($0, SizeClassNames.init(direct:)) }),
      let safeArea = json["safeArea"].flatMap({ Fact($0, EdgeInsets.init(direct:)) }),
      let screens = json.optional("screens", { Fact($0, { $0.items(Rect.init(direct:)) }) }),
      let regions = json.items("regions", HardwareRegion.init(direct:))
    else { return nil }
    self.init(
      window: window, sizeClasses: sizeClasses, safeArea: safeArea, screens: screens,
      regions: regions)
  }
}

extension HardwareRegion {
  init?(direct json: JSONValue) {
    guard let id = json.text("id"), let kind: RegionKind = json.choice("kind"),
      let frame = json["frame"].flatMap({ Fact($0, Rect.init(direct:)) }),
      let margins = json.optional("margins", { Fact($0, EdgeInsets.init(direct:)) }),
      let active: RegionActivity = json.choice("active")
    else { return nil }
    self.init(id, kind, frame: frame, margins: margins, active: active)
  }
}

extension PoseMeanings {
  init?(direct json: JSONValue) {
    guard let members = json.object?.members else { return nil }
    var meanings: [Pose: String] = [:]
    for member in members {
      guard let pose = Pose(argument: member.key), let meaning = member.value.string else {
        return nil
      }
      meanings[pose] = meaning
    }
    self.init(meanings)
  }
}

extension HingeProfile {
  init?(direct json: JSONValue) {
    func angle(_ key: String) -> Fact<Double>? { json[key].flatMap(Fact.init(number:)) }
    guard let closedAngle = angle("closedAngle"), let flatAngle = angle("flatAngle"),
      let partlyFoldedAngle = angle("partlyFoldedAngle"), let step = angle("step"),
      let closedBelow = angle("closedBelow"), let flatFrom = angle("flatFrom")
    else { return nil }
    self.init(
      closedAngle: closedAngle, flatAngle: flatAngle, partlyFoldedAngle: partlyFoldedAngle,
      step: step, closedBelow: closedBelow, flatFrom: flatFrom)
  }
}

extension TransitionTimings {
  init?(direct json: JSONValue) {
    func time(_ key: String) -> Fact<Double>? { json[key].flatMap(Fact.init(number:)) }
    guard let duration = time("duration"), let reduceMotionFade = time("reduceMotionFade"),
      let framesPerSecond = time("framesPerSecond"),
      let closeSizeClassLead = time("closeSizeClassLead"),
      let openWidthSteps = json["openWidthSteps"].flatMap({
        Fact($0, { $0.items({ $0.number?.double }) })
      }),
      let openSidewaysSizeClassLead = time("openSidewaysSizeClassLead"),
      let foldRegionDelay = time("foldRegionDelay")
    else { return nil }
    self.init(
      duration: duration, reduceMotionFade: reduceMotionFade, framesPerSecond: framesPerSecond,
      closeSizeClassLead: closeSizeClassLead, openWidthSteps: openWidthSteps,
      openSidewaysSizeClassLead: openSidewaysSizeClassLead, foldRegionDelay: foldRegionDelay)
  }
}

extension SplitViewProfile {
  init?(direct json: JSONValue) {
    guard let divider = json["divider"].flatMap(Fact.init(number:)),
      let sizeClasses = json.optional("sizeClasses", SizeClassScheme.init(direct:))
    else { return nil }
    self.init(divider: divider, sizeClasses: sizeClasses)
  }
}

extension Fact {
  /// The fact in `json` whose value `read` reads.
  init?(_ json: JSONValue, _ read: (JSONValue) -> Value?) {
    guard let value = json["value"].flatMap(read), let basis: Basis = json.choice("basis"),
      let source = json.text("source"), let note = json.optional("note", { $0.string })
    else { return nil }
    self.init(value, basis, source, note: note)
  }
}

extension Fact<Double> {
  /// The fact in `json` whose value is a number.
  init?(number json: JSONValue) {
    self.init(json, { $0.number?.double })
  }
}

extension SizeClassNames {
  init?(direct json: JSONValue) {
    guard let width = json.text("width"), let height = json.text("height") else { return nil }
    self.init(width: width, height: height)
  }
}

extension Size {
  init?(direct json: JSONValue) {
    guard let width = json.double("width"), let height = json.double("height") else {
      return nil
    }
    self.init(width: width, height: height)
  }
}

extension EdgeInsets {
  init?(direct json: JSONValue) {
    guard let top = json.double("top"), let left = json.double("left"),
      let bottom = json.double("bottom"), let right = json.double("right")
    else { return nil }
    self.init(top: top, left: left, bottom: bottom, right: right)
  }
}

extension Rect {
  init?(direct json: JSONValue) {
    guard let x = json.double("x"), let y = json.double("y"), let width = json.double("width"),
      let height = json.double("height")
    else { return nil }
    self.init(x: x, y: y, width: width, height: height)
  }
}
