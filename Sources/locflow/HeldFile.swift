#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file about to be replaced, held open so that the rename over it does not free its blocks
/// there and then: the kernel frees a file's blocks when its last name and its last descriptor
/// are gone, so with the descriptor held that work waits until `release`. Freeing even a small
/// file's blocks took 1.3–6 ms on ext4 mounted with `discard` (docs/performance.md), the
/// largest part of the `--record FILE --force` start's time to its first frame, which happens
/// now after that frame. Nothing about the replace changes: it is written, checked and put in
/// place as before; only the old blocks outlive it for a moment.
struct HeldFile {
    /// The descriptor, or -1 when nothing is held (no file at the path, or it cannot be opened
    /// for reading: then the replace frees it at once, as it always did).
    private(set) var descriptor: Int32 = -1

    /// Holds the regular file at `path` (through a symlink, its target, which is what a replace
    /// writes); non-blocking, so a FIFO that appeared meanwhile never waits for a writer.
    init(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    }

    /// Nothing held.
    init() {}

    /// Lets the file go (its blocks are freed now if it was replaced).
    mutating func release() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }
}
