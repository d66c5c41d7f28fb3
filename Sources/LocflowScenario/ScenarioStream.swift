import CellGrid
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
import LocflowCore
import LocflowFiles
import LocflowFormats

/// A scenario file opened for `locflow run`: its title and setup read, its steps read again, one
/// at a time, while they play, so that a run of a million steps needs no tree, no array of steps
/// and no copy of the file in memory.
///
/// Streaming is a shortcut taken only where it gives exactly what `ScenarioParser` gives: a YAML
/// file whose last top-level key is a `steps:` block list. The text above `steps:` goes through
/// `ScenarioParser`; each list item that is one plain line of safe ASCII goes straight to
/// `ActionParser`, any other item (expectations, installs, quotes, comments, several lines)
/// through the YAML reader on its own. Anything else, and any error, falls back to parsing the whole file
/// with `ScenarioParser`, so that errors and their positions stay exactly those of the
/// whole-file parser. Opening checks every step once before anything is printed, so a bad step
/// at the end still stops the file before its transcript starts (contract "Command": exit 2,
/// nothing runs from it).
public struct ScenarioSource: Sendable {
    /// The file's name, setup and, when it was read whole, its steps.
    public let scenario: Scenario
    /// Where the steps start, when they are streamed.
    private let stream: StepStream?

    /// A scenario already parsed, played from memory.
    public init(whole scenario: Scenario) {
        self.init(scenario: scenario, stream: nil)
    }

    private init(scenario: Scenario, stream: StepStream?) {
        self.scenario = scenario
        self.stream = stream
    }

    /// Whether the steps are read from the file as they play (false: held in `scenario`).
    public var isStreamed: Bool { stream != nil }

    /// Opens `path`: reads it whole for JSON, for small irregular YAML and for every error;
    /// otherwise checks its steps in one streaming pass and keeps only where they start.
    public static func open(_ path: String) throws(ScenarioError) -> ScenarioSource {
        try open(path, capacity: LineReader.defaultCapacity)
    }

    /// `open`, its reader's buffer starting at `capacity` bytes (tests take a small one, so that
    /// lines cross the buffer's refills).
    static func open(_ path: String, capacity: Int) throws(ScenarioError) -> ScenarioSource {
        if !path.lowercased().hasSuffix(".json"), let source = streamed(path, capacity: capacity) { return source }
        return ScenarioSource(scenario: try ScenarioParser.parse(try InputText.read(path), file: path), stream: nil)
    }

    /// Plays the scenario (`Runner.play`), reading streamed steps again from the file. Throws
    /// only if the file changed since it was opened so that a step no longer reads.
    public func play(ios: IOSVersion? = nil, emit: (StepRecord) -> Void) throws(ScenarioError) -> RunSummary {
        guard let stream else { return Runner.play(scenario.steps, setup: scenario.setup, ios: ios, emit: emit) }
        let steps = try stream.steps()
        let summary = Runner.play(steps, setup: scenario.setup, ios: ios, emit: emit)
        if steps.failed {
            throw ScenarioError(file: scenario.file, message: "the file changed while it was being played; run it again")
        }
        return summary
    }

