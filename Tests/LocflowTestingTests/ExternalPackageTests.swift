import Foundation
import LocflowTestSupport
import Testing

/// The version `locflow --version` prints, read from its one source.
func currentVersion() throws -> String {
    let source = try String(
        contentsOf: DocsTests.repository.appendingPathComponent("Sources/locflow/Locflow.swift"), encoding: .utf8)
    let line = try #require(source.split(separator: "\n").first { $0.contains("static let version = \"") })
    return String(try #require(line.split(separator: "\"").dropFirst().first))
}

/// Runs `script` with bash in `directory`; returns its status and what it printed.
func shell(_ script: String, in directory: URL) throws -> (status: Int32, output: String) {
    try runMerged("/bin/bash", ["-c", script], directory: directory)
}

/// The version agrees everywhere a person reads it.
@Suite("LocflowTesting version")
struct VersionTests {
    @Test("CHANGELOG.md's latest entry and the docs' from: line are locflow --version's")
    func agree() throws {
        let version = try currentVersion()
        let changelog = try String(contentsOf: DocsTests.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.split(separator: "\n").first { $0.hasPrefix("## ") } == "## \(version)")
        let doc = try String(contentsOf: DocsTests.repository.appendingPathComponent("docs/testing-your-app.md"), encoding: .utf8)
        #expect(doc.contains("from: \"\(version)\")"), "docs/testing-your-app.md does not show the from: \"\(version)\" line")
    }
}

/// A new user's app package, outside the repository, depending on both products by version from a
/// clone of this repository tagged with the current version: it resolves (no unsafe flag reaches
/// a library product), builds, and its tests run. The app module imports only LocationManaging.
/// It builds locflow's core from scratch (minutes), so it runs when LOCFLOW_PACKAGE_TEST=1
/// (.ci/run sets it).
@Suite("LocflowTesting as a versioned dependency")
struct ExternalPackageTests {
    @Test(
        "an app package depends on LocationManaging and LocflowTesting by from:, builds and runs its tests",
        .enabled(if: ProcessInfo.processInfo.environment["LOCFLOW_PACKAGE_TEST"] == "1", "set LOCFLOW_PACKAGE_TEST=1"))
    func versionedDependency() throws {
        let version = try currentVersion()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let clone = work.appendingPathComponent("locflow")
        // The clone holds the working tree as it is (committed or not), as one commit tagged with
        // the version: what a release at this point would be.
        let snapshot = try shell(
            """
            set -e
            git clone -q "\(DocsTests.repository.path)" "\(clone.path)"
            git ls-files -z -co --exclude-standard | while IFS= read -r -d '' f; do [ -e "$f" ] || [ -L "$f" ] && printf '%s\\0' "$f"; done \
              | tar --null -T - -cf - | tar -xf - -C "\(clone.path)"
            cd "\(clone.path)"
            git ls-files -z -d | xargs -0 -r git rm -q --cached --
            git add -A
            git -c user.name=test -c user.email=test@example.invalid commit -q --allow-empty -m snapshot
            git tag "\(version)"
            """, in: DocsTests.repository)
        try #require(snapshot.status == 0, "\(snapshot.output)")
        let app = work.appendingPathComponent("WeatherApp")
        let files: [String: String] = [
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "WeatherApp",
                    platforms: [.macOS(.v13)],
                    dependencies: [.package(url: "file://\(clone.path)", from: "\(version)")],
                    targets: [
                        .target(name: "WeatherFeature", dependencies: [.product(name: "LocationManaging", package: "locflow")]),
                        .testTarget(
                            name: "WeatherFeatureTests",
                            dependencies: ["WeatherFeature", .product(name: "LocflowTesting", package: "locflow")]),
                    ]
                )
                """,
            "Sources/WeatherFeature/LocalWeather.swift": """
                import LocationManaging

                /// Asks for When In Use, then shows the weather where the person is.
                public final class LocalWeather: LocationManagingDelegate {
                    let manager: any LocationManaging
                    public private(set) var place: LocationValue?
                    public init(manager: any LocationManaging) {
                        self.manager = manager
                        manager.locationDelegate = self
                    }
                    public func show() { manager.requestWhenInUseAuthorization() }
                    public func locationManagerDidChangeAuthorization(_ manager: any LocationManaging) {
                        if manager.authorizationStatus == .authorizedWhenInUse { manager.startUpdatingLocation() }
                    }
                    public func locationManager(_ manager: any LocationManaging, didUpdateLocations locations: [LocationValue]) {
                        place = locations.last
                    }
                }
                """,
            "Tests/WeatherFeatureTests/LocalWeatherTests.swift": """
                import LocflowTesting
                import Testing
                import WeatherFeature

                @Test func weatherWhereThePersonIs() {
                    let phone = SimulatedPhone(ios: "18")
                    let weather = LocalWeather(manager: SimulatedLocationManager(phone: phone))
                    weather.show()
                    phone.tap("Allow While Using App")
                    phone.event(.location(latitude: 48.1, longitude: 11.6))
                    #expect(weather.place?.latitude == 48.1)
                }
                """,
        ]
        for (path, text) in files {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let run = try shell("swift build --build-tests 2>&1 && swift test --skip-build 2>&1", in: app)
        #expect(run.status == 0, "\(run.output.suffix(4_000))")
        #expect(run.output.contains("weatherWhereThePersonIs()") && run.output.contains("passed"), "\(run.output.suffix(2_000))")
        #expect(!run.output.contains("unsafe build flags"))
    }
}
