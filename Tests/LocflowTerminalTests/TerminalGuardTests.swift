import Foundation
import Glibc
import Testing

@testable import LocflowTerminal

@Suite struct TerminalGuardTests {
    @Test func captureReplaysWhatWasWrittenToTheDescriptor() throws {
        // A temp file stands in for stderr, so the test process's own stderr is never touched.
        var template = Array("/tmp/locflow-capture-test-XXXXXX".utf8CString)
        let target = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(target >= 0)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        defer { close(target) }
        let capture = try #require(FileDescriptorCapture(redirecting: target))
        writeAll(target, Array("Fatal error: lost in the alternate screen\n".utf8))
        #expect(lseek(target, 0, SEEK_END) == 0 || lseek(target, 0, SEEK_CUR) > 0)
        let captured = capture.finish(replay: true)
        #expect(String(decoding: captured, as: UTF8.self) == "Fatal error: lost in the alternate screen\n")
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = pread(target, &buffer, buffer.count, 0)
        #expect(String(decoding: buffer[0..<max(0, n)], as: UTF8.self) == "Fatal error: lost in the alternate screen\n")
    }

    @Test func quitSignalsOnlySetTheFlag() async {
        await #expect(processExitsWith: .success) {
            TerminalGuard.unblockSignals()
            TerminalGuard.installQuitHandlers()
            raise(SIGTERM)
            let first = TerminalGuard.quitSignal
            raise(SIGHUP)
            let second = TerminalGuard.quitSignal
            TerminalGuard.restore()
            exit(first == SIGTERM && second == SIGHUP ? 0 : 1)
        }
    }

    @Test func stderrIsCapturedDuringTheSessionAndReplayedAfter() async throws {
        let result = try await #require(
            #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                TerminalGuard.beginStderrCapture()
                FileHandle.standardError.write(Data("stray diagnostic\n".utf8))
                // While captured, stderr is a regular file, not the pipe the parent observes.
                var info = stat()
                fstat(STDERR_FILENO, &info)
                let isFile = (info.st_mode & S_IFMT) == S_IFREG
                TerminalGuard.restore()
                TerminalGuard.restore()  // idempotent: nothing replayed twice
                FileHandle.standardError.write(Data(isFile ? "was-file\n".utf8 : "was-not-file\n".utf8))
                exit(0)
            })
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self) == "stray diagnostic\nwas-file\n")
    }

    #if arch(x86_64)
    static let trapSignal = SIGILL  // Swift traps are ud2 on x86_64
    #else
    static let trapSignal = SIGTRAP  // and brk on arm64
    #endif

    @Test func crashHandlersRestoreThenChainToTheDefaultCrash() async throws {
        let result = try await #require(
            #expect(processExitsWith: .signal(Self.trapSignal), observing: [\.standardOutputContent, \.standardErrorContent]) {
                TerminalGuard.beginStderrCapture()
                TerminalGuard.installCrashHandlers()
                fatalError("boom-marker")
            })
        // The reset string reached stdout, and the fatalError text, written to the captured
        // stderr before the trap, was replayed to the real stderr by the handler.
        let stdout = String(decoding: result.standardOutputContent, as: UTF8.self)
        #expect(stdout.contains("\u{1B}[?1049l") && stdout.contains("\u{1B}[?25h"))
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("boom-marker"))
    }
}
