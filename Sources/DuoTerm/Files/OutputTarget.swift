import Glibc

/// Checks made on a file or folder a demo writes (`--record`, `--record-tour`,
/// `--svg-frames`) before anything plays, so a person's earlier recording is never
/// overwritten by surprise and a mistake costs no rehearsal: an existing regular
/// file or a folder of frames is kept unless `--force` is given. A FIFO or a
/// device (`/dev/stdout`, a pipe to `asciinema`) holds nothing to lose: it is
/// written to as it is.
///
/// ```swift
/// try OutputTarget.file("demo.cast", option: "--record", force: false)
/// // UsageError: "--record: demo.cast exists; choose another name, or add \(Options.force.name) to overwrite it"
/// ```
enum OutputTarget {
  /// Throws unless `path` may be written as a file: it does not exist, or it is a
  /// FIFO or a device, or it is a regular file and `force` is set.
  static func file(_ path: String, option: String, force: Bool) throws(UsageError) {
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      throw UsageError("\(option): \(path) is a folder; give the path of a file")
    case S_IFREG where !force:
      throw UsageError(
        "\(option): \(path) exists; choose another name, or add \(Options.force.name) to overwrite it"
      )
    default: return
    }
  }

  /// Throws unless a new file can be made beside `path` (its folder is made if
  /// needed): a rehearsal whose keys could not be saved is not started.
  static func writable(_ path: String, option: String) throws(UsageError) {
    let folder = Folder.parent(of: path)
    do {
      try AtomicFile.makeDirectory(folder)
    } catch {
      throw UsageError("\(option): \(error.description); choose a path you can write")
    }
    var template = Array("\(folder)/.duoterm-check.XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw UsageError(
        "\(option): cannot write in \(folder) (\(AtomicFile.describe(errno))); choose a path you can write"
      )
    }
    close(descriptor)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
  }

  /// Throws unless `path` may take a run's frames: it does not exist, or it is an
  /// empty folder, or `force` is set (then the frames already there that the new
  /// run does not replace are removed: see `removeStaleFrames`).
  static func folder(_ path: String, option: String, force: Bool) throws(UsageError) {
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw UsageError("\(option): \(path) is a file, not a folder; give a folder for the frames")
    }
    let names = Folder.fileNames(in: path)
    if !names.isEmpty && !force {
      throw UsageError(
        "\(option): \(path) is not empty (\(names.count) files); choose an empty or new folder, or add \(Options.force.name) to replace its frames"
      )
    }
  }

  /// Removes the frames (`NNN.svg`) in `folder` numbered above `count`, left by an
  /// earlier, longer run, so the folder holds one run's frames only.
  static func removeStaleFrames(in folder: String, keeping count: Int) {
    for name in Folder.fileNames(in: folder) where name.hasSuffix(".svg") {
      let stem = name.dropLast(".svg".count)
      guard stem.count >= 3, stem.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(stem),
        number > count
      else { continue }
      unlink("\(folder)/\(name)")
    }
  }

  /// Writes `bytes` to `path`: a regular file (or a new one) whole or not at all
  /// (`AtomicFile`), a FIFO or a device as a stream.
  static func write(_ bytes: [UInt8], to path: String) throws(AtomicFile.Failure) {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG else {
      return try AtomicFile.write(bytes, to: path)
    }
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      throw AtomicFile.Failure("cannot write \(path) (\(AtomicFile.describe(errno)))")
    }
    var offset = 0
    defer { close(descriptor) }
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw AtomicFile.Failure("cannot write \(path) (\(AtomicFile.describe(errno)))")
      }
      offset += written
    }
  }
}
