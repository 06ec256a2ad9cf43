// swift-tools-version: 6.0
import PackageDescription

/// DuoTerm: a terminal emulator of iPhone Duo.
///
/// `DuoLayoutCore` is pure (no I/O, no clock), `DuoTermRender` turns the core's
/// trees into cell grids, and `duoterm` (`DuoTerm`) is the program and its
/// terminal: the only Swift target that calls ncurses (`CNcursesw`: input, modes,
/// and writing those grids). `DuoData` carries the data files people edit (device
/// profiles, schemas, sample content, tours), built in by the `EmbedData` plugin.
/// `duoterm-bench` measures `duoterm` against plain ncurses in C (`duoterm-echo`,
/// the echo program, and `DuoTermFill`, its C drawer of cells on an offscreen
/// ncurses screen) and against a Swift program that does nothing
/// (`duoterm-empty`); see BENCHMARKS.md. Only C targets besides `DuoTerm` include
/// ncurses; a test (NcursesUsersTests) holds every other target to that.
/// Metadata for concrete types through accessor functions rather than mangled
/// names: a mangled name is looked up at run time, and each generic requirement in
/// it by a scan of every protocol conformance in the program, which made reading
/// a device profile's JSON (its Codable types) a third of `duoterm render`'s
/// start-up. See BENCHMARKS.md, start-up.
let fastStart: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// A release `duoterm` exports no symbols of its own: the linker's default for a
/// Swift executable exports all 6,900 public ones of the modules it links, and at
/// every start the loader looks each library's symbols up past them and the
/// runtime's `dladdr` walks them all (0.5 M instructions and half a megabyte of
/// symbol table resident). Nothing loads `duoterm` or looks into it by name.
let leanSymbols: [LinkerSetting] = [
  .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(configuration: .release))
]

/// A release build packs the code a session runs: each function in a section of
/// its own, and the linker (lld) lays out first those `Scripts/hot-symbols` found
/// running (`Scripts/hot-symbols.txt`; a stale list still builds, it only packs
/// less) and then, by `Scripts/hot-code.ld`, the functions that have no name.
/// The kernel maps the cached 64 kB around each page of code touched: with the
/// functions a session runs spread over the 6.6 MB of code, most of it was
/// resident. See BENCHMARKS.md, memory.
let hotSections: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))
]
let hotLayout: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-use-ld=lld",
      "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Scripts/hot-symbols.txt",
      "-Xlinker", "--no-warn-symbol-ordering",
      "-Xlinker", "-T", "-Xlinker", "\(Context.packageDirectory)/Scripts/hot-code.ld",
    ], .when(configuration: .release))
]

/// `duoterm` carries ncurses in itself: the system's static `libncursesw.a` and
/// `libtinfo.a` (the same libncurses-dev package as the shared ones). Loading
/// `libncursesw.so` and `libtinfo.so` cost every start 0.6 M instructions of the
/// loader's symbol lookups and 1 MB resident, although only the interactive front
/// draws with ncurses; the headless commands (an audit in CI runs thousands) never
/// do. The terminfo database is still the system's, read when the front starts.
let builtInNcurses: [LinkerSetting] = [
  .unsafeFlags(["-Xlinker", "-l:libncursesw.a", "-Xlinker", "-l:libtinfo.a"])
]

let package = Package(
  name: "DuoTerm",
  products: [
    .executable(name: "duoterm", targets: ["DuoTerm"]),
    .executable(name: "duoterm-bench", targets: ["DuoTermBench"]),
    .executable(name: "duoterm-echo", targets: ["DuoTermEcho"]),
    .executable(name: "duoterm-empty", targets: ["DuoTermEmpty"]),
    // For the fuzzer's package (Fuzz/Package.swift), which builds its targets
    // against these with `--sanitize fuzzer`.
    .library(name: "DuoLayoutCore", targets: ["DuoLayoutCore"]),
    .library(name: "DuoTermRender", targets: ["DuoTermRender"]),
    .library(name: "DuoTermInput", targets: ["DuoTermInput"]),
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .executableTarget(name: "DuoEmbed"),
    .plugin(name: "EmbedData", capability: .buildTool(), dependencies: ["DuoEmbed"]),
    .target(name: "DuoData", swiftSettings: fastStart + hotSections, plugins: ["EmbedData"]),
    // Rounding calls libm; linking it directly keeps the core free of Foundation.
    .target(
      name: "DuoLayoutCore", dependencies: ["DuoData"], swiftSettings: fastStart + hotSections,
      linkerSettings: [.linkedLibrary("m")]),
    .target(
      name: "DuoTermRender", dependencies: ["DuoLayoutCore"], swiftSettings: fastStart + hotSections
    ),
    // The terminal's input, pure: raw input decoded into keys, mouse reports and
    // pastes. A target of its own so the fuzzer builds it without ncurses.
    .target(
      name: "DuoTermInput", dependencies: ["DuoLayoutCore"], swiftSettings: fastStart + hotSections),
    // The program and its terminal (Terminal/: modes, reading input, the cell
    // writer): the only Swift target that imports CNcursesw.
    .executableTarget(
      name: "DuoTerm",
      dependencies: ["DuoLayoutCore", "DuoTermRender", "DuoTermInput", "CNcursesw"],
      swiftSettings: fastStart + hotSections,
      linkerSettings: leanSymbols + builtInNcurses + hotLayout
    ),
    // The bench: duoterm's pure pipeline in Swift, drawing through DuoTermFill (C).
    .executableTarget(
      name: "DuoTermBench",
      dependencies: ["DuoLayoutCore", "DuoTermRender", "DuoTermFill"]
    ),
    // C: the bench's ncurses side, an offscreen screen and cells drawn on it (the
    // frame-cost arms, the bytes figure, a key's work).
    .target(name: "DuoTermFill", linkerSettings: [.linkedLibrary("ncursesw")]),
    // A C program: the smallest ncurses program that shows each key.
    .executableTarget(name: "DuoTermEcho", linkerSettings: [.linkedLibrary("ncursesw")]),
    // An empty Swift program: the start-up and memory every Swift executable pays.
    .executableTarget(name: "DuoTermEmpty"),
    // What the test targets share: the repository's root, running a process,
    // reading /proc, driving tmux (one of each, so no test helper is written twice).
    .target(name: "TestSupport", path: "Tests/Support"),
    .testTarget(
      name: "DuoLayoutCoreTests", dependencies: ["DuoLayoutCore", "DuoTermRender", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "DuoTermRenderTests", dependencies: ["DuoTermRender", "TestSupport"],
      exclude: ["Goldens"]),
    .testTarget(name: "DuoTermTests", dependencies: ["DuoTerm", "DuoTermInput", "TestSupport"]),
    // DuoTerm too: the bench's drawing is held to duoterm's writer, byte for byte.
    .testTarget(name: "DuoTermBenchTests", dependencies: ["DuoTermBench", "DuoTerm"]),
    .testTarget(name: "EndToEndTests", dependencies: ["DuoTerm", "TestSupport"]),
  ]
)
