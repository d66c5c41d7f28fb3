#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
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
        let wanted = text + "\n"
        if let present = try? String(contentsOfFile: path, encoding: .utf8), present == wanted { return true }
        do {
            // Atomic: an editor reading it meanwhile sees the old schema or the new, never half.
            try AtomicFile.write(wanted, to: path, createDirectories: true)
            return true
        } catch {
            return false
        }
    }

    /// What the modeline of the files this process writes names: the data directory's copy,
    /// installed the first time it is asked for, or the bare file name (beside the file) when
    /// there is no data directory or it cannot be written. Nil until `locflow` sets the lookup
    /// at start, so library users and tests keep the bare name.
    nonisolated(unsafe) public static var lookup: ((String) -> String?)?

    /// The modeline's schema reference for this process (see `lookup`), worked out once.
    public static var reference: String {
        if let resolved = resolved { return resolved }
        var found = ScenarioWriter.schemaFileName
        if let lookup, let path = path(variable: lookup), install(at: path) { found = path }
        resolved = found
        return found
    }

    nonisolated(unsafe) private static var resolved: String?
}