    /// The streamed source, or nil when the file must be read whole.
    private static func streamed(_ path: String, capacity: Int) -> ScenarioSource? {
        guard let lines = LineReader(path: path, capacity: capacity) else { return nil }
        // The header: every line up to and including the first top-level `steps:`.
        var header: [UInt8] = [], lineNumber = 0
        while true {
            guard let line = lines.next() else { return nil }  // no `steps:` block: read whole
            lineNumber += 1
            let isSteps = lines.withBytes(line) { bytes in
                header.append(contentsOf: bytes)
                return isStepsKey(bytes)
            }
            header.append(0x0A)
            if isSteps { break }
            if header.count > 1 << 20 { return nil }
        }
        guard let text = String(validating: header, as: UTF8.self),
            let scenario = try? ScenarioParser.parse(text, file: path), scenario.steps.isEmpty
        else { return nil }
        let stream = StepStream(path: path, file: path, offset: header.count, firstLine: lineNumber + 1, capacity: capacity)
        // The checking pass: every step must read, and the list must run to the end of the file.
        // A file that uses the modern vocabulary (C2) or the app's manager additions is read
        // whole: whether it is extended depends on all its steps, and its step 0 already plays so.
        // A line read before is only looked up here, not built into a step: its
        // action was checked, `extends` included, where it was first read.
        // So is one that uses the app's manager additions: its installs all carry the indicator.
        guard !scenario.setup.extended, !scenario.setup.configuresManager, let steps = try? stream.steps() else { return nil }
        checking: while true {
            switch steps.advance(building: false) {
            case .end: break checking
            case .known: continue
            case .step(let step): if ScenarioParser.extends(step) || ScenarioParser.configuresManager(step) { return nil }
            }
        }
        if steps.failed { return nil }
        return ScenarioSource(scenario: scenario, stream: stream)
    }

    /// `steps:` alone on its line at the left margin (trailing spaces allowed).
    static func isStepsKey(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let key: [UInt8] = Array("steps:".utf8)
        guard line.count >= key.count, line.prefix(key.count).elementsEqual(key) else { return false }
        return line.dropFirst(key.count).allSatisfy { $0 == 0x20 }
    }
}

/// Where the steps of a streamed file start.
struct StepStream: Sendable {
    let path: String
    let file: String
    /// The byte offset of the line after `steps:`, and its line number.
    let offset: Int
    let firstLine: Int
    /// The reader's first buffer size.
    let capacity: Int

    func steps() throws(ScenarioError) -> StepIterator {
        guard let lines = LineReader(path: path, offset: offset, capacity: capacity) else {
            throw ScenarioError(file: file, message: "cannot be read again")
        }
        return StepIterator(lines: lines, parser: ScenarioParser(file: file), lineNumber: firstLine - 1)
    }
}

/// The steps of a streamed file, one item of the `steps:` list at a time. Stops, with `failed`
/// set, at anything the whole-file parser might read differently.
///
/// Lines are ranges of the file that `LineReader` hands out and lends the bytes of: no slice of
/// its buffer is held, so no line costs a retain and a release, and reading on never copies the
/// buffer a held slice would share.
final class StepIterator: IteratorProtocol, Sequence {
    private let lines: LineReader
    private let parser: ScenarioParser
    private var lineNumber: Int
    /// The item's indentation, from the first item.
    private var indent: Int?
    /// The first line of the next item, already read: its place in the file and its number.
    private var pending: (range: Range<Int>, number: Int)?
    /// Recent action lines and their actions: long files repeat the same few.
    private var cache = ActionCache()
    /// The same for items read through YAML, by their text.
    private var kinds: [String: ScenarioStep.Kind] = [:]
    private(set) var failed = false

    init(lines: LineReader, parser: ScenarioParser, lineNumber: Int) {
        self.lines = lines
        self.parser = parser
        self.lineNumber = lineNumber
    }

    func next() -> ScenarioStep? {
        switch advance(building: true) {
        case .step(let step): step
        case .known, .end: nil
        }
    }

    /// What `advance` read: a step, a simple line already read (when not building), or the end.
    enum Item {
        case step(ScenarioStep)
        case known
        case end
    }

