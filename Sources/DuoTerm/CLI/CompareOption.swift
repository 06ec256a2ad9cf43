import DuoLayoutCore
import DuoTermRender

/// `--compare A,B[,C]`: two or three phones side by side (`Comparison`), by name
/// or profile file, or `all`: the first devices that fit the terminal.
///
/// ```swift
/// try CompareOption.resolve("iphone-duo,pixel-9-pro-fold", terminal: size)  // two profiles
/// ```
enum CompareOption {
  static let option = Option(
    "--compare", .text("DEVICES"),
    help:
      "two or three devices side by side, each a phone of its own, every key to all (iphone-duo,pixel-9-pro-fold; all: those that fit)"
  )

  /// The profiles `text` names, for a terminal of `terminal` cells.
  static func resolve(_ text: String, terminal: TerminalSize) throws(UsageError) -> [DeviceProfile]
  {
    if text == "all" {
      let profiles = DeviceLibrary.registry().profiles
      let chosen = Comparison.fitting(profiles, in: terminal)
      guard chosen.count >= Comparison.phones.lowerBound else {
        let pair = Comparison.minimumSize(profiles: Array(profiles.prefix(2)))
        throw UsageError(
          "\(option.name) all: no two devices fit side by side in \(terminal); \(pair) fits the first two"
        )
      }
      return chosen
    }
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingBlanks
    }
    guard Comparison.phones.contains(names.count), !names.contains(where: \.isEmpty) else {
      throw UsageError(
        "\(option.name) takes two or three devices separated by commas (iphone-duo,pixel-9-pro-fold), or all"
      )
    }
    var profiles: [DeviceProfile] = []
    for name in names { profiles.append(try DeviceOption.resolve(name)) }
    return profiles
  }

  /// Fails when `terminal` cannot show `profiles` side by side, naming the size
  /// that fits.
  static func require(_ profiles: [DeviceProfile], fit terminal: TerminalSize) throws(UsageError) {
    let need = Comparison.minimumSize(profiles: profiles)
    guard need.columns <= terminal.columns, need.rows <= terminal.rows else {
      throw UsageError(
        "\(TooSmallScreen.message(need: need, have: terminal)) for \(profiles.map(\.name).joined(separator: ", ")) side by side; give \(Options.size.name) \(need.columns)x\(need.rows) or larger"
      )
    }
  }
}
