import Glibc

/// Watches one file for being saved, with inotify on its folder: an editor that
/// saves by writing a new file and renaming it over the old one (vim, most IDEs)
/// is seen as well as one that writes in place. Its descriptor goes into the same
/// poll as the keys, so nothing runs while nothing happens.
///
/// Only finished saves count: a file closed after writing, or renamed into place,
/// or taken away. A half-written file is never read.
///
/// The folder itself may go and come back (`git checkout`, `git stash` remove and
/// make it again): while it is gone its parent is watched, and when the folder
/// reappears it is watched again and the file counts as changed, so live reload
/// carries on. The parent is watched only then, so a busy parent (`/tmp`) does
/// not wake an idle DuoTerm.
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
  /// The file's folder, as an absolute path, and its name in its parent.
  private let folder: String
  private let folderName: String
  /// The watch on the folder (nil while it is gone), and on its parent while the
  /// folder is gone.
  private var folderWatch: Int32?
  private var parentWatch: Int32?
  private let parent: String

  private static let fileEvents = UInt32(
    IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF)
  private static let folderEvents = UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR)

  /// Nil when inotify cannot watch the folder (it does not exist, or no more
  /// watches are allowed): the file is then read once, as at start-up.
  init?(path: String) {
    let given = Folder.parent(of: path)
    guard let resolved = realpath(given.isEmpty ? "." : given, nil) else { return nil }
    folder = String(cString: resolved)
    free(resolved)
    name = Folder.name(of: path)
    folderName = Folder.name(of: folder)
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    let parent = Folder.parent(of: folder)
    self.parent = parent.isEmpty ? "/" : parent
    let watch = inotify_add_watch(descriptor, folder, FileWatch.fileEvents)
    guard watch >= 0 else {
      close(descriptor)
      return nil
    }
    folderWatch = watch
  }

  deinit {
    close(descriptor)
  }

  /// Reads every event waiting; true when one of them was about the file (or its
  /// folder went or came back).
  func drain() -> Bool {
    var changed = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { return changed }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let (watch, mask, length) = buffer.withUnsafeBytes {
          (
            $0.loadUnaligned(fromByteOffset: offset, as: Int32.self),
            $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
            Int($0.loadUnaligned(fromByteOffset: offset + header - 4, as: UInt32.self))
          )
        }
        let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
        let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        if handle(watch: watch, mask: mask, name: eventName) { changed = true }
        offset += header + length
      }
    }
  }

  /// Whether one event is about the file; re-watches the folder when it is back.
  private func handle(watch: Int32, mask: UInt32, name eventName: String) -> Bool {
    if watch == parentWatch {
      guard eventName == folderName else { return false }
      return rewatch()
    }
    guard watch == folderWatch else { return false }
    if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
      folderWatch = nil
      // Watch the parent for the folder's return first, then look: a folder made
      // again before this event was read is watched at once.
      if parentWatch == nil {
        let added = inotify_add_watch(descriptor, parent, FileWatch.folderEvents)
        parentWatch = added >= 0 ? added : nil
      }
      _ = rewatch()
      return true
    }
    return eventName == name
  }

  /// Watches the folder again if it exists (and stops watching its parent); true
  /// when it is watched now.
  private func rewatch() -> Bool {
    let watch = inotify_add_watch(descriptor, folder, FileWatch.fileEvents)
    guard watch >= 0 else { return false }
    folderWatch = watch
    if let parentWatch { inotify_rm_watch(descriptor, parentWatch) }
    parentWatch = nil
    return true
  }
}