    /// Reads the next item. With `building` false, a simple line found in the action cache is
    /// answered `.known` without building its step: the checking pass needs only to know that
    /// it reads, and a million steps repeat a few lines.
    func advance(building: Bool) -> Item {
        if failed { return .end }
        guard let (first, number) = pending ?? nextContentLine() else { return .end }
        pending = nil
        // The item's indentation and dash.
        let (spaces, dash) = lines.withBytes(first) { bytes -> (Int, Bool) in
            let spaces = Self.leadingSpaces(bytes)
            return (spaces, spaces < bytes.count && bytes[spaces] == 0x2D && (spaces + 1 == bytes.count || bytes[spaces + 1] == 0x20))
        }
        if indent == nil { indent = spaces }
        guard spaces == indent, dash else { return stop() }
        // Continuation lines: blank, comments, or deeper than the dash. Only a single line
        // (blank lines aside) can be a simple step: a deeper line may continue its scalar.
        // The item's first line stays in the reader's buffer while they are read.
        lines.keep = first.lowerBound
        var more: [Range<Int>] = [], simple = true
        while let line = lines.next() {
            lineNumber += 1
            let (blank, continues) = lines.withBytes(line) { bytes -> (Bool, Bool) in
                let lead = Self.leadingSpaces(bytes)
                let blank = lead == bytes.count
                return (blank, blank || bytes[lead] == 0x23 || lead > spaces)
            }
            if continues {
                more.append(line)
                if !blank { simple = false }
                continue
            }
            pending = (line, lineNumber)
            break
        }
        defer { lines.keep = nil }
        if lines.failed { return stop() }
        if simple {
            let item = lines.withBytes(first) { bytes in
                simpleStep(UnsafeBufferPointer(rebasing: bytes[Swift.min(spaces + 2, bytes.count)...]), line: number, building: building)
            }
            if let item { return item }
        }
        return yamlStep([first] + more, line: number).map(Item.step) ?? .end
    }

    /// The number of spaces `bytes` starts with.
    private static func leadingSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        while count < bytes.count, bytes[count] == 0x20 { count += 1 }
        return count
    }

    /// The next line that is not blank or a comment, or nil at the end of the file.
    private func nextContentLine() -> (range: Range<Int>, number: Int)? {
        while let line = lines.next() {
            lineNumber += 1
            let content = lines.withBytes(line) { bytes in
                let lead = Self.leadingSpaces(bytes)
                return lead < bytes.count && bytes[lead] != 0x23
            }
            if content { return (line, lineNumber) }
        }
        if lines.failed { failed = true }
        return nil
    }

    /// `- requestWhenInUseAuthorization`, `- tap Don't Allow`: a plain scalar of letters, digits,
    /// spaces and a few marks that YAML reads as written (no `:`, `#`, quotes, flow or tag
    /// characters), starting with a letter.
    private func simpleStep(_ text: UnsafeBufferPointer<UInt8>, line: Int, building: Bool) -> Item? {
        var end = text.count
        while end > 0, text[end - 1] == 0x20 { end -= 1 }
        let word = UnsafeBufferPointer(rebasing: text[0..<end])
        guard !word.isEmpty else { return nil }
        // The line hashed eight bytes at a time (a byte-at-a-time hash was a chain of a million
        // times thirty multiplications) and looked up first: the cache holds only lines that
        // passed the checks below, so a line equal to one of them passes too, and a million
        // repeated lines skip the byte-by-byte check.
        let hash = Self.hash(word)
        if !building, cache.contains(word, hash: hash) { return .known }
        if let known = cache.action(for: word, hash: hash) { return .step(ScenarioStep(.action(known.action), line: line, text: known.text)) }
        guard let head = word.first, Self.isLetter(head) else { return nil }
        // Every byte checked without a branch.
        var plain = true
        for byte in word { plain = plain && Self.isPlainByMask(byte) }
        guard plain else { return nil }
        guard case .success(let action) = ActionParser.parse(String(decoding: word, as: UTF8.self)) else { return nil }
        let text = action.text
        cache.store(action, text: text, for: word, hash: hash)
        return .step(ScenarioStep(.action(action), line: line, text: text))
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    static func isPlain(_ b: UInt8) -> Bool {
        isLetter(b) || (b >= 0x30 && b <= 0x39) || b == 0x20 || b == 0x5F || b == 0x2E || b == 0x2D || b == 0x27
            || b == 0x2F || b == 0x28 || b == 0x29 || b == 0x2B || b == 0x3D
    }

    /// A hash of `bytes` for the action cache, a word at a time (the cache compares the bytes
    /// too, so a collision costs only a parse).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0, shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 32)
    }

    /// `isPlain` as two 64-bit masks, for bytes 0–63 and 64–127 (a static table cost
    /// a retain and a bounds check a byte). A test compares the two for every byte value.
    static func isPlainByMask(_ b: UInt8) -> Bool {
        let low: UInt64 = 0x23FF_EB81_0000_0000, high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return b < 64 ? (low >> UInt64(b)) & 1 == 1 : b < 128 && (high >> UInt64(b - 64)) & 1 == 1
    }

    /// Any other item, through the YAML composer on its own, its lines renumbered. `item`'s
    /// lines are still in the reader's buffer (`LineReader.keep`).
    private func yamlStep(_ item: [Range<Int>], line: Int) -> ScenarioStep? {
        var bytes: [UInt8] = []
        for part in item {
            lines.withBytes(part) { bytes.append(contentsOf: $0) }
            bytes.append(0x0A)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return fail() }
        // What a step means does not depend on its line (only error messages do, and errors
        // fall back to the whole-file parser), so a repeated item is composed once.
        if let kind = kinds[text] { return ScenarioStep(kind, line: line) }
        guard let root = try? DocumentLoader.loadYAML(text, file: parser.file),
            case .list(let items) = root.value, items.count == 1,
            let step = try? parser.step(items[0].shifted(by: line - 1))
        else { return fail() }
        if kinds.count > 1024 { kinds.removeAll(keepingCapacity: true) }
        kinds[text] = step.kind
        return step
    }

    private func stop() -> Item {
        failed = true
        return .end
    }

    private func fail() -> ScenarioStep? {
        failed = true
        return nil
    }
}

