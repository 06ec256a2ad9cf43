import Foundation
import PackagePlugin

/// Builds the data files people edit (device profiles, schemas, sample content,
/// tours) into the target that uses this plugin, so `duoterm` carries them
/// wherever it is installed and the files stay data, not code.
///
/// Every file under the package's data folders is embedded by its path from the
/// package root (`Devices/iphone-duo.json`). The folders themselves are inputs of
/// the build command, and the embedding tool lists them when it runs, so a file
/// added to a folder (which changes the folder) is picked up by the next build,
/// as is a change to a file already there.
@main struct EmbedData: BuildToolPlugin {
  /// The package's data folders.
  static let folders = ["Devices", "Schemas", "Content", "Demos", "Examples"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let folders = Self.folders.map { root.appending(path: $0) }.filter {
      FileManager.default.fileExists(atPath: $0.path)
    }
    var inputs = folders
    for folder in folders {
      inputs += files(under: folder)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding the data folders",
        executable: try context.tool(named: "DuoEmbed").url,
        arguments: [output.path, root.path] + folders.map(\.path),
        inputFiles: inputs, outputFiles: [output])
    ]
  }

  /// Every regular file and folder under `folder`, in a stable order: a folder
  /// changes when a file is added to it.
  private func files(under folder: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
  }
}
