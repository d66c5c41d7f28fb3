import IssueReporting
import LocflowCore

/// A mistake in a test (a button not on screen, an unknown iOS version, a modern object on a
/// phone made without `modern: true`): recorded as an issue in the running test, Swift Testing
/// and XCTest alike, with the model's words, and the test goes on. Nothing public traps: one
/// wrong line fails its test, never the whole test process.
func misuse(_ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
