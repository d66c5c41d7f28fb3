// swift-tools-version: 6.0
import PackageDescription

/// Whether this package is being built as the root (`swift build` in this directory, the
/// Benchmarks/ package's `path:` dependency) rather than as a versioned dependency of an app.
///
/// The release binary's speed comes from unsafe flags (the `locflow` target's static link and
/// order file, every module's `-function-sections` and metadata accessors: see below), and SwiftPM
/// refuses a `from:` dependency whose products' targets carry any unsafe flag ("contains unsafe
/// build flags"). So the flags are added only here. A versioned dependency is always checked out
/// by its client under a `checkouts/` folder (SwiftPM's `.build/checkouts/NAME`, Xcode's
/// `SourcePackages/checkouts/NAME`) or unpacked from a registry (`registry/downloads/…`): that
/// is what is read, not an environment variable a client would have to set. A root checkout
/// that happens to sit in such a folder can still ask for the flags with
/// `LOCFLOW_RELEASE_FLAGS=1`, and any build can refuse them with `LOCFLOW_RELEASE_FLAGS=0`.
let buildsAsRoot: Bool = {
    switch Context.environment["LOCFLOW_RELEASE_FLAGS"] {
    case "1": return true
    case "0": return false
    default:
        let directory = Context.packageDirectory
        return !directory.contains("/checkouts/") && !directory.contains("/registry/downloads/")
    }
}()

