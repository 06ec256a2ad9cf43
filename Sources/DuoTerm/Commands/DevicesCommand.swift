import DuoLayoutCore

/// `duoterm devices`: the device profiles `--device` takes by name, each with its
/// displays' window sizes in each way the phone is held.
enum DevicesCommand {
  static let spec = CommandSpec(
    "devices", summary: "the device profiles, with each display's window size in each grip",
    options: [Options.json],
    description: """
      Lists the built-in device profiles: the name to give for a device, the \
      phone's name, and each display's window size in points in each way it is \
      held, with the poses that show it. A profile file (FILE.json) is given by \
      its path instead of a name.
      """,
    run: { args in
      let profiles = DeviceRegistry.standard.profiles
      if args[Options.json] {
        printJSON(profiles.map(Document.init))
      } else {
        for profile in profiles { print(text(profile)) }
      }
      return 0
    })

  /// One display held one way: its window size and the poses that show it.
  struct Window: Encodable {
    var display: Display
    var isRotated: Bool
    var poses: [String]
    var windowSize: Size
  }

  /// One profile as `--json` prints it.
  struct Document: Encodable {
    var id: String
    var name: String
    var windows: [Window]

    init(_ profile: DeviceProfile) {
      id = profile.id
      name = profile.name
      windows = DevicesCommand.windows(of: profile)
    }
  }

  /// Each display of `profile` in each grip, with the poses that light it. The one
  /// place this command reads the profile's geometry.
  static func windows(of profile: DeviceProfile) -> [Window] {
    Display.allCases.flatMap { display in
      [false, true].map { isRotated in
        Window(
          display: display, isRotated: isRotated,
          poses: Pose.allCases.filter {
            $0.isRotated == isRotated && $0.deviceState(profile).litDisplay(profile) == display
          }.map(\.argument),
          windowSize: profile.geometry(display: display, isRotated: isRotated).windowSize)
      }
    }
  }

  /// `iphone-duo  iPhone Duo`, then a line per display: each grip's size and poses.
  static func text(_ profile: DeviceProfile) -> String {
    let windows = windows(of: profile)
    let lines = Display.allCases.map { display in
      "  \(display.title.lowercased()): "
        + windows.filter { $0.display == display }.map {
          "\($0.windowSize) pt (\($0.poses.joined(separator: ", ")))"
        }.joined(separator: ", ")
    }
    return (["\(profile.id)  \(profile.name)"] + lines).joined(separator: "\n")
  }
}
