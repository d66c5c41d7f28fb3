import Foundation
import Testing

/// Compares text with a golden file under `__Snapshots__/`, next to this file.
///
/// A missing golden, or `RECORD_SNAPSHOTS=1`, writes the file and fails the test, so a new
/// recording is never silently green: run again to check it.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name + ".txt")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    let expected = try? String(contentsOf: file, encoding: .utf8)
    if recording || expected == nil {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded snapshot \(name).txt; check it and run again", sourceLocation: sourceLocation)
        return
    }
    let golden = String(expected!.dropLast(expected!.hasSuffix("\n") ? 1 : 0))
    if golden != text {
        Issue.record("""
            snapshot \(name).txt differs (RECORD_SNAPSHOTS=1 re-records)
            --- expected
            \(golden)
            --- actual
            \(text)
            """, sourceLocation: sourceLocation)
    }
}