/// locflow: a terminal flow explorer for iOS location permission.
///
/// The targets follow the architecture: a pure simulation core and pure format readers, the files
/// a person names, scenarios and sessions on top of them, pure views into a cell grid, one small
/// terminal module that alone talks to curses, and the programs' own standard streams. The graph
/// is drawn in docs/architecture.md, and a test keeps the two the same.
let package = Package(
    name: "locflow",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "locflow", targets: ["locflow"]),
        .library(name: "LocflowCore", targets: ["LocflowCore"]),
        // For the separate Benchmarks/ package, which depends on this one by path.
        .library(name: "LocflowScenario", targets: ["LocflowScenario"]),
        .library(name: "LocflowSessions", targets: ["LocflowSessions"]),
        .library(name: "CellGrid", targets: ["CellGrid"]),
        .library(name: "LocflowUI", targets: ["LocflowUI"]),
        .library(name: "LocflowTerminal", targets: ["LocflowTerminal"]),
        .library(name: "LocflowExport", targets: ["LocflowExport"]),
        // For apps (docs/testing-your-app.md): the app target links LocationManaging (the protocols,
        // the values, the Core Location conformances; nothing of locflow), its test target
        // LocflowTesting (a simulated phone that follows the model). Both are depended on by
        // version (`from:`), so no unsafe flag may reach their targets (see `buildsAsRoot`).
        .library(name: "LocationManaging", targets: ["LocationManaging"]),
        .library(name: "LocflowTesting", targets: ["LocflowTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Tests only: the reference locflow's own YAML reader (LocflowFormats/YAML) is checked against.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Property tests with shrinking (the fuzz and monkey properties); tests only.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // LocflowTesting: a misuse in an app's test records an issue in the running test (Swift
        // Testing and XCTest alike) instead of trapping the test process.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ],
    targets: [
        // The simulation: state, actions, one reducer, prompts and callbacks as values. No I/O.
        .target(name: "LocflowCore"),
        // The file formats: locflow's own YAML reader and a strict JSON reader into one positioned
        // tree, and YAML's quoting for writers. No Yams, so no Foundation for YAML in the shipped
        // binary; knows nothing of scenarios' meaning, so it depends on nothing.
        .target(name: "LocflowFormats"),
        // The files a person names: read whole (a path, `-`, a FIFO) with the first bad byte's
        // line and column, and written without ever losing one (`UserFile`: atomic, no clobbering,
        // no link followed into a private directory). Below the scenarios and the sessions, which
        // both read and write such files.
        .target(name: "LocflowFiles", dependencies: ["LocflowFormats", "CellGrid"]),
        // Scenario files in, transcripts (text/JSONL) out: the model, parser, runner and writer.
        .target(name: "LocflowScenario", dependencies: ["LocflowCore", "LocflowFormats", "LocflowFiles", "CellGrid"]),
        // The explorer's sessions kept on disk: the journal of every step, its resumption, and the
        // catalog of past sessions with its cache and pruning.
        .target(name: "LocflowSessions", dependencies: ["LocflowCore", "LocflowFiles", "LocflowScenario"]),
        // No pkgConfig: SwiftPM would drop the .pc's -D flags anyway, and on Debian/Ubuntu the
        // headers live in /usr/include; `link "ncursesw"` in the modulemap links.
        .systemLibrary(name: "CNCursesW", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        // A grid of styled cells with display-width-aware text, and a pure key type: what views
        // draw into and what the terminal reads; knows nothing of locflow.
        .target(name: "CellGrid"),
        // Pure presentation: views are functions from state to a cell grid. The coverage panel's
        // summary and the designer's words are handed in by the executable (`ExplorerSupport`),
        // so the views depend on neither the graph nor the designer module.
        .target(name: "LocflowUI", dependencies: ["LocflowCore", "LocflowScenario", "LocflowSessions", "CellGrid"]),
        // For designers: the prompt's words as iOS shows them, plain-words captions, storyboards,
        // and the app's own copy read from an Info.plist.
        .target(name: "LocflowDesigner", dependencies: ["LocflowCore", "LocflowFormats", "LocflowFiles", "LocflowScenario"]),
        // Every code the screen shows, defined (`locflow explain`); the table is generated from ../shared.
        .target(name: "LocflowGlossary", dependencies: ["LocflowCore"]),
        // Standard output and error for the two programs: SIGPIPE ignored, closed descriptors held,
        // every write checked, and a failed write ends the program with status 2. It calls `exit`,
        // so only the executables depend on it, never a library.
        .target(name: "LocflowCommandLine", dependencies: ["CellGrid", "LocflowFiles"]),
        // The only module that talks to curses, and the one that owns terminal safety.
        .target(name: "LocflowTerminal", dependencies: ["CellGrid", "CNCursesW"]),
        // The model as a graph: abstract states, reachable transitions, shortest paths, coverage.
        .target(name: "LocflowGraph", dependencies: ["LocflowCore", "LocflowScenario"]),
        // A played flow as artefacts for the real device: XCUITest, simctl commands, Maestro.
        .target(name: "LocflowExport", dependencies: ["LocflowCore", "LocflowFormats", "LocflowScenario"]),
        .executableTarget(
            name: "locflow",
            dependencies: [
                "LocflowCore", "LocflowFormats", "LocflowFiles", "LocflowScenario", "LocflowSessions", "CellGrid", "LocflowUI", "LocflowTerminal",
                "LocflowGraph", "LocflowExport", "LocflowCommandLine",
                "LocflowDesigner", "LocflowGlossary",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release builds on Linux are one fully static executable (`-static-executable`): the
            // Swift runtime, Foundation, ncurses and the C library linked in, no dynamic loader,
            // no shared libraries to map, no symbols to bind, no relocations of an 80 MB image at
            // each start. The dynamic runtime took 37 ms to the first frame, `-static-stdlib` 21 ms,
            // a fully static one … (docs/performance.md). Debug builds stay dynamic:
            // the test binaries link this target's code beside XCTest and Testing, which bring
            // the shared runtime. The flag goes to the compiler too: it makes imports resolve to
            // the static modules, whose autolink entries name what they need (ICU's data, the C++
            // runtime). Static ncurses needs its terminfo library named (the shared one records it).
            //
            // The code the first frame runs is laid out together: lld places the
            // functions named in Benchmarks/order/first-frame.order first, so a start faults in
            // ~60–70 fewer pages of code (each fault maps 64 KB around it). Each function of
            // locflow's own modules has its own section for this (`-function-sections`, below);
            // Benchmarks/scripts/make-order-file.sh writes the order. Names it no longer finds
            // are skipped, so a stale order costs only speed.
            // Only when this package is the root (see `buildsAsRoot`).
            swiftSettings: buildsAsRoot ? [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))] : [],
            linkerSettings: buildsAsRoot
                ? [
                    .unsafeFlags(
                        [
                            "-static-executable", "-use-ld=lld",
                            "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Benchmarks/order/first-frame.order",
                            "-Xlinker", "--no-warn-symbol-ordering",
                        ], .when(platforms: [.linux], configuration: .release)),
                    .linkedLibrary("tinfo", .when(platforms: [.linux], configuration: .release)),
                ] : []
        ),
        // What the app's own code links: the protocols over CLLocationManager and the modern family,
        // the values they speak in, and Core Location's conformances. Depends on nothing of locflow.
        .target(name: "LocationManaging"),
        // A CLLocationManager stand-in for apps' unit tests, driven by the core. The scenario reader
        // is only for `phone.play(file)` (recorded sessions as unit tests).
        .target(
            name: "LocflowTesting",
            dependencies: [
                "LocationManaging", "LocflowCore", "LocflowFiles", "LocflowScenario",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // What lets IssueReporting record into Swift Testing and XCTest on Linux too; linked
                // here so that an app's test target needs nothing beyond LocflowTesting.
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The worked example: a location feature written the way apps write it, over `LocationManaging`
        // only (the app module links nothing else of locflow).
        .target(name: "LocationFeatureExample", dependencies: ["LocationManaging"], path: "Examples/LocationFeature/Sources"),
        .testTarget(
            name: "LocationFeatureExampleTests", dependencies: ["LocationFeatureExample", "LocflowTesting", "LocationManaging", "LocflowCore"],
            path: "Examples/LocationFeature/Tests", exclude: ["Sessions"]
        ),
        // What the checks share and the shipped code never runs: a seeded generator, the monkey's
        // vocabulary and the invariants every state keeps. For locflow-stress and the test targets
        // only; no product depends on it.
        .target(name: "LocflowChecks", dependencies: ["LocflowCore"]),
        // The generated parts of docs/behavior.md and docs/graph.md, made by driving the model (tests
        // compare them with the files); no product depends on it.
        .target(name: "LocflowDocs", dependencies: ["LocflowCore", "LocflowGraph"]),
        // The long robustness runs (fuzzing, the monkey); never part of `swift test`.
        .executableTarget(
            name: "locflow-stress",
            dependencies: ["LocflowCore", "LocflowFormats", "LocflowFiles", "LocflowScenario", "CellGrid", "LocflowCommandLine", "LocflowChecks"]
        ),
        .testTarget(name: "LocflowCoreTests", dependencies: ["LocflowCore", "LocflowChecks"]),
        // With Yams and property tests: the YAML reader is checked against Yams on every file and on generated ones.
        .testTarget(
            name: "LocflowScenarioTests",
            dependencies: [
                "LocflowScenario", "LocflowFormats", "LocflowFiles", "LocflowSessions", "LocflowCore", "LocflowChecks", "LocflowDocs",
                "LocflowTestSupport",
                .product(name: "Yams", package: "Yams"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "CellGridTests", dependencies: ["CellGrid"]),
        // Property tests with shrinking: the fuzz and monkey runs in small, bounded counts; a failure
        // shrinks to a minimal scenario printed as YAML. They reuse locflow-stress's grammar and checks
        // (`@testable import`), which runs the long versions.
        .testTarget(
            name: "LocflowPropertyTests",
            dependencies: [
                "LocflowCore", "LocflowScenario", "LocflowChecks", "locflow-stress", "LocflowTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Depends on the executable too, so that `swift test` builds the binary its CLI tests run.
        .testTarget(
            name: "LocflowExportTests",
            dependencies: ["LocflowExport", "LocflowScenario", "LocflowCore", "locflow", "LocflowTestSupport", .product(name: "Yams", package: "Yams")],
            exclude: ["__Goldens__", "Fixtures"]
        ),
        // Depends on the executable too, so that `swift test` builds the binary its CLI tests run.
        .testTarget(
            name: "LocflowGraphTests",
            dependencies: ["LocflowGraph", "LocflowScenario", "LocflowCore", "LocflowChecks", "LocflowDocs", "locflow", "LocflowTestSupport"]
        ),
        .testTarget(
            name: "LocflowUITests",
            // The executable for the support it hands the explorer (coverage, the designer's words).
            dependencies: [
                "LocflowUI", "LocflowCore", "LocflowScenario", "LocflowSessions", "LocflowChecks", "CellGrid", "LocflowGraph", "LocflowDesigner", "locflow",
                "LocflowTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        // Storyboards (also in a real browser when chromium is installed), plain words, Info.plist files, the glossary.
        // The explorer's saved storyboard is compared with the binary's `locflow storyboard`.
        .testTarget(
            name: "LocflowDesignerTests",
            dependencies: ["LocflowDesigner", "LocflowGlossary", "LocflowFormats", "LocflowScenario", "LocflowCore", "LocflowUI", "locflow", "LocflowTestSupport"]
        ),
        // The curses round trip of whole explorer screens needs the views too.
        .testTarget(
            name: "LocflowTerminalTests",
            dependencies: ["LocflowTerminal", "LocflowUI", "LocflowCore", "CellGrid", "CNCursesW", "LocflowTestSupport"]
        ),
        // The stand-in against the core's runner (the differential test), the phone, the diffs, playback.
        .testTarget(name: "LocflowTestingTests", dependencies: ["LocflowTesting", "LocationManaging", "LocflowCore", "LocflowScenario", "LocflowTestSupport"]),
        // The `CLLocationManager: LocationManaging` conformance, compiled here (Linux included) against
        // a stub of CoreLocation's signatures written from Apple's documentation (the sources are links).
        .testTarget(
            name: "LocflowTestingCoreLocationStubTests", dependencies: ["LocflowCore", "LocflowExport"],
            swiftSettings: [.define("LOCFLOW_CORELOCATION_STUB")]
        ),
        // Runs the real binary in tmux; depending on the executable makes `swift test` build it.
        .testTarget(name: "LocflowE2ETests", dependencies: ["locflow", "LocflowTestSupport"]),
        // The tmux driver the terminal and end-to-end tests share.
        .target(name: "LocflowTestSupport", path: "Tests/LocflowTestSupport"),
    ]
)

// Release builds of locflow's own modules (when this package is the root: see `buildsAsRoot`) reach a concrete generic type's metadata through its
// accessor function, which passes the conformances it needs (a dictionary key's `Hashable`), not
// through its mangled name, which the runtime decodes and whose every first conformance it looks
// up by scanning all of the binary's conformance records (6,401 in the static binary). Those
// scans and decodings were 30 % of the CPU before the first frame (docs/performance.md,
// "Where the start-up time goes"). The cost is a little code size; debug builds keep the default.
// `-function-sections` gives each function its own section, so the link can order them (see the
// `locflow` target's order file).
for target in package.targets where buildsAsRoot && (target.type == .regular || target.type == .executable) {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(
            ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections"],
            .when(configuration: .release))
    ]
}
