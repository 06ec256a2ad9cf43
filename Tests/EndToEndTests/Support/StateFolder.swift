import Foundation
import TestSupport

/// A folder for duoterm's `XDG_STATE_HOME` and `XDG_CONFIG_HOME` that outlives
/// one run, so a second run can restore what the first saved; removed with the
/// test (a `TemporaryFolder`).
final class StateFolder {
  private let folder: TemporaryFolder
  var path: String { folder.path }

  init() throws { folder = try .made("duoterm-faults") }

  /// The environment that points duoterm at this folder.
  var environment: [String: String?] {
    ["XDG_STATE_HOME": path, "XDG_CONFIG_HOME": path]
  }

  /// The session file duoterm saves.
  var sessionFile: String { path + "/duoterm/session.json" }

  /// The saved session as JSON, or nil when there is none or it is not JSON.
  func session() -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: sessionFile) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// The value at a dotted path in the saved session (`device.hingeAngle`).
  func value(_ path: String) -> Any? {
    var current: Any? = session()
    for key in path.split(separator: ".") {
      current = (current as? [String: Any])?[String(key)]
    }
    return current
  }

  /// Files in the state folder other than the session and its lock (a `.corrupt`
  /// copy would mean the session could not be read back).
  func strayFiles() -> [String] {
    let folder = path + "/duoterm"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0 != "session.json" && $0 != "session.json.lock" && $0 != "config" }
  }

  /// The saved session called `name` (`session-NAME.json`) as JSON.
  func session(named name: String) -> [String: Any]? {
    let file = path + "/duoterm/session-\(name).json"
    guard let data = FileManager.default.contents(atPath: file) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}
