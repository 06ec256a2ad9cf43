// swift-tools-version: 6.0
import PackageDescription

/// DuoTerm: a terminal emulator of iPhone Duo.
///
/// `DuoLayoutCore` is pure (no I/O, no clock), `DuoTermRender` turns the core's
/// trees into cell grids, and `duoterm` is the only target that talks to ncurses.
/// `DuoData` carries the data files people edit (device profiles, schemas,
/// sample content, tours), built in by the `EmbedData` plugin.
let package = Package(
  name: "DuoTerm",
  products: [
    .executable(name: "duoterm", targets: ["DuoTerm"])
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .executableTarget(name: "DuoEmbed"),
    .plugin(name: "EmbedData", capability: .buildTool(), dependencies: ["DuoEmbed"]),
    .target(name: "DuoData", plugins: ["EmbedData"]),
    // Rounding calls libm; linking it directly keeps the core free of Foundation.
    .target(
      name: "DuoLayoutCore", dependencies: ["DuoData"], linkerSettings: [.linkedLibrary("m")]),
    .target(name: "DuoTermRender", dependencies: ["DuoLayoutCore"]),
    .executableTarget(
      name: "DuoTerm",
      dependencies: ["DuoLayoutCore", "DuoTermRender", "CNcursesw"]
    ),
    .testTarget(
      name: "DuoLayoutCoreTests", dependencies: ["DuoLayoutCore"], exclude: ["Fixtures"]),
    .testTarget(
      name: "DuoTermRenderTests", dependencies: ["DuoTermRender"], exclude: ["Goldens"]),
    .testTarget(name: "DuoTermTests", dependencies: ["DuoTerm"]),
    .testTarget(name: "EndToEndTests", dependencies: ["DuoTerm"]),
  ]
)
