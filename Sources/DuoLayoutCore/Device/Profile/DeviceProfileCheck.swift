/// The checks a decoded profile must pass beyond its types, each problem with the
/// path and position of the value at fault. What a person can get wrong by hand:
/// a hold's window the wrong way round, a region or a screen outside its window,
/// a safe area that leaves nothing, size classes the scheme does not name, hinge
/// thresholds out of order, timings that run backwards.
struct DeviceProfileCheck {
  struct Problem {
    var path: String
    var position: JSONPosition?
    var message: String
  }

  let profile: DeviceProfile
  let json: JSONValue

  /// The first problem in file order of checking, or nil for a usable profile.
  func firstProblem() -> Problem? {
    var problems: [Problem] = []
    checkIdentity(&problems)
    checkSizeClasses(&problems)
    for display in Display.allCases { checkDisplay(display, &problems) }
    checkPoses(&problems)
    checkHinge(&problems)
    checkTimings(&problems)
    checkSplitView(&problems)
    return problems.first
  }

  private func problem(_ path: [String], _ message: String) -> Problem {
    var value: JSONValue? = json
    var position = json.position
    for step in path {
      if let index = Int(step) {
        value = value?[index]
      } else {
        value = value?[step]
      }
      if let found = value?.position { position = found }
    }
    let text = path.reduce("") { text, step in
      Int(step) != nil ? "\(text)[\(step)]" : (text.isEmpty ? step : "\(text).\(step)")
    }
    return Problem(path: text, position: position, message: message)
  }

  private func checkIdentity(_ problems: inout [Problem]) {
    let allowed = profile.id.allSatisfy {
      ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-"
    }
    if profile.id.isEmpty || !allowed {
      problems.append(
        problem(
          ["id"],
          "'\(profile.id.visible)' is not a device name — use lower-case letters, digits and dashes, like my-fold"
        ))
    }
    if profile.name.allSatisfy(\.isWhitespace) {
      problems.append(
        problem(
          ["name"], "the name is empty — give the name the status line shows, like \"My Fold\""))
    }
  }

  private func checkSizeClasses(_ problems: inout [Problem]) {
    let scheme = profile.sizeClasses
    for (axis, rules) in [("width", scheme.width), ("height", scheme.height)] {
      if rules.isEmpty {
        problems.append(
          problem(
            ["sizeClasses", axis],
            "no size classes — list at least one, like {\"name\": \"compact\", \"layout\": \"compact\"}"
          ))
      }
      let breakpoints = rules.compactMap(\.below)
      if breakpoints != breakpoints.sorted() || Set(breakpoints).count != breakpoints.count {
        problems.append(
          problem(
            ["sizeClasses", axis],
            "the breakpoints ('below') must grow from the first class to the last"))
      }
      if let last = rules.last, last.below != nil, !breakpoints.isEmpty {
        problems.append(
          problem(
            ["sizeClasses", axis, "\(rules.count - 1)", "below"],
            "the largest class has no upper bound — remove its 'below'"))
      }
    }
  }

  private func checkDisplay(_ display: Display, _ problems: inout [Problem]) {
    let base = ["displays", display.rawValue]
    let holds = profile.displays[display].holds
    for hold in Hold.allCases where holds[hold] == nil {
      problems.append(
        problem(
          base + ["holds"],
          "no geometry held \(hold.rawValue) — give both \"tall\" and \"wide\" (a quarter turn of the other, at least)"
        ))
    }
    for hold in Hold.allCases {
      guard let geometry = holds[hold] else { continue }
      checkGeometry(geometry, hold: hold, path: base + ["holds", hold.rawValue], &problems)
    }
  }

