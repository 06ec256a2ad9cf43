import Foundation

/// Where DuoTerm keeps files, per the XDG base directory rules.
enum XDGDirectories {
  /// `$XDG_STATE_HOME/duoterm`, default `~/.local/state/duoterm`.
  static var state: URL { folder("XDG_STATE_HOME", default: ".local/state") }

  /// `$XDG_CONFIG_HOME/duoterm`, default `~/.config/duoterm`.
  static var config: URL { folder("XDG_CONFIG_HOME", default: ".config") }

  private static func folder(_ variable: String, default relative: String) -> URL {
    let environment = ProcessInfo.processInfo.environment
    // The spec ignores a relative path in the variable.
    if let base = environment[variable], base.hasPrefix("/") {
      return URL(fileURLWithPath: base).appendingPathComponent("duoterm")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(relative).appendingPathComponent(
      "duoterm")
  }
}
