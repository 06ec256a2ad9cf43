/// The data files that ship inside `duoterm` (device profiles, schemas, sample
/// content, tours), by their path in the repository. The files themselves live
/// in the repository's data folders (`Devices/`, `Schemas/`, `Content/`,
/// `Demos/`, `Examples/`) and are built in by the EmbedData plugin: edit them
/// there.
///
/// ```swift
/// BundledFiles.text("Devices/iphone-duo.json")   // the profile's JSON
/// BundledFiles.paths(in: "Demos")                // ["Demos/feed-fold.tour", …]
/// ```
public enum BundledFiles {
  /// The text of the file at `path`, or nil when none ships.
  public static func text(_ path: String) -> String? {
    EmbeddedFiles.texts[path]
  }

  /// The paths of the files directly in `folder`, sorted.
  public static func paths(in folder: String) -> [String] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return EmbeddedFiles.texts.keys.filter {
      $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/")
    }.sorted()
  }
}
