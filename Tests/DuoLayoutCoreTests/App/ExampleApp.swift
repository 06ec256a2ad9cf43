import Foundation
import TestSupport

@testable import DuoLayoutCore

/// The committed example apps (`Examples/apps/`), read as `duoterm --screen` reads
/// them, for the tests that play one: one place that finds the folder from this
/// file's path.
///
/// ```swift
/// let photos = ExampleApp.read("photos.json")
/// ```
enum ExampleApp {
  /// `Examples/apps` of this checkout.
  static let folder = Repository.path("Examples/apps")

  /// The example `name`, or an empty screen when it cannot be read: the example
  /// is committed, so a failure to read it fails every test that plays it.
  static func read(_ name: String) -> ScreenFile {
    let path = folder + "/" + name
    return (try? ScreenFile.read(String(contentsOfFile: path, encoding: .utf8), file: path))
      ?? .empty
  }
}
