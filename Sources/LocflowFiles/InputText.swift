import LocflowFormats
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

/// Reads an input the user names: a file, `-` (standard input), `/dev/stdin`, a FIFO or a
/// process substitution `<(…)`; decoded as UTF-8 with the line and column of the first bad byte.
public enum InputText {
    /// The name `-` means standard input (the Unix convention for a file operand).
    public static let standardInputName = "-"

    /// Reads `path` whole as scenario text. Errors name the path, the real reason (strerror, not a
    /// guess), and for bad content the line and column.
    public static func read(_ path: String) throws(ScenarioError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try InputText.bytes(path)
        } catch {
            throw ScenarioError(file: path, message: "cannot read: \(error.reason)")
        }
        return try decode(bytes, file: path)
    }

    /// The most a file read whole may hold: 64 MiB, a hundred times the largest hand-written
    /// scenario (a long YAML scenario is streamed instead, with no limit). Endless inputs
    /// (`/dev/zero`, `/dev/urandom`) are refused at this size instead of exhausting memory.
    public static let maximumBytes = 64 << 20

    /// The bytes of `path` (or standard input for `-`), read with read(2) until end of file, so
    /// pipes and character devices work like regular files; more than `limit` bytes is refused
    /// with the size.
    public static func bytes(_ path: String, limit: Int = maximumBytes) throws(FileError) -> [UInt8] {
        let fd: Int32
        if path == standardInputName {
            fd = STDIN_FILENO
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw FileError(path: path, errno: errno) }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        return try bytes(of: fd, path: path, limit: limit)
    }

    /// The bytes read from the open descriptor `fd` until end of file (`path` names it in
    /// errors); the caller keeps and closes `fd`. A caller that checked what `fd` is reads the
    /// very file it checked.
    public static func bytes(of fd: Int32, path: String, limit: Int = maximumBytes) throws(FileError) -> [UInt8] {
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(path: path, reason: "is a directory")
        }
        let tooLarge = "is larger than \(limit >> 20) MiB, the most locflow reads whole"
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
            throw FileError(path: path, reason: "\(tooLarge) (\(Int(info.st_size) >> 20) MiB)")
        }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, errno: errno)
            }
            if count == 0 { return out }
            out.append(contentsOf: chunk[0..<count])
            if out.count > limit { throw FileError(path: path, reason: "\(tooLarge) (it did not end within that)") }
        }
    }

    /// read(2); inside this type `read` names the method above.
    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    /// UTF-8 text from `bytes`; invalid UTF-8 and raw control characters (other than tab, line
    /// feed and carriage return) are errors at their line and column. A scenario file is text a
    /// person edits: a raw ESC or NUL in it is damage, and quoted YAML has `\e` for the rare
    /// string that needs one.
    public static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> String {
        // Nearly every file is valid UTF-8 without a forbidden character: checked by its bytes
        // (the scalar loop below was most of a `--scenario` start's reading), which gives the
        // same string. Anything else takes the loop, which finds the line and column.
        if !hasForbiddenByte(bytes), let text = String(validating: bytes, as: UTF8.self) { return text }
        return try decodeByScalars(bytes, file: file)
    }

    /// `decode`, one scalar at a time: the text, or the first bad byte or character with its
    /// line and column.
    static func decodeByScalars(_ bytes: [UInt8], file: String) throws(ScenarioError) -> String {
        var line = 1, column = 1
        var index = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        while true {
            let start = index
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                index += UTF8.width(scalar)
                if let name = forbiddenName(scalar) {
                    throw ScenarioError(file: file, line: line, column: column, message: "a raw control character (\(name)) is not allowed in scenario text; write it as an escape in a double-quoted string")
                }
                scalars.append(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return String(scalars)
            case .error:
                let byte = start < bytes.count ? bytes[start] : 0
                throw ScenarioError(file: file, line: line, column: column, message: "not UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) at byte offset \(start)")
            }
        }
    }

    /// Whether `bytes` may hold a character `forbiddenName` names: a C0 control other than tab,
    /// line feed and carriage return, DEL, or a C1 control (U+0080–U+009F: 0xC2 then 0x80–0x9F in
    /// UTF-8). Bytes that are not UTF-8 are left to the decoder.
    static func hasForbiddenByte(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return true }
            if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return true }
            previous = byte
        }
        return false
    }

    /// `U+001B` for a control character a scenario file may not hold raw, nil for any other.
    static func forbiddenName(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return nil
        case 0x00...0x1F, 0x7F, 0x80...0x9F:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return nil
        }
    }
}
