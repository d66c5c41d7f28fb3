import Foundation
import LocflowCore
import LocflowExport
import LocflowTestSupport
import Testing

/// `swiftc` from PATH, or nil.
private let swiftc = Swiftc.path

/// Runs swiftc with `arguments`; its status and what it printed.
private func runSwiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try Swiftc.run(arguments)
}

/// The seeds, the tours of every action (the modern ones too), two flows on old rule sets and
/// one across iOS versions.
private func flows() throws -> [ExportFlow] {
    try seedFiles.map { try flow($0) } + [
        try flow("Tests/LocflowExportTests/Fixtures/every-action.yaml"),
        try flow(ModernExportTests.fixture),
        try flow("Scenarios/seeds/blog-two-step-helper.yaml", ios: .iOS12),
        try flow("Scenarios/seeds/cheat-sheet-deny-is-sticky.yaml", ios: .iOS13_0),
        try flow(yaml: VersionPartsTests.yaml),  // one method per iOS version
    ]
}

@Suite("The XCUITest export is valid Swift", .enabled(if: swiftc != nil, "swiftc was not found on PATH: the generated XCUITests are not compiled"))
struct SwiftSyntaxTests {
    @Test("every generated test parses (swiftc -parse) and type-checks against a stub of XCTest's UI API")
    func compiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-xcuitest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var parsed: [String] = [], checked: [String] = []
        for (index, played) in try flows().enumerated() {
            let text = export(.xcuitest, played)
            let file = directory.appendingPathComponent("Flow\(index).swift").path
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            parsed.append(file)
            // Linux's XCTest has no UI testing: the stub stands in for it, and each class gets
            // its own name so that all files type-check in one run.
            let stubbed = text.replacingOccurrences(of: "import XCTest\n", with: "")
                .replacingOccurrences(of: "class \(XCUITestExporter.className(played)):", with: "class \(XCUITestExporter.className(played))\(index):")
            let checkedFile = directory.appendingPathComponent("Checked\(index).swift").path
            try stubbed.write(toFile: checkedFile, atomically: true, encoding: .utf8)
            checked.append(checkedFile)
        }
        let parse = try runSwiftc(["-parse"] + parsed)
        #expect(parse.status == 0, "\(parse.output)")
        let stub = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/XCTestStub.swift").path
        let typecheck = try runSwiftc(["-typecheck", stub] + checked)
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }

    @Test("a broken test is caught: the check can fail")
    func canFail() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-xcuitest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Broken.swift").path
        let text = export(.xcuitest, try flow("Scenarios/seeds/ios10-always-two-buttons.yaml"))
        try text.replacingOccurrences(of: "tapSystemAlertButton(\"Allow\"", with: "tapSystemAlertButton(\"Allow").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try runSwiftc(["-parse", file]).status != 0)
    }

    /// Two flows exported into one UI-test target compile as they are: the
    /// class and the method come from each flow's name.
    @Test func twoExportsInOneTargetCompileTogether() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-xcuitest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = try flow(yaml: "name: Upgrade demo\nsteps:\n  - requestWhenInUseAuthorization\n  - tap Allow While Using App\n", file: "locflow-session-20261128-041213-xcuitest.yaml")
        let b = try flow(yaml: "name: Deny is sticky\nsteps:\n  - requestWhenInUseAuthorization\n  - tap Don't Allow\n", file: "locflow-session-20261128-041214-xcuitest.yaml")
        var files: [String] = []
        for (index, played) in [a, b].enumerated() {
            let text = export(.xcuitest, played).replacingOccurrences(of: "import XCTest\n", with: "")
            let file = directory.appendingPathComponent("Export\(index).swift").path
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        #expect(export(.xcuitest, a).contains("final class UpgradeDemoTests: XCTestCase"))
        #expect(export(.xcuitest, a).contains("func testUpgradeDemo() throws"))
        let stub = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/XCTestStub.swift").path
        let typecheck = try runSwiftc(["-typecheck", stub] + files)
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }

    @Test func aWaitIsSaidAtTheTopOfTheTest() throws {
        let text = export(.xcuitest, try flow(yaml: "name: Allow once expires\nsteps:\n  - requestWhenInUseAuthorization\n  - tap Allow Once\n  - background\n  - wait 20m\n  - foreground\n"))
        let lines = text.components(separatedBy: "\n")
        let method = try #require(lines.firstIndex { $0.contains("func testAllowOnceExpires()") })
        #expect(lines[method + 1].contains("NOTE: this flow waits on the real clock at step 4 (wait 20m)"), "\(lines[method + 1])")
    }
}

/// Where iOS shows no alert, Maestro checks it.
@Suite struct MaestroNoAlertTests {
    @Test func noAlertIsAssertedNotVisible() throws {
        let text = export(.maestro, try flow(yaml: """
            steps:
              - requestWhenInUseAuthorization
              - tap Allow While Using App
              - requestWhenInUseAuthorization
              - expect: { prompt: none }
            """))
        #expect(text.contains("# iOS shows no alert here\n- assertNotVisible: \"Allow Once\"\n- assertNotVisible: \"Allow While Using App\""), "\(text)")
    }
}
