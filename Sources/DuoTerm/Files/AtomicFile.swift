import Foundation
import Glibc

/// Files DuoTerm writes (config, session) are written whole or not at all: to a
/// temporary file in the same folder, flushed to disk, then renamed over the old
/// one. A file that cannot be read is never overwritten: it is moved aside.
enum AtomicFile {
  /// Writes `data` to `url`, creating the folder (private to the user) if needed.
  static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw posixError("cannot create \(temporary.path)") }
    var failed = false
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failed = true
          return
        }
        offset += written
      }
    }
    if fsync(descriptor) != 0 { failed = true }
    close(descriptor)
    if failed {
      unlink(temporary.path)
      throw posixError("cannot write \(temporary.path)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      unlink(temporary.path)
      throw posixError("cannot rename \(temporary.path) to \(url.path)")
    }
  }

  /// Moves a file that could not be read out of the way, keeping it for the person
  /// to look at: `name.corrupt`, `name.corrupt-2`, … Returns where it went.
  @discardableResult
  static func setAside(_ url: URL) -> URL? {
    for attempt in 1...1000 {
      let suffix = attempt == 1 ? ".corrupt" : ".corrupt-\(attempt)"
      let target = URL(fileURLWithPath: url.path + suffix)
      if FileManager.default.fileExists(atPath: target.path) { continue }
      return rename(url.path, target.path) == 0 ? target : nil
    }
    return nil
  }

  private static func posixError(_ message: String) -> NSError {
    NSError(
      domain: "duoterm", code: Int(errno),
      userInfo: [NSLocalizedDescriptionKey: "\(message): \(String(cString: strerror(errno)))"])
  }
}
