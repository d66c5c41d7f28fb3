import Foundation
import LocflowCore
import LocflowExport
import LocflowTestSupport
import Testing

/// The XCUITest's class and method come from the flow's name, for any name: letters of every
/// script Swift accepts are kept, and a short stable hash follows when anything was dropped, so
/// two flows with different names never share a class (two exports in one test target compile),
/// and one name gives the same class on every export.
@Suite struct XCUITestNameTests {
    /// Pairs of names that gave one class before: non-Latin names (all dropped, or all but a
    /// digit), names that differ only in an emoji, and long names that differ past the cut.
    static let pairs: [(String, String)] = [
        ("位置情報の許可", "位置情報を拒否"),
        ("Заказ 1", "Доставка 1"),
        ("🗺️ Map", "🚗 Map"),
        ("Ask for location when the person opens the map for the very first time today",
         "Ask for location when the person opens the map for the very first time tomorrow"),
    ]

    private func played(_ name: String, file: String = "flow.yaml") throws -> ExportFlow {
        try flow(yaml: "name: \"\(name)\"\nsteps:\n  - requestWhenInUseAuthorization\n  - tap Allow While Using App\n", file: file)
    }

    @Test func differentNamesGiveDifferentClasses() throws {
        for (a, b) in Self.pairs {
            let first = XCUITestExporter.className(try played(a)), second = XCUITestExporter.className(try played(b))
            #expect(first != second, "\(a) and \(b) both give \(first)")
            #expect(XCUITestExporter.methodName(try played(a)) != XCUITestExporter.methodName(try played(b)))
            #expect(first == XCUITestExporter.className(try played(a, file: "other.yaml")), "the same name, the same class")
        }
        #expect(XCUITestExporter.className(try played("Заказ 1")) == "Заказ1Tests", "kept letters need no hash")
        #expect(XCUITestExporter.className(try played("Upgrade demo")) == "UpgradeDemoTests", "ASCII names as before")
    }

    @Test func theHashIsStable() {
        // FNV-1a of the UTF-8: the same on every run and machine (a Swift `Hasher` is seeded per process).
        #expect(XCUITestExporter.className(try! played("🗺️ Map")) == "Map_" + "\(fnv("🗺️ Map"))" + "Tests")
    }

    /// Six hex digits of FNV-1a 32, computed here independently.
    private func fnv(_ text: String) -> String {
        var value: UInt32 = 2_166_136_261
        for byte in text.utf8 { value = (value ^ UInt32(byte)) &* 16_777_619 }
        return String(format: "%06x", value & 0xFFFFFF)
    }

    @Test(.enabled(if: Swiftc.path != nil, "swiftc was not found on PATH"))
    func everyPairCompilesInOneTarget() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-xcuitest-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (index, name) in Self.pairs.flatMap({ [$0.0, $0.1] }).enumerated() {
            let text = export(.xcuitest, try played(name)).replacingOccurrences(of: "import XCTest\n", with: "")
            let file = directory.appendingPathComponent("Export\(index).swift").path
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let stub = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/XCTestStub.swift").path
        let typecheck = try Swiftc.run(["-typecheck", stub] + files)
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }
}
