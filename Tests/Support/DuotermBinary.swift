import Foundation

/// The built `duoterm` the end-to-end tests run: `DUOTERM_BIN` when set, otherwise
/// the one beside the test binary (`swift build --build-tests` puts both in the
/// same directory).
public enum DuotermBinary {
  public static func path() throws -> String {
    try path(of: "duoterm")
  }

  /// The built program `name` of the package (`duoterm`, the `DuoEmbed` tool of
  /// the data plugin) beside the test binary; `DUOTERM_BIN` stands for `duoterm`.
  public static func path(of name: String) throws -> String {
    if name == "duoterm", let override = ProcessInfo.processInfo.environment["DUOTERM_BIN"],
      !override.isEmpty
    {
      guard FileManager.default.isExecutableFile(atPath: override) else {
        throw SubprocessError("DUOTERM_BIN=\(override) is not an executable file")
      }
      return override
    }
    var candidates: [String] = []
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent().path)
    }
    if let first = CommandLine.arguments.first {
      candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent().path)
    }
    for directory in candidates {
      let path = directory + "/" + name
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw SubprocessError(
      "no \(name) beside the test binary (looked in \(candidates.joined(separator: ", "))); "
        + "run swift build --build-tests first, or set DUOTERM_BIN")
  }

  /// Runs `duoterm` with `arguments` outside any terminal.
  public static func run(
    _ arguments: [String], environment: [String: String?] = [:],
    stdin: Subprocess.Input = .null, stdout: Subprocess.Output = .pipe
  ) throws -> ProcessResult {
    Subprocess.run(
      try path(), arguments,
      environment: ["SWIFT_BACKTRACE": "enable=no"].merging(environment) {
        $1
      }, stdin: stdin, stdout: stdout)
  }

  /// The pattern names in F9's order, as the binary itself lists them (the error
  /// for an unknown pattern names every one).
  public static func patternNames() throws -> [String] {
    let result = try run(["render", "--pattern", "no-such-pattern"])
    guard let line = result.stderrLines.first, let range = line.range(of: "patterns: ") else {
      throw SubprocessError("no pattern list in: \(result)")
    }
    return line[range.upperBound...].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// The device names in Ctrl-Y's order (the registry's), as `duoterm devices
  /// --json` lists them, each followed by the one after it: a whole round from
  /// the first device.
  public static func deviceRound() throws -> [String] {
    let result = try run(["devices", "--json"])
    let document =
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let list = document?["devices"] as? [[String: Any]]
    let names = (list ?? []).compactMap { $0["name"] as? String }
    guard names.count >= 2 else { throw SubprocessError("no device list in: \(result)") }
    return Array(names.dropFirst()) + [names[0]]
  }
}