/// Action lines already parsed, by their bytes: a direct-mapped table keyed by a hash of the
/// line, so that a repeated line costs a hash and a comparison, with no `String` and no
/// `Hasher`. A collision replaces the older entry.
struct ActionCache {
    private static let size = 1024
    // Parallel arrays, so that a lookup compares in place and copies only what it returns.
    private var hashes = [UInt64](repeating: 0, count: size)
    private var keys = [[UInt8]](repeating: [], count: size)
    private var actions = [Action?](repeating: nil, count: size)
    private var texts = [String](repeating: "", count: size)

    /// The action of the line `bytes` and its `Action.text`, if the line was parsed before.
    func action(for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (action: Action, text: String)? {
        let slot = Int(hash % UInt64(Self.size))
        guard let action = actions[slot], matches(bytes, hash: hash, slot: slot) else { return nil }
        return (action, texts[slot])
    }

    /// Whether the line `bytes` was parsed before, copying nothing out (the checking pass).
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Bool {
        matches(bytes, hash: hash, slot: Int(hash % UInt64(Self.size)))
    }

    private func matches(_ line: UnsafeBufferPointer<UInt8>, hash: UInt64, slot: Int) -> Bool {
        // An empty slot's key is empty and never equals a line (a simple line has a letter).
        guard hashes[slot] == hash else { return false }
        return keys[slot].withUnsafeBufferPointer { key in
            key.count == line.count && memcmp(key.baseAddress!, line.baseAddress!, key.count) == 0
        }
    }

    mutating func store(_ action: Action, text: String, for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        let slot = Int(hash % UInt64(Self.size))
        hashes[slot] = hash
        keys[slot] = Array(bytes)
        actions[slot] = action
        texts[slot] = text
    }
}

/// The lines of a file from an offset, read with read(2) in large chunks into one buffer that is
/// reused (no `Data` a chunk, no copy); a line is handed out as its range of byte offsets in the
/// file, without its `\n`, and read through `withBytes`. Fails (for the streaming shortcut) on a
/// carriage return or a Unicode line break, which YAML counts as line ends and this reader would
/// not, and on a read error.
final class LineReader {
    private let fd: Int32
    /// The buffer's first size: a quarter of a MiB, read at a time.
    static let defaultCapacity = 1 << 18
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The file offset of `storage[0]`.
    private var base: Int
    /// Bytes read and not yet dropped: `storage[0..<count]`.
    private var count = 0
    /// Where the next line starts, in `storage`.
    private var start = 0
    private var atEnd = false
    private(set) var failed = false
    /// A file offset whose bytes stay in the buffer when more is read (a caller still reading an
    /// earlier line); nil: only the line `next` returned last is readable after the next call.
    var keep: Int?

