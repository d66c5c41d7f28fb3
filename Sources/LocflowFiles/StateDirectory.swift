#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The private state directories locflow keeps sessions in: created 0700, and refused when
/// another user owns them or others can write them (anyone who can write there could plant a
/// journal that names a file of yours as its recording).
public enum StateDirectory {
    /// Creates `directory` and its missing parents with mode 0700 (whatever the umask).
    public static func create(_ directory: String) throws(FileError) {
        var info = stat()
        if stat(directory, &info) == 0 { return }
        let parent = PathText.directory(of: directory)
        if !parent.isEmpty, parent != directory { try create(parent) }
        if mkdir(directory, 0o700) != 0, errno != EEXIST { throw FileError(path: directory, errno: errno) }
        _ = chmod(directory, 0o700)  // the umask may have taken bits away, never added: restate it
    }

    /// Makes `directory` locflow's own: its missing parents created as `create` does, itself
    /// created 0700 with mkdir, which never follows a link at the name; then refused (with the
    /// reason) when it is a link, not a directory, another user's, or writable by others. For a
    /// directory whose files locflow replaces (the data directory's schema copy), where a link
    /// planted by someone else would send the write to a file of theirs choosing.
    public static func createOwn(_ directory: String) throws(FileError) {
        let parent = PathText.directory(of: directory)
        if !parent.isEmpty, parent != directory { try create(parent) }
        if mkdir(directory, 0o700) == 0 {
            _ = chmod(directory, 0o700)
        } else if errno != EEXIST {
            throw FileError(path: directory, errno: errno)
        }
        var info = stat()
        guard lstat(directory, &info) == 0 else { throw FileError(path: directory, errno: errno) }
        if info.st_mode & S_IFMT == S_IFLNK {
            throw FileError(path: directory, reason: "is a symbolic link; locflow keeps its files only in a directory of its own")
        }
        if info.st_mode & S_IFMT != S_IFDIR { throw FileError(path: directory, reason: "is not a directory") }
        if info.st_uid != getuid() {
            throw FileError(path: directory, reason: "belongs to another user (uid \(info.st_uid)); locflow keeps its files only in a directory of its own")
        }
        if info.st_mode & 0o022 != 0 {
            let mode = String(info.st_mode & 0o777, radix: 8)
            throw FileError(path: directory, reason: "others can write it (mode \(mode)); run `chmod 700 \(directory)` to keep it private")
        }
    }

    /// Why `directory` is not private enough to trust, or nil (also nil when it does not exist).
    public static func problem(_ directory: String) -> String? {
        var info = stat()
        guard !directory.isEmpty, stat(directory, &info) == 0 else { return nil }
        if info.st_uid != getuid() {
            return "is in \(directory), which belongs to another user (uid \(info.st_uid)); not resumable"
        }
        // A sticky directory (/tmp) lets others add files but not replace or remove yours, and a
        // file they add is refused by its owner.
        if info.st_mode & 0o022 != 0, info.st_mode & S_ISVTX == 0 {
            let mode = String(info.st_mode & 0o777, radix: 8)
            return "is in \(directory), which others can write (mode \(mode)); run `chmod 700 \(directory)` to keep sessions private"
        }
        return nil
    }
}
