// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The libFuzzer targets, a package of their own so that a plain `swift build` of
/// DuoTerm never builds them. Fuzz/run builds them with a toolset that instruments
/// every module they link (DuoTerm's pure ones, through its library products) and
/// links libFuzzer without its `main`: each target is an ordinary executable whose
/// `main` hands its test to libFuzzer's driver (`runFuzzer`), so SwiftPM links it
/// as it links any executable, and the tool the data plugin runs is built plainly.
/// Each target is `Targets/NAME.swift`, built as `fuzz-NAME`.
let names =
  ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Targets"))
  ?? [])
  .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()

let duoTerm: [Target.Dependency] = [
  .product(name: "DuoLayoutCore", package: "DuoTerm"),
  .product(name: "DuoTermRender", package: "DuoTerm"),
  .product(name: "DuoTermInput", package: "DuoTerm"),
]

let package = Package(
  name: "DuoTermFuzz",
  dependencies: [.package(name: "DuoTerm", path: "..")],
  targets: [
    .systemLibrary(name: "CFuzzer", path: "CFuzzer"),
    .target(name: "FuzzSupport", dependencies: duoTerm + ["CFuzzer"], path: "Support"),
  ]
    + names.map { name in
      .executableTarget(
        name: "fuzz-\(name)", dependencies: duoTerm + ["FuzzSupport"], path: "Targets",
        exclude: names.filter { $0 != name }.map { "\($0).swift" }, sources: ["\(name).swift"])
    }
)
