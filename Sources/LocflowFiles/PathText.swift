/// File paths as text, the way `NSString`'s path methods read them, in plain Swift: the shipped
/// modules import only FoundationEssentials, which has no `NSString` on Linux (
/// Foundation and ICU off the start-up path).
///
/// Runs of slashes count as one and a trailing slash is ignored, as in `NSString`. Where
/// swift-corelibs-foundation's `NSString` crashed (a one-character relative path such as `a`)
/// or kept doubled slashes (`//` gave an empty directory), this follows Darwin's documented result.
public enum PathText {
    /// The path without its last component (`NSString.deletingLastPathComponent`): `a/b` → `a`,
    /// `/a` → `/`, `a` → empty.
    public static func directory(of path: String) -> String {
        let fixed = tidy(path)
        guard fixed != "/", let slash = fixed.lastIndex(of: "/") else { return fixed == "/" ? fixed : "" }
        return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
    }

    /// The last component (`NSString.lastPathComponent`): `a/b/` → `b`, `/` → `/`.
    public static func lastComponent(of path: String) -> String {
        let fixed = tidy(path)
        guard fixed.count > 1, let slash = fixed.lastIndex(of: "/") else { return fixed }
        return String(fixed[fixed.index(after: slash)...])
    }

    /// A file name without its extension (`NSString.deletingPathExtension` of a last
    /// component): `x.yaml` → `x`, `a.b.c` → `a.b`, `a.` → `a`; a leading dot is no extension
    /// (`.hidden`, `..`).
    public static func removingExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name != ".." else { return name }
        return String(name[..<dot])
    }

    /// `component` inside `directory` (`NSString.appendingPathComponent`): one slash between,
    /// none added after an empty directory or one that ends in a slash.
    public static func appending(_ component: String, to directory: String) -> String {
        if directory.isEmpty { return component }
        return directory.hasSuffix("/") ? directory + component : directory + "/" + component
    }

    /// Runs of slashes as one, and no trailing slash except for the root.
    private static func tidy(_ path: String) -> String {
        var out = ""
        for character in path where !(character == "/" && out.hasSuffix("/")) { out.append(character) }
        if out.count > 1, out.hasSuffix("/") { out.removeLast() }
        return out
    }
}
