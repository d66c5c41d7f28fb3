import Foundation

/// The Swift compiler on PATH, for the tests that check generated or sample Swift code.
public enum Swiftc {
    /// `swiftc` from PATH, or nil (the tests that need it are skipped, with a message).
    public static let path: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()

    /// Runs swiftc with `arguments`: its exit status and what it printed (both streams).
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try runMerged(path!, arguments)
    }
}
