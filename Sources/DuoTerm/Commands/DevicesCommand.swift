import DuoLayoutCore

/// `duoterm devices`: every device profile `--device` takes by name — the built-in
/// ones and a person's own in `$XDG_CONFIG_HOME/duoterm/devices/` — each with its
/// displays, their window sizes held tall and wide, its folds and its poses. A
/// profile file there that cannot be used is listed with its problem.
enum DevicesCommand: Command {
  static let name = "devices"
  static let spec = CommandSpec(
    name, summary: "the device profiles: displays, window sizes, folds and poses",
    options: [Options.json],
    description: """
      Lists the device profiles: the name to give \(Options.device.name), the device's name, \
      each display's window size held tall and wide, in the device's unit (pt on iOS, dp on Android), with the poses that \
      show it, the folds and hinges, and the poses it has. Your own profiles go in \
      $XDG_CONFIG_HOME/duoterm/devices/NAME.json (Schemas/device-profile.schema.json \
      describes the format); a profile file elsewhere is given by its path.
      """,
    run: { args in
      let own = DeviceLibrary.ownProfiles()
      let profiles = DeviceLibrary.registry().profiles
      let bad = own.filter { $0.profile == nil }
      if args[Options.json] {
        printJSON(
          List(
            devices: profiles.map(Document.init),
            errors: bad.map { .init(path: $0.path, problem: $0.problem ?? "unreadable") }))
      } else {
        for profile in profiles {
          let file = own.first { $0.profile?.id == profile.id }?.path
          // A profile file's names are shown visibly, a line at a time.
          print(
            text(profile, file: file).split(separator: "\n", omittingEmptySubsequences: false)
              .map(\.visible).joined(separator: "\n"))
        }
        for bad in bad {
          print("\(bad.path): cannot be used: \(bad.problem ?? "unreadable")".visible)
        }
      }
      // A profile that cannot be read is an error, named above, not left out.
      return bad.isEmpty ? 0 : 1
    })

  /// What `--json` prints (`Schemas/devices.schema.json`): every profile, and each
  /// profile file that cannot be used with its problem.
  struct List: Encodable {
    struct Problem: Encodable {
      var path: String
      var problem: String
    }
    var version = 1
    var devices: [Document]
    var errors: [Problem]
  }

  /// One display held one way: its window size and the poses that show it.
  struct Window: Encodable {
    var display: Display
    var name: String
    var hold: Hold
    var poses: [String]
    var windowSize: Size
    var sizeClasses: PlatformSizeClasses
  }

  /// One profile as `--json` prints it.
  struct Document: Encodable {
    var id: String
    var name: String
    var summary: String
    /// The unit of every length: `pt` or `dp`.
    var unit: LengthUnit
    var poses: [String]
    var windows: [Window]

    init(_ profile: DeviceProfile) {
      id = profile.id
      name = profile.name
      summary = profile.summary
      unit = profile.unit
      poses = profile.supportedPoses.map(\.argument)
      windows = DevicesCommand.windows(of: profile)
    }
  }

  /// Each display of `profile` held tall and wide, with the poses that show it.
  static func windows(of profile: DeviceProfile) -> [Window] {
    Display.allCases.flatMap { display in
      let info = profile.displays[display]
      return [info.natural, info.natural.turned].compactMap { hold -> Window? in
        guard let geometry = info.holds[hold] else { return nil }
        return Window(
          display: display, name: info.name, hold: hold,
          poses: profile.supportedPoses.filter {
            $0.display == display && profile.hold(of: $0) == hold
          }
          .map(\.argument),
          windowSize: geometry.windowSize,
          sizeClasses: profile.sizeClasses(of: geometry).names)
      }
    }
  }

  /// `iphone-duo  iPhone Duo`, a line per display, its divisions, its poses.
  static func text(_ profile: DeviceProfile, file: String? = nil) -> String {
    var lines = ["\(profile.id)  \(profile.name)" + (file.map { "  (\($0))" } ?? "")]
    lines.append("  \(profile.summary)")
    let windows = windows(of: profile)
    for display in Display.allCases {
      let shown = windows.filter { $0.display == display }
      guard let name = shown.first?.name else { continue }
      let holds = shown.map { window in
        let poses = window.poses.isEmpty ? "" : " (\(window.poses.joined(separator: ", ")))"
        return "\(window.hold.rawValue) \(window.windowSize) \(profile.unit)\(poses)"
      }
      lines.append("  \(name): \(holds.joined(separator: "; "))")
      let geometry = profile.displays[display].geometry(isRotated: false)
      let divisions = geometry.regions.filter { $0.kind == .division }.map { region in
        "\(region.id) \(region.frame.value.size) \(profile.unit) at (\(region.frame.value.minX.pointText), "
          + "\(region.frame.value.minY.pointText)), active \(region.active.rawValue)"
      }
      if !divisions.isEmpty { lines.append("    \(divisions.joined(separator: "; "))") }
    }
    lines.append("  poses: \(profile.supportedPoses.map(\.argument).joined(separator: ", "))")
    return lines.joined(separator: "\n")
  }
}
