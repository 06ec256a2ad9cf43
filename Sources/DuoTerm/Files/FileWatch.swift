import Glibc

/// Watches one file for being saved, with inotify on its folder: an editor that
/// saves by writing a new file and renaming it over the old one (vim, most IDEs)
/// is seen as well as one that writes in place. Its descriptor goes into the same
/// poll as the keys, so nothing runs while nothing happens.
///
/// Only finished saves count: a file closed after writing, or renamed into place,
/// or taken away. A half-written file is never read.
///
/// ```swift
/// let watch = FileWatch(path: "screen.json")
/// // poll(watch.descriptor) … then:
/// if watch?.drain() == true { /* read the file again */ }
/// ```
final class FileWatch {
  /// The inotify descriptor: readable when something happened in the folder.
  let descriptor: Int32
  /// The file's name in its folder: the events that name it are the ones that count.
  private let name: String

  /// Nil when inotify cannot watch the folder (it does not exist, or no more
  /// watches are allowed): the file is then read once, as at start-up.
  init?(path: String) {
    let folder = Folder.parent(of: path)
    name = Folder.name(of: path)
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)
    guard inotify_add_watch(descriptor, folder.isEmpty ? "." : folder, events) >= 0 else {
      close(descriptor)
      return nil
    }
  }

  deinit {
    close(descriptor)
  }

  /// Reads every event waiting; true when one of them was about the file.
  func drain() -> Bool {
    var changed = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { return changed }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let length = buffer.withUnsafeBytes {
          Int($0.loadUnaligned(fromByteOffset: offset + header - 4, as: UInt32.self))
        }
        let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
        let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        if eventName == name { changed = true }
        offset += header + length
      }
    }
  }
}
