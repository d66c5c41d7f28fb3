// The steps every end-to-end suite takes with tmux, in one place: start a program at a size
// and wait for its first frame, expect text on the screen (the failure shows the last screen),
// quit like a person, signal the program, run a command to its end, and skip a suite with a
// message where tmux or the binary is missing. The expectations take the caller's source
// location, so a failure points at the test's line, not at this file.

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Tmux {
    /// The text of the explorer's first frame (the status panel with no prompt up).
    public static let firstFrame = "No system prompt is on screen."

    /// Starts `command` in a new driver at `cols` × `rows` and, if `text` is given, expects it on
    /// the screen. `environment` is laid over `Tmux.environment`. The caller kills the driver
    /// (`defer { tmux.kill() }`); if the start itself fails, the driver is killed here.
    public static func launch(
        _ command: [String], cols: Int = 100, rows: Int = 30, environment: [String: String] = [:],
        waitingFor text: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Tmux {
        let tmux = Tmux()
        do {
            try tmux.start(command, cols: cols, rows: rows, environment: Self.environment.merging(environment) { $1 })
        } catch {
            tmux.kill()
            throw error
        }
        if let text { tmux.expectScreen(text, sourceLocation: sourceLocation) }
        return tmux
    }

    /// The real explorer (`locflow` with `arguments`) at `cols` × `rows`, its first frame on
    /// screen (or `text`, for a start that shows something else first; nil waits for nothing).
    /// `directory`: started there (through `sh`), for what it saves beside itself.
    public static func explorer(
        _ arguments: [String] = [], cols: Int = 100, rows: Int = 30, environment: [String: String] = [:],
        in directory: String? = nil, waitingFor text: String? = firstFrame, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Tmux {
        let command = directory.map { ["/bin/sh", "-c", "cd '\($0)' && exec \"$0\" \"$@\"", locflowBinary!] } ?? [locflowBinary!]
        return try launch(command + arguments, cols: cols, rows: rows, environment: environment, waitingFor: text, sourceLocation: sourceLocation)
    }

    /// In the explorer's first frame: `w` (requestWhenInUseAuthorization), then `2` (Allow While
    /// Using App) on the prompt of the app `appName`, each step expected on screen.
    public func allowWhileUsing(appName: String = "Demo", sourceLocation: SourceLocation = #_sourceLocation) throws {
        try sendKeys("w")
        expectScreen("Allow \u{201C}\(appName)\u{201D} to use your location?", sourceLocation: sourceLocation)
        try sendKeys("2")
        expectScreen("authorizationStatus   .authorizedWhenInUse", sourceLocation: sourceLocation)
    }

    /// Waits for `text` on the screen and expects it there; on a timeout the failure shows the
    /// last screen. Returns the screen that had it.
    @discardableResult
    public func expectScreen(_ text: String, timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let wait = waitFor(text, timeout: timeout)
        #expect(wait.found, "waiting for \u{201C}\(text)\u{201D}: \(wait)", sourceLocation: sourceLocation)
        return wait.screen
    }

    /// Quits the explorer as a person does (`q` asks, a second `q` confirms) and expects exit
    /// status 0.
    public func quit(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try sendKeys("q", "q")
        #expect(waitForExit() == 0, sourceLocation: sourceLocation)
    }

    /// The process id of the pane's program: the program itself when it was started without a
    /// shell (for a program under a shell, see `paneChildPID`).
    public func panePID(sourceLocation: SourceLocation = #_sourceLocation) throws -> pid_t {
        try #require(pid_t(display("#{pane_pid}")), sourceLocation: sourceLocation)
    }

    /// Sends `signal` to the pane's program and expects it delivered.
    public func signal(_ signal: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pid = try panePID(sourceLocation: sourceLocation)
        #expect(Glibc.kill(pid, signal) == 0, sourceLocation: sourceLocation)
    }

    /// Runs `command` in its own driver until it exits: its status (nil if it did not end in
    /// 15 s) and everything it printed (the screen with its scrollback).
    public static func runToExit(
        _ command: [String], cols: Int, rows: Int, environment: [String: String] = [:]
    ) throws -> (status: Int32?, screen: String) {
        let tmux = try launch(command, cols: cols, rows: rows, environment: environment)
        defer { tmux.kill() }
        let status = tmux.waitForExit()
        return (status, tmux.capture(history: true))
    }
}

/// A new directory for a test's files, `/tmp/PREFIX-PID-RANDOM`; the test removes it.
public func makeTemporaryDirectory(_ prefix: String = "lf") throws -> String {
    let path = "/tmp/\(prefix)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

extension Trait where Self == ConditionTrait {
    /// Skips unless tmux is installed; `skipped` finishes the message ("the … tests are skipped").
    public static func tmuxInstalled(_ skipped: String) -> Self {
        .enabled(if: Tmux.isAvailable, Comment(rawValue: "tmux is not installed: \(skipped)"))
    }

    /// Skips an end-to-end suite unless tmux is installed and `swift test` built the binary,
    /// saying which is missing; `skipped` finishes the tmux message, as in `tmuxInstalled`.
    public static func endToEnd(_ skipped: String) -> Self {
        .enabled(
            if: Tmux.isAvailable && locflowBinary != nil,
            Comment(rawValue: Tmux.isAvailable ? "the locflow binary was not found next to the test bundle" : "tmux is not installed: \(skipped)"))
    }

    /// Skips unless `swift test` built the locflow binary next to the test bundle.
    public static var locflowBuilt: Self {
        .enabled(if: locflowBinary != nil, "the locflow binary was not found next to the test bundle")
    }
}