  private func checkGeometry(
    _ geometry: DisplayGeometry, hold: Hold, path: [String], _ problems: inout [Problem]
  ) {
    let size = geometry.windowSize
    let window = Rect(origin: .zero, size: size)
    if !(size.width > 0 && size.height > 0 && size.width <= 20_000 && size.height <= 20_000) {
      problems.append(
        problem(
          path + ["window", "value"],
          "a window is 1 to 20000 points each way — give its size in points"))
      return
    }
    if hold == .tall && size.width > size.height || hold == .wide && size.height > size.width {
      problems.append(
        problem(
          path + ["window", "value"],
          "\(size) is not held \(hold.rawValue) — swap width and height, or put it under \"\(hold.turned.rawValue)\""
        ))
    }
    let insets = geometry.safeAreaInsets
    let edges = [insets.top, insets.left, insets.bottom, insets.right]
    if edges.contains(where: { !($0 >= 0) }) || insets.horizontal >= size.width
      || insets.vertical >= size.height
    {
      problems.append(
        problem(
          path + ["safeArea", "value"],
          "the safe area must be 0 or more from each edge and leave room inside the window"))
    }
    if let stated = geometry.sizeClasses?.value {
      for (axis, name, across) in [("width", stated.width, true), ("height", stated.height, false)]
      where profile.sizeClasses.rule(named: name, across: across) == nil {
        let names = (across ? profile.sizeClasses.width : profile.sizeClasses.height).map(\.name)
        problems.append(
          problem(
            path + ["sizeClasses", "value", axis],
            "'\(name.visible)' is not one of the profile's size classes — use \(names.joined(separator: ", "))"
          ))
      }
    } else {
      for (axis, across) in [("width", true), ("height", false)]
      where profile.sizeClasses.rule(for: 1, across: across) == nil {
        problems.append(
          problem(
            path,
            "no sizeClasses here and no breakpoints for the \(axis) in sizeClasses — give this hold its \"sizeClasses\""
          ))
      }
    }
    for (index, screen) in (geometry.screens?.value ?? []).enumerated()
    where !window.contains(screen) || screen.width <= 0 || screen.height <= 0 {
      problems.append(
        problem(
          path + ["screens", "value", "\(index)"],
          "\(screen) is not inside the \(size) window — screens are in the window's points"))
    }
    var ids: Set<String> = []
    for (index, region) in geometry.regions.enumerated() {
      let at = path + ["regions", "\(index)"]
      let frame = region.frame.value
      if !ids.insert(region.id).inserted {
        problems.append(
          problem(
            at + ["id"], "'\(region.id.visible)' is used twice here — give each region its own id"))
      }
      if !(frame.width >= 0 && frame.height >= 0) || !window.contains(frame) {
        problems.append(
          problem(
            at + ["frame", "value"],
            "\(frame) is not inside the \(size) window — regions are in the window's points, from its top-left corner"
          ))
      }
      if let margins = region.margins?.value,
        [margins.top, margins.left, margins.bottom, margins.right].contains(where: { !($0 >= 0) })
      {
        problems.append(problem(at + ["margins", "value"], "margins are 0 or more points"))
      }
    }
  }

  private func checkPoses(_ problems: inout [Problem]) {
    let poses = profile.supportedPoses
    if !poses.contains(where: { $0.hingeStatus == .closed })
      || !poses.contains(where: { $0.hingeStatus != .closed })
    {
      problems.append(
        problem(
          ["poses"],
          "a device needs a closed pose and an open one — list at least \"closed\" and \"open\" or \"open-tall\""
        ))
    }
    for pose in poses where profile.poses[pose]?.isEmpty != false {
      problems.append(
        problem(
          ["poses", pose.argument], "say what \(pose.argument) means on this device, in a few words"
        ))
    }
  }

  private func checkHinge(_ problems: inout [Problem]) {
    let hinge = profile.hinge
    let ordered = [
      ("closedAngle", hinge.closedAngle.value), ("closedBelow", hinge.closedBelow.value),
      ("partlyFoldedAngle", hinge.partlyFoldedAngle.value), ("flatFrom", hinge.flatFrom.value),
    ]
    for (before, after) in zip(ordered, ordered.dropFirst()) where !(before.1 < after.1) {
      problems.append(
        problem(
          ["hinge", after.0, "value"],
          "\(after.0) must be more than \(before.0) (\(before.1.pointText)°): closedAngle < closedBelow < partlyFoldedAngle < flatFrom ≤ flatAngle"
        ))
    }
    if !(hinge.flatFrom.value <= hinge.flatAngle.value && hinge.flatAngle.value <= 360) {
      problems.append(
        problem(
          ["hinge", "flatAngle", "value"], "flatAngle must be at least flatFrom and at most 360°"))
    }
    if !(hinge.step.value > 0 && hinge.step.value <= 180) {
      problems.append(
        problem(
          ["hinge", "step", "value"],
          "a step is more than 0° and at most 180° — give how far F6 and F7 turn the hinge, like 15"
        ))
    }
  }

  private func checkTimings(_ problems: inout [Problem]) {
    let timings = profile.timings
    let seconds = [
      ("duration", timings.duration.value), ("reduceMotionFade", timings.reduceMotionFade.value),
      ("closeSizeClassLead", timings.closeSizeClassLead.value),
      ("openSidewaysSizeClassLead", timings.openSidewaysSizeClassLead.value),
      ("foldRegionDelay", timings.foldRegionDelay.value),
    ]
    for (name, value) in seconds where !(value >= 0 && value <= 10) {
      problems.append(
        problem(
          ["timings", name, "value"], "a time is 0 to 10 seconds — give it in seconds, like 0.3"))
    }
    let fps = timings.framesPerSecond.value
    if !(fps >= 1 && fps <= 240) {
      problems.append(
        problem(["timings", "framesPerSecond", "value"], "frames per second are 1 to 240"))
    }
    let steps = timings.openWidthSteps.value
    if steps != steps.sorted() || steps.contains(where: { !($0 >= 0 && $0 <= 10) }) {
      problems.append(
        problem(
          ["timings", "openWidthSteps", "value"],
          "the steps are times in seconds after the change, 0 to 10, in order"))
    }
  }

  /// The Split View divider: 1e308 or −1 made a window of 0 pt.
  private func checkSplitView(_ problems: inout [Problem]) {
    let divider = profile.splitView.divider.value
    if !(divider >= 0 && divider <= SplitViewProfile.maximumDivider) {
      problems.append(
        problem(
          ["splitView", "divider", "value"],
          "the divider is 0 to \(SplitViewProfile.maximumDivider.pointText) points between the windows, like 10"
        ))
    }
  }
}
