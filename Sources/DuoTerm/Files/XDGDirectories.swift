import Glibc

/// Where DuoTerm keeps files, per the XDG base directory rules: the folder in the
/// variable when it holds an absolute path (the spec ignores a relative one), else
/// the default under `HOME`; nil when neither says where.
///
/// ```swift
/// XDGDirectories.state(in: ["HOME": "/home/ada"])  // "/home/ada/.local/state/duoterm"
/// ```
enum XDGDirectories {
  /// `$XDG_STATE_HOME/duoterm`, default `~/.local/state/duoterm`.
  static func state(in environment: [String: String] = ProcessEnvironment.current) -> String? {
    folder("XDG_STATE_HOME", default: ".local/state", in: environment)
  }

  /// `$XDG_CONFIG_HOME/duoterm`, default `~/.config/duoterm`.
  static func config(in environment: [String: String] = ProcessEnvironment.current) -> String? {
    folder("XDG_CONFIG_HOME", default: ".config", in: environment)
  }

  private static func folder(
    _ variable: String, default relative: String, in environment: [String: String]
  )
    -> String?
  {
    if let base = environment[variable], base.hasPrefix("/") { return base + "/duoterm" }
    if let home = environment["HOME"], !home.isEmpty { return "\(home)/\(relative)/duoterm" }
    return nil
  }
}
