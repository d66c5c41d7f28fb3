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

/// The seeds, the tours of every action (the modern ones too), and two flows on old rule sets.
private func flows() throws -> [ExportFlow] {
    try seedFiles.map { try flow($0) } + [
        try flow("Tests/LocflowExportTests/Fixtures/every-action.yaml"),
        try flow(ModernExportTests.fixture),
        try flow("Scenarios/seeds/blog-two-step-helper.yaml", ios: .iOS12),
        try flow("Scenarios/seeds/cheat-sheet-deny-is-sticky.yaml", ios: .iOS13_0),
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
                .replacingOccurrences(of: "class LocflowFlowTests:", with: "class LocflowFlowTests\(index):")
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
}
