import DuoLayoutCore

/// The cost of reading long screen and app files: a file of each kind generated to
/// 1 MiB (a mailbox's content, a list-detail screen's rows, an app screen's rows),
/// read and checked as `duoterm --screen` reads one, against its own JSON read
/// alone (the reference: what no reader can skip). Counted by callgrind inside one
/// function; the file is made before it, in the arm's process.
enum FileReadBench {
  /// The kinds of file, by the name their arm carries.
  static let kinds = ["mailbox", "rows", "app"]

  /// The size each file is generated to, at least.
  static let bytes = 1 << 20

  /// The arms: reading each kind whole, and its JSON alone.
  static let arms = kinds.flatMap { ["read-\($0)", "parse-\($0)"] }

  /// A file of `kind`, `bytes` long or a little longer: items like a person writes,
  /// each told apart by its number.
  static func file(_ kind: String) -> [UInt8] {
    var items: [String] = []
    var length = 0
    var index = 0
    let (head, tail) = frame(kind)
    while head.utf8.count + length + tail.utf8.count < bytes {
      let item = self.item(kind, index)
      items.append(item)
      length += item.utf8.count + 2
      index += 1
    }
    return Array((head + items.joined(separator: ",\n") + tail).utf8)
  }

  private static func frame(_ kind: String) -> (String, String) {
    switch kind {
    case "mailbox":
      (#"{"title": "Mail", "pattern": "mailbox", "content": {"messages": ["# + "\n", "\n]}}\n")
    case "rows":
      (#"{"title": "Recipes", "pattern": "list-detail", "rows": ["# + "\n", "\n]}\n")
    default:
      (
        #"{"title": "Songs", "start": "list", "screens": [{"id": "list", "title": "Songs", "content": ["#
          + "\n", "\n]}]}\n"
      )
    }
  }

  private static func item(_ kind: String, _ index: Int) -> String {
    switch kind {
    case "mailbox":
      #"  {"id": \#(index + 1), "sender": "Maya Lindqvist", "subject": "Standup moved to 10:\#(index % 60)", "date": "Mon 09:41", "body": "Morning! The engineer is coming at half nine to look at the plotter, so let's push standup to 10:15. Bring whatever you have for the labels, even if it's rough."}"#
    case "rows":
      #"  {"title": "Recipe number \#(index)", "detail": "\#(index % 90) min", "text": "Whisk flour, eggs and milk to a smooth batter.\nRest it ten minutes.\nFry thin in a hot buttered pan."}"#
    default:
      #"  {"kind": "row", "id": "song-\#(index)", "title": "Song number \#(index)", "subtitle": "Some Artist", "detail": "3:\#(index % 60)", "accessory": "chevron"}"#
    }
  }

  /// The screen in `bytes`, read and checked. Its name is unique in the binary,
  /// for `--toggle-collect` (see `FrameCostBench`), and shares no word with its
  /// type's: the mangler abbreviates a repeated word (`callgrindReadScreen` in
  /// `FileReadBench` is not found by its name).
  @inline(never)
  static func callgrindCheckedScreen(_ bytes: [UInt8]) -> Int {
    do {
      return try ScreenFile.read(bytes, file: "a.json").title.utf8.count
    } catch {
      print(error.description)
      return 0
    }
  }

  /// The JSON in `bytes`, read alone: the reference.
  @inline(never)
  static func callgrindParseJSON(_ bytes: [UInt8]) -> Int {
    (try? JSONReader.parse(bytes))?.object?.count ?? 0
  }

  /// `duoterm-bench --arm read-KIND|parse-KIND --frames 1`.
  static func runArm(_ arm: String) -> Int32 {
    let file = file(String(arm.split(separator: "-", maxSplits: 1)[1]))
    let read = arm.hasPrefix("read-") ? callgrindCheckedScreen(file) : callgrindParseJSON(file)
    return read > 0 ? 0 : 1
  }
}
