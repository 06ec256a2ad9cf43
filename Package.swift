// swift-tools-version: 6.0
import PackageDescription

/// DuoTerm: a terminal emulator of iPhone Duo.
///
/// `DuoLayoutCore` is pure (no I/O, no clock), `DuoTermRender` turns the core's
/// trees into cell grids, and `duoterm` is the only target that talks to ncurses.
let package = Package(
  name: "DuoTerm",
  products: [
    .executable(name: "duoterm", targets: ["DuoTerm"])
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    // Rounding calls libm; linking it directly keeps the core free of Foundation.
    .target(name: "DuoLayoutCore", linkerSettings: [.linkedLibrary("m")]),
    .target(name: "DuoTermRender", dependencies: ["DuoLayoutCore"]),
    .executableTarget(
      name: "DuoTerm",
      dependencies: ["DuoLayoutCore", "DuoTermRender", "CNcursesw"]
    ),
    .testTarget(name: "DuoLayoutCoreTests", dependencies: ["DuoLayoutCore"]),
    .testTarget(name: "DuoTermRenderTests", dependencies: ["DuoTermRender"]),
    .testTarget(name: "DuoTermTests", dependencies: ["DuoTerm"]),
    .testTarget(name: "EndToEndTests", dependencies: ["DuoTerm"]),
  ]
)