    init?(path: String, offset: Int = 0, capacity: Int = LineReader.defaultCapacity) {
        // A regular file only: a pipe or a terminal cannot be read twice.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        if offset > 0, lseek(fd, off_t(offset), SEEK_SET) != off_t(offset) {
            close(fd)
            return nil
        }
        self.fd = fd
        base = offset
        self.capacity = Swift.max(1, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
        close(fd)
    }

    /// The next line's byte offsets in the file, or nil at the end (or on failure).
    func next() -> Range<Int>? {
        while true {
            if start < count, let found = memchr(storage + start, 0x0A, count - start) {
                let newline = storage.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let line = start..<newline
                start = newline + 1
                return check(line)
            }
            if atEnd {
                guard start < count else { return nil }
                let line = start..<count
                start = count
                return check(line)
            }
            fill()
        }
    }

    /// Lends the bytes of `line`: one `next` returned, still in the buffer (the last line
    /// returned, or any from `keep` on).
    func withBytes<Result>(_ line: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: storage + (line.lowerBound - base), count: line.count))
    }

    /// Drops the bytes before the next line (or before `keep`), grows the buffer if a line fills
    /// it, and reads more.
    private func fill() {
        let drop = min(start, keep.map { $0 - base } ?? start)
        if drop > 0 {
            memmove(storage, storage + drop, count - drop)
            count -= drop
            start -= drop
            base += drop
        }
        if count == capacity {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            larger.update(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        while true {
            let got = read(fd, storage + count, capacity - count)
            if got > 0 {
                count += got
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                if got < 0 { failed = true }
                atEnd = true
            }
            return
        }
    }

    /// The line (file offsets), or nil (and `failed`) if it holds a line break of YAML's other
    /// than `\n`, or anything `InputText.decode` refuses (invalid UTF-8, a raw control
    /// character): the whole-file reader then gives the error with its line and column.
    private func check(_ line: Range<Int>) -> Range<Int>? {
        let bytes = UnsafeBufferPointer(start: storage + line.lowerBound, count: line.count)
        let file = (line.lowerBound + base)..<(line.upperBound + base)
        // Printable ASCII, the common case, eight bytes at a time.
        if TextSanitizer.isPrintableASCII(bytes) { return file }
        var previous: UInt8 = 0
        var ascii = true
        for byte in bytes {
            // CR; NEL (C2 85); LS and PS (E2 80 A8/A9); a byte-order mark (EF BB BF) mid-file;
            // C0 controls but tab, DEL, and C1 controls (C2 80–9F).
            if byte == 0x0D || (previous == 0xC2 && byte == 0x85) || (previous == 0x80 && (byte == 0xA8 || byte == 0xA9))
                || (previous == 0xBB && byte == 0xBF) || (byte < 0x20 && byte != 0x09) || byte == 0x7F
                || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F)
            {
                return refuse()
            }
            previous = byte
            if byte >= 0x80 { ascii = false }
        }
        if !ascii, String(validating: bytes, as: UTF8.self) == nil { return refuse() }
        return file
    }

    private func refuse() -> Range<Int>? {
        failed = true
        atEnd = true
        start = count
        return nil
    }
}

extension Located {
    /// The same tree with every line number moved down by `lines`.
    func shifted(by lines: Int) -> Located {
        let moved: Value
        switch value {
        case .scalar: moved = value
        case .list(let items): moved = .list(items.map { $0.shifted(by: lines) })
        case .map(let entries): moved = .map(entries.map { (key: $0.key.shifted(by: lines), value: $0.value.shifted(by: lines)) })
        }
        return Located(moved, line: line.map { $0 + lines }, column: column)
    }
}
