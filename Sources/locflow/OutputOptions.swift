import ArgumentParser
import LocflowFiles
import LocflowScenario

/// `--force`: the one switch that lets a command replace files that already exist (see
/// `UserFile`); without it an existing path is an error, exit status 2.
struct ForceOption: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Replace output files that already exist (through symlinks, keeping their mode). Never the input being played."))
    var force = false
}

/// A cast file written one line at a time, each line handed to the kernel at once, so a killed
/// recording keeps every frame so far. The first failed write is kept (the recording stops
/// there) and reported by `finish`. Replacing a cast (`--force`) writes a temporary put in place
/// at `finish`, so a failed recording leaves the old cast whole; a new cast that could not be
/// written at all is removed rather than left empty.
final class CastFile {
    private let file: UserFile
    /// The first write that failed, if any.
    private(set) var failure: FileError?

    /// Claims `path` (see `UserFile`); `others` are the paths it must not be.
    init(path: String, force: Bool, others: [(path: String, role: String)]) throws(FileError) {
        file = try UserFile(path, replacing: force, others: others)
        try file.append("")  // create it now: a path that cannot be written fails before any work
    }

    /// Appends one line, unless an earlier write failed.
    func write(_ line: String) {
        guard failure == nil else { return }
        do {
            try file.append(line + "\n")
        } catch {
            failure = error
        }
    }

    /// Closes the file; the first failure of the recording, if any.
    func finish() -> FileError? {
        if failure == nil {
            do { try file.finish() } catch { failure = error }
        }
        if failure != nil { file.abandon() }
        return failure
    }
}
