// swift-tools-version: 6.0
import PackageDescription

/// DuoTerm: a terminal emulator of iPhone Duo.
///
/// `DuoLayoutCore` is pure (no I/O, no clock), `DuoTermRender` turns the core's
/// trees into cell grids, `DuoTermCurses` is the terminal (the only Swift module
/// that calls ncurses: input, modes, and writing those grids), and `duoterm` is the
/// program. `DuoData` carries the data files people edit (device
/// profiles, schemas, sample content, tours), built in by the `EmbedData` plugin.
/// `duoterm-bench` measures `duoterm` against plain ncurses in C (`duoterm-echo`,
/// the echo program, and `DuoTermFill`, the full-frame fill) and against a Swift
/// program that does nothing (`duoterm-empty`); see BENCHMARKS.md.
/// Metadata for concrete types through accessor functions rather than mangled
/// names: a mangled name is looked up at run time, and each generic requirement in
/// it by a scan of every protocol conformance in the program, which made reading
/// a device profile's JSON (its Codable types) a third of `duoterm render`'s
/// start-up. See BENCHMARKS.md, start-up.
let fastStart: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

let package = Package(
  name: "DuoTerm",
  products: [
    .executable(name: "duoterm", targets: ["DuoTerm"]),
    .executable(name: "duoterm-bench", targets: ["DuoTermBench"]),
    .executable(name: "duoterm-echo", targets: ["DuoTermEcho"]),
    .executable(name: "duoterm-empty", targets: ["DuoTermEmpty"]),
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
      name: "DuoLayoutCore", dependencies: ["DuoData"], swiftSettings: fastStart,
      linkerSettings: [.linkedLibrary("m")]),
    .target(name: "DuoTermRender", dependencies: ["DuoLayoutCore"], swiftSettings: fastStart),
    // The terminal, the one ncurses user: the backend, the cell writer and the bench's
    // offscreen session, shared so the bench measures duoterm's own.
    .target(name: "DuoTermCurses", dependencies: ["DuoLayoutCore", "DuoTermRender", "CNcursesw"]),
    .executableTarget(
      name: "DuoTerm",
      dependencies: ["DuoLayoutCore", "DuoTermRender", "DuoTermCurses"],
      swiftSettings: fastStart
    ),
    .executableTarget(
      name: "DuoTermBench",
      dependencies: ["DuoLayoutCore", "DuoTermRender", "DuoTermCurses", "DuoTermFill"]
    ),
    // C: the frame-cost reference, a prepared frame handed to ncurses cell by cell.
    .target(name: "DuoTermFill", linkerSettings: [.linkedLibrary("ncursesw")]),
    // A C program: the smallest ncurses program that shows each key.
    .executableTarget(name: "DuoTermEcho", linkerSettings: [.linkedLibrary("ncursesw")]),
    // An empty Swift program: the start-up and memory every Swift executable pays.
    .executableTarget(name: "DuoTermEmpty"),
    .testTarget(
      name: "DuoLayoutCoreTests", dependencies: ["DuoLayoutCore", "DuoTermRender"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "DuoTermRenderTests", dependencies: ["DuoTermRender"], exclude: ["Goldens"]),
    .testTarget(name: "DuoTermTests", dependencies: ["DuoTerm", "DuoTermCurses"]),
    .testTarget(name: "DuoTermBenchTests", dependencies: ["DuoTermBench"]),
    .testTarget(name: "EndToEndTests", dependencies: ["DuoTerm"]),
  ]
)
