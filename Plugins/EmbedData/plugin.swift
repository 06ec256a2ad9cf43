import Foundation
import PackagePlugin

/// Builds the data files people edit (device profiles, schemas, sample content,
/// tours) into the target that uses this plugin, so `duoterm` carries them
/// wherever it is installed and the files stay data, not code.
///
/// Every file under the package's data folders is embedded by its path from the
/// package root (`Devices/iphone-duo.json`). A file added or changed is picked up
/// by the next build.
@main struct EmbedData: BuildToolPlugin {
  /// The package's data folders.
  static let folders = ["Devices", "Schemas", "Content", "Demos", "Examples"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    var inputs: [URL] = []
    for folder in Self.folders {
      inputs += files(under: root.appending(path: folder))
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) data files",
        executable: try context.tool(named: "DuoEmbed").url,
        arguments: [output.path, root.path] + inputs.map(\.path),
        inputFiles: inputs, outputFiles: [output])
    ]
  }

  /// Every regular file under `folder`, in a stable order; none if it is missing.
  private func files(under folder: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
      found.append(url)
    }
    return found.sorted { $0.path < $1.path }
  }
}
