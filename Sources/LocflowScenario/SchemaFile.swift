import LocflowFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scenario schema where editors find it: a copy locflow keeps in its data directory
/// (`$XDG_DATA_HOME/locflow/`, else `~/.local/share/locflow/`), so the modeline of every file
/// locflow writes (`# yaml-language-server: $schema=…`) names a file that exists on any machine
/// with locflow installed, and VS Code's YAML extension checks a recording with no setup.
public enum SchemaFile {
    /// The data directory's copy: `$XDG_DATA_HOME/locflow/locflow-scenario.schema.json` (an
    /// absolute `XDG_DATA_HOME` only, as the XDG spec says), else under `~/.local/share`.
    public static func path(variable: (String) -> String?) -> String? {
        let base: String
        if let data = variable("XDG_DATA_HOME"), data.hasPrefix("/") {
            base = data
        } else if let home = variable("HOME"), home.hasPrefix("/") {
            base = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/share"
        } else {
            return nil
        }
        return (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/locflow/" + ScenarioWriter.schemaFileName
    }

    /// Writes this binary's schema to `path` unless it is already there, word for word (a newer
    /// locflow's schema replaces an older one). Returns whether the file now holds it.
    @discardableResult
    public static func install(at path: String) -> Bool {
        (try? installing(at: path)) != nil
    }

    /// `install(at:)`, with the reason when the copy cannot be there. The data directory gets
    /// the state directory's rules (`StateDirectory.createOwn`: created 0700 without following a
    /// link, refused when it is a link or others can write it), and the copy replaces whatever
    /// name is there, a link included, instead of writing through it: in a shared data home,
    /// another user's link must never make locflow overwrite a file of yours.
    public static func installing(at path: String) throws(FileError) {
        let wanted = text + "\n"
        try StateDirectory.createOwn(PathText.directory(of: path))
        if holds(wanted, at: path) { return }
        // Atomic: an editor reading it meanwhile sees the old schema or the new, never half.
        try AtomicFile.write(wanted, to: path, followingLinks: false)
    }

    /// Whether the file at `path` holds exactly `wanted`'s bytes: its size first, then its bytes,
    /// read with one `read` into a buffer and compared with `memcmp`. A `--record` start asks
    /// this before its first frame, where `String(contentsOfFile:)` and a `String` comparison
    /// (which decodes both as Unicode) cost a tenth of the start's CPU (docs/performance.md).
    static func holds(_ wanted: String, at path: String) -> Bool {
        var wanted = wanted
        return wanted.withUTF8 { expected in
            // O_NOFOLLOW: a link at the name is never the copy, whatever it points at.
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            var status = stat()
            guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == expected.count else { return false }
            // One byte more than expected, so a file that grew meanwhile reads as different.
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: expected.count + 1, alignment: 1)
            defer { buffer.deallocate() }
            var filled = 0
            while filled < buffer.count {
                let n = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                filled += n
            }
            return filled == expected.count && (expected.isEmpty || memcmp(buffer.baseAddress!, expected.baseAddress!, expected.count) == 0)
        }
    }

    /// What the modeline of the files this process writes names: the data directory's copy,
    /// installed the first time it is asked for, or the bare file name (beside the file) when
    /// there is no data directory or it cannot be written. Nil until `locflow` sets the lookup
    /// at start, so library users and tests keep the bare name.
    /// Shared mutable state: set once by `locflow` before anything is written; the modeline is
    /// written deep inside the writers, and a library user or test that never sets it keeps the
    /// bare name the goldens hold.
    nonisolated(unsafe) public static var lookup: ((String) -> String?)?

    /// The modeline's schema reference for this process (see `lookup`), worked out once.
    public static var reference: String {
        guard let lookup else { return ScenarioWriter.schemaFileName }
        if let resolved = resolved { return resolved }
        var found = ScenarioWriter.schemaFileName
        if let path = path(variable: lookup), install(at: path) { found = path }
        resolved = found
        return found
    }

    /// Shared mutable state: the answer for the lookup `locflow` set, worked out on its first
    /// write (which installs the file) and kept, so every file the process writes names the same
    /// copy. Only `locflow`'s one thread writes files with a lookup set; without one (library
    /// users, parallel tests) nothing is kept.
    nonisolated(unsafe) private static var resolved: String?
}
