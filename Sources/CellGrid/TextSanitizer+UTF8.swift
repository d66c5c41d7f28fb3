extension TextSanitizer {
    /// Whether `text` is already safe, by one pass over its UTF-8 with no decoding: the same
    /// answer as `isSafe`, several times faster, for long transcripts. Each unsafe
    /// scalar of `replacement(for:)` is recognised by its bytes: C0 and DEL (one byte), C1
    /// (C2 80–9F), ALM (D8 9C), LRM/RLM (E2 80 8E–8F), LS/PS and the embeddings and overrides
    /// (E2 80 A8–AE), the isolates (E2 81 A6–A9). `start` skips that many bytes.
    public static func isSafe(utf8 text: String, from start: Int = 0) -> Bool {
        if let safe = text.utf8.withContiguousStorageIfAvailable({ isSafe(UnsafeBufferPointer(rebasing: $0[start...])) }) {
            return safe
        }
        return isSafe(String(text.utf8.dropFirst(start))!)
    }

    /// The same answer for UTF-8 bytes (`bytes[start...]` must be whole scalars): what a
    /// transcript written as bytes checks line by line.
    public static func isSafe(utf8 bytes: [UInt8], from start: Int = 0) -> Bool {
        bytes.withUnsafeBufferPointer { isSafe(UnsafeBufferPointer(rebasing: $0[start...])) }
    }

    /// Whether every byte is printable ASCII (0x20–0x7E), eight bytes at a time: the common case
    /// of transcript lines and scenario lines.
    public static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index + 8 <= bytes.count {
            if !isPrintableASCII(word: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { return false }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] &- 0x20 >= 0x5F { return false }
            index += 1
        }
        return true
    }

    /// Eight bytes, none with the high bit, none below 0x20, none equal to 0x7F (the classic
    /// "has less than" and "has zero byte" tests: exact about whether any byte fails).
    private static func isPrintableASCII(word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        let del = word ^ (0x7F * ones)
        return (word | ((word &- 0x20 * ones) & ~word) | ((del &- ones) & ~del)) & high == 0
    }

    private static func isSafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // ASCII with one comparison a byte; a multi-byte scalar is looked at only when its lead
        // byte is one that starts an unsafe scalar (C2, D8, E2).
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        while index < count {
            if index + 8 <= count, isPrintableASCII(word: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte &- 0x20 >= 0x5F { return false }  // C0 controls and DEL
            } else if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
                let second: UInt8 = index + 1 < count ? bytes[index + 1] : 0
                let third: UInt8 = index + 2 < count ? bytes[index + 2] : 0
                switch (byte, second, third) {
                case (0xC2, 0x80...0x9F, _), (0xD8, 0x9C, _), (0xE2, 0x80, 0x8E...0x8F), (0xE2, 0x80, 0xA8...0xAE), (0xE2, 0x81, 0xA6...0xA9):
                    return false
                default: break
                }
            }
            index += 1
        }
        return true
    }
}
