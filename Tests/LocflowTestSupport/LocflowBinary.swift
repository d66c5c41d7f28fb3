import Foundation

/// The real `locflow` binary, which `swift test` builds next to the test bundle (the test
/// targets that use it depend on the executable target); nil if it cannot be found.
public let locflowBinary: String? = {
    var directory = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
        .deletingLastPathComponent()
    for _ in 0..<6 {
        for candidate in ["locflow", "debug/locflow"] {
            let path = directory.appendingPathComponent(candidate).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        directory.deleteLastPathComponent()
    }
    return nil
}()

/// Runs the binary to completion with `arguments`: exit status, standard output, standard error.
///
/// For short-lived commands only (`locflow run`, `presets`, `paths` …): it is not a daemon, so
/// Foundation's `Process` is safe here, unlike for tmux (see TmuxDriver).
/// `environment` entries are added to this process's environment.
public func runLocflow(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
    try runToCompletion(
        locflowBinary!, arguments,
        environment: environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 })
}

/// Runs `executable` to completion: exit status, standard output, standard error. For
/// short-lived commands only, like `runLocflow`.
public func runToCompletion(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil
) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Runs `executable` to completion with standard output and error in one pipe, as a terminal
/// shows them: exit status and everything it printed. For a long build's output, which two
/// pipes read one after the other could block on (a full standard error while standard output
/// is still being read).
public func runMerged(_ executable: String, _ arguments: [String], directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
